import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import type { ImportRowError } from "@core/contacts/import";
import {
  EMAIL_MESSAGE,
  PHONE_MESSAGE,
  REQUIRED_MESSAGE,
  tooLongMessage,
} from "@core/validation/messages";

/** One tag's name of a row's tags is too long: the column holds several, so say which limit. */
function tagTooLongMessage(max: number): MessageDescriptor {
  return msg({
    message: plural(max, {
      one: "Each tag can have at most # character",
      other: "Each tag can have at most # characters",
    }),
  });
}

/**
 * Why a row cannot be imported, in the reader's language, from the server's code and the
 * values it sent with it. Rows are numbered as a spreadsheet numbers them (the header is 1).
 */
export function importProblemText(error: ImportRowError, i18n: I18n): string {
  switch (error.code) {
    case "required":
      return i18n._(REQUIRED_MESSAGE);
    case "invalid-email":
      return i18n._(EMAIL_MESSAGE);
    case "invalid-phone":
      return i18n._(PHONE_MESSAGE);
    case "duplicate-in-file": {
      const row = i18n.number((error.firstRow ?? 0) + 1);
      return i18n._(msg`Row ${row} has the same email address`);
    }
    case "too-long": {
      const max = error.max ?? 0;
      return i18n._(error.field === "tags" ? tagTooLongMessage(max) : tooLongMessage(max));
    }
    case "not-allowed": {
      // The values as the file must hold them, so quoted and not translated.
      const values = new Intl.ListFormat(i18n.locale, { type: "unit", style: "short" }).format(
        (error.allowed ?? []).map((value) => `“${value}”`),
      );
      return i18n._(msg`Use one of ${values}, or leave it empty`);
    }
    case "superadmin-only":
      return i18n._(msg`Not updated: only superadmins may change a superadmin's details.`);
    case "not-stored":
      return i18n._(
        msg`Not stored: the rows around it could not be saved. Import the file again with “skip” to add it.`,
      );
  }
}
