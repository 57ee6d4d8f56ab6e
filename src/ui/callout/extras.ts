import { msg } from "@lingui/core/macro";
import type { CurrentUser } from "@core/contacts/current-user";
import type { Answers } from "@core/forms/answer-structs";
import { parseLocale, type Locale } from "@core/i18n/locales";
import { firstError, validateEmail, validateRequired } from "@core/validation/validators";
import { asksGuestDetails, needsCaptcha, offersNewsletter } from "./access";
import {
  guestDetailsRequired,
  initialExtras,
  type ExtrasErrors,
  type ExtrasField,
  type ExtrasValues,
} from "./extras-values";
import type { CaptchaHandle } from "./CaptchaWidget";
import type { Callout, CreateCalloutResponse } from "./types";

export {
  guestDetailsRequired,
  initialExtras,
  type ExtrasErrors,
  type ExtrasField,
  type ExtrasValues,
} from "./extras-values";

type Reader = Pick<CurrentUser, "activeRoles"> | null;

/** The problems with a guest's details, by field; empty when there are none. */
function checkExtras(callout: Callout, user: Reader, values: ExtrasValues): ExtrasErrors {
  if (!asksGuestDetails(callout, user) || !guestDetailsRequired(callout, values)) return {};
  const errors: ExtrasErrors = {
    firstname: validateRequired(values.firstname),
    lastname: validateRequired(values.lastname),
    email: firstError(values.email.trim(), [validateRequired, validateEmail]),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, error]) => error));
}

/**
 * The body of the response: `guest` only from a guest who gave all three details, and
 * `newsletter` only for an opt-in (contract 2.5).
 */
function responseBody(
  callout: Callout,
  user: Reader,
  answers: Answers,
  values: ExtrasValues,
  locale: Locale | undefined,
): CreateCalloutResponse {
  const body: CreateCalloutResponse = { answers };
  const guest = {
    firstname: values.firstname.trim(),
    lastname: values.lastname.trim(),
    email: values.email.trim(),
  };
  if (asksGuestDetails(callout, user) && guest.firstname && guest.lastname && guest.email) {
    body.guest = { ...guest, ...(locale ? { locale } : {}) };
  }
  if (values.optIn && offersNewsletter(callout)) {
    body.newsletter = { optIn: true, groups: values.groups };
  }
  return body;
}

/**
 * The body and captcha token of a response with what the last slide asks besides the form,
 * or the problems with it. The captcha's token is fetched here, once the details are right.
 */
export async function prepareResponse(
  callout: Callout,
  user: Reader,
  answers: Answers,
  given: ExtrasValues | undefined,
  captcha: CaptchaHandle | null,
  /** The frame's language (Lingui's), which a new contact's emails are then written in. */
  locale?: string,
): Promise<{ body: CreateCalloutResponse; token?: string } | { errors: ExtrasErrors }> {
  const values = given ?? initialExtras(callout);
  const errors = checkExtras(callout, user, values);
  if (Object.keys(errors).length > 0) return { errors };
  let token: string | undefined;
  if (needsCaptcha(callout, user)) {
    token = await captcha?.token().catch(() => undefined);
    if (!token) return { errors: { captcha: msg`Please complete the check that you're human.` } };
  }
  const chosen = locale === undefined ? undefined : parseLocale(locale);
  return { body: responseBody(callout, user, answers, values, chosen), token };
}

/** The problems already shown that remain after a change; new ones wait for the next submit. */
export function recheckExtras(
  shown: ExtrasErrors,
  callout: Callout,
  user: Reader,
  values: ExtrasValues,
): ExtrasErrors {
  const found = checkExtras(callout, user, values);
  return Object.fromEntries(
    Object.entries(shown).flatMap(([field, error]) => {
      const still = field === "captcha" ? error : found[field as ExtrasField];
      return still ? [[field, still]] : [];
    }),
  );
}
