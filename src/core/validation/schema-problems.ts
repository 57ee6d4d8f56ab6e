// The dashboard's forms word their messages from here; the frames do not import it, so its
// tables, and the messages only it uses (in the dashboard's catalog), stay out of their budget.
import type { MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { is, validate, type Struct } from "superstruct";
import type { ValidationErrorItem } from "../errors/body";
import {
  CHOICE_MESSAGE,
  COLOR_MESSAGE,
  DATE_MESSAGE,
  EMAIL_MESSAGE,
  FORMAT_MESSAGE,
  NUMBER_MESSAGE,
  PASSWORD_MESSAGE,
  PASSWORD_REQUIRED_MESSAGE,
  PHONE_MESSAGE,
  REQUIRED_MESSAGE,
  TICK_MESSAGE,
  URL_MESSAGE,
  aboveMaximumMessage,
  belowMinimumMessage,
  tooLongMessage,
  tooShortMessage,
} from "./messages";
import { limitOf } from "./rules";

// Kinds of mistake only schema-checked forms meet; the others are in ./messages.

const WHOLE_NUMBER_MESSAGE = msg`Please enter a whole number`;
/** A web address the server will not call: a private, loopback or link-local one. */
const PUBLIC_ADDRESS_MESSAGE = msg`This address is not reachable from the internet: enter a public address, not a private or local one`;
/** Text with a character that cannot be stored (a NUL, an unpaired surrogate). */
const UNSAFE_TEXT_MESSAGE = msg`This text holds a character that can't be saved. Please retype it.`;
const SAME_SITE_MESSAGE = msg`Please enter an address on this site`;
const FONT_MESSAGE = msg`Please choose one of the fonts offered`;
const BEFORE_MESSAGE = msg`The start must be before the end`;
const AFTER_START_MESSAGE = msg`The end must be after the start`;
const UPLOAD_MESSAGE = msg`Please upload this file again`;
const NEWSLETTER_MESSAGE = msg`Signing up to the newsletter isn't offered here`;
const ANSWER_MESSAGE = msg`Please check this answer`;
const WHOLE_CENTS_MESSAGE = msg`Please enter an amount in whole cents, such as 5 or 5.50`;
const AMOUNT_MESSAGE = msg`Please enter an amount above 0, in whole cents`;
const CURRENCY_MESSAGE = msg`Please enter a three-letter currency code, such as GBP or EUR`;
const SLUG_MESSAGE = msg`Please use lower-case letters and digits, joined by single hyphens`;
const VAT_MESSAGE = msg`Please enter an EU VAT number, such as DE123456789`;
const DURATION_MESSAGE = msg`Please enter a duration, such as P1M for a month or P14D for 14 days`;
const RETRY_DAYS_MESSAGE = msg`Give each retry's day once, each later than the one before`;
const DISTINCT_MESSAGE = msg`Please give each entry once`;
/** The join form's settings disagree with each other (core/content/join.ts), raced past the form. */
const JOIN_RULES_MESSAGE = msg`This doesn't fit the minimum amount or the periods offered. Please check them.`;
/** For a refusal no other message describes. */
const INVALID_MESSAGE = msg`This value isn't accepted. Please check it.`;

/** A list of more than `maxItems` entries. */
export function tooManyMessage(maxItems: number): MessageDescriptor {
  return msg({
    message: plural(maxItems, {
      one: "Please keep at most # entry",
      other: "Please keep at most # entries",
    }),
  });
}

/** A list of fewer than `minItems` entries. */
export function tooFewMessage(minItems: number): MessageDescriptor {
  return msg({
    message: plural(minItems, {
      one: "Please add at least # entry",
      other: "Please add at least # entries",
    }),
  });
}

/** What is wrong at one place of a value: a dotted path (`links.0.url`) and what to say. */
export interface Problem {
  path: string;
  message: MessageDescriptor;
}

/**
 * One check a value failed: a superstruct refinement's or type's name (`maxLength`, `email`,
 * `enums`), or the rule name of a server's error body, with the limit it passed if any.
 */
export interface Refusal {
  kind: string;
  limit?: number;
}

/** The value at a dotted path, or undefined where the path leads nowhere. */
export function valueAt(value: unknown, path: string): unknown {
  if (path === "") return value;
  let current = value;
  for (const key of path.split(".")) {
    if (typeof current !== "object" || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** Nothing given: no value, blank text, or an unticked box. */
function isBlank(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    value === false ||
    (typeof value === "string" && value.trim() === "")
  );
}

/**
 * What a missing value of a kind lacks, where the kind has words of its own: a message that
 * says what is wanted serves for a missing value as well as a malformed one.
 */
const MISSING: Readonly<Record<string, MessageDescriptor>> = {
  email: EMAIL_MESSAGE,
  phone: PHONE_MESSAGE,
  url: URL_MESSAGE,
  isUrl: URL_MESSAGE,
  password: PASSWORD_REQUIRED_MESSAGE,
  number: NUMBER_MESSAGE,
  integer: NUMBER_MESSAGE,
  enums: CHOICE_MESSAGE,
};

/** The names of a refusal of a property the schema does not have: superstruct's, the contract's. */
const UNKNOWN = new Set(["never", "whitelistValidation"]);

/** What to say about a value given but refused by one check; undefined if it has no words. */
function refusalMessage({ kind, limit }: Refusal, value: unknown): MessageDescriptor | undefined {
  const list = Array.isArray(value);
  switch (kind) {
    case "email":
      return EMAIL_MESSAGE;
    case "phone":
      return PHONE_MESSAGE;
    // `isLink`: settings links, a web address or a path of this site (core/content/fields.ts).
    case "url":
    case "isUrl":
    case "isLink":
      return URL_MESSAGE;
    // The server's: a webhook's address that resolves to a private network (outbound-webhooks).
    case "publicAddress":
      return PUBLIC_ADDRESS_MESSAGE;
    case "color":
    case "isColor":
      return COLOR_MESSAGE;
    case "password":
      return PASSWORD_MESSAGE;
    case "maxLength":
      if (limit === undefined) return undefined;
      return list ? tooManyMessage(limit) : tooLongMessage(limit);
    case "minLength":
      if (limit === undefined) return undefined;
      return list ? tooFewMessage(limit) : tooShortMessage(limit);
    case "min":
      return limit === undefined ? undefined : belowMinimumMessage(limit);
    case "max":
      return limit === undefined ? undefined : aboveMaximumMessage(limit);
    case "number":
      return NUMBER_MESSAGE;
    case "integer":
      return WHOLE_NUMBER_MESSAGE;
    case "enums":
    case "literal":
      return CHOICE_MESSAGE;
    case "pattern":
      return FORMAT_MESSAGE;
    case "isDateString":
      return DATE_MESSAGE;
    case "isNotEmpty":
    case "isDefined":
      return REQUIRED_MESSAGE;
    case "isEmail":
      return EMAIL_MESSAGE;
    case "isDateOrNow":
      return DATE_MESSAGE;
    case "isUuid":
      return CHOICE_MESSAGE;
    case "storedText":
      return limit === undefined ? undefined : tooLongMessage(limit);
    // The server's own checks beyond the schemas (server/services, server/routes).
    case "isSafeText":
    case "isStorable":
      return UNSAFE_TEXT_MESSAGE;
    case "isSameSite":
      return SAME_SITE_MESSAGE;
    case "isFont":
      return FONT_MESSAGE;
    case "isBefore":
      return BEFORE_MESSAGE;
    case "afterStarts":
      return AFTER_START_MESSAGE;
    case "isUpload":
      return UPLOAD_MESSAGE;
    case "isAllowed":
      return NEWSLETTER_MESSAGE;
    case "isValidAnswer":
      return ANSWER_MESSAGE;
    case "isValid":
      return JOIN_RULES_MESSAGE;
    case "hasWholeCents":
      return WHOLE_CENTS_MESSAGE;
    case "amount":
      return AMOUNT_MESSAGE;
    case "isCurrency":
      return CURRENCY_MESSAGE;
    case "isSlug":
      return SLUG_MESSAGE;
    case "vatNumber":
      return VAT_MESSAGE;
    case "duration":
      return DURATION_MESSAGE;
    case "increasing":
      return RETRY_DAYS_MESSAGE;
    case "distinct":
      return DISTINCT_MESSAGE;
    default:
      return undefined;
  }
}

/**
 * The one message for what a value failed, in the words every form uses for that kind of
 * mistake: a missing value is asked for (in its kind's words, where it has them), else the
 * first refusal with words of its own explains itself.
 */
export function describeRefusals(refusals: readonly Refusal[], value: unknown): MessageDescriptor {
  // A property the schema does not have is refused whatever its value.
  if (refusals.some((refusal) => UNKNOWN.has(refusal.kind))) return INVALID_MESSAGE;
  if (isBlank(value)) {
    if (value === false) return TICK_MESSAGE;
    const kind = refusals.find((refusal) => MISSING[refusal.kind]);
    return kind ? MISSING[kind.kind]! : REQUIRED_MESSAGE;
  }
  for (const refusal of refusals) {
    const message = refusalMessage(refusal, value);
    if (message) return message;
  }
  return INVALID_MESSAGE;
}

/**
 * Every place where `value` fails `struct`, with one message each, in the order superstruct
 * finds them (an object's keys in the schema's order).
 */
export function schemaProblems<T, S>(struct: Struct<T, S>, value: unknown): Problem[] {
  const [error] = validate(value, struct);
  if (!error) return [];
  const found = new Map<string, { value: unknown; refusals: Refusal[] }>();
  for (const failure of error.failures()) {
    const path = failure.path.join(".");
    let entry = found.get(path);
    if (!entry) {
      entry = { value: failure.value, refusals: [] };
      found.set(path, entry);
    }
    entry.refusals.push({ kind: failure.refinement ?? failure.type, limit: limitOf(failure) });
  }
  return [...found].map(([path, { value: failed, refusals }]) => ({
    path,
    message: describeRefusals(refusals, failed),
  }));
}

/**
 * The value sent at a path of a server's error, which may name it from further out than the
 * body (`body.email`): the value at the longest end of the path the body has.
 */
function sentValue(body: unknown, path: string): unknown {
  const keys = path.split(".");
  for (let start = 0; start < keys.length; start += 1) {
    const value = valueAt(body, keys.slice(start).join("."));
    if (value !== undefined) return value;
  }
  return undefined;
}

/**
 * The struct that checks the value at `path` of what `struct` checks: through objects' keys
 * and lists' items (optional and nullable ones too, which keep their shape); undefined where
 * the schema has no such place or is not walked (unions, dynamic structs).
 */
function structAt(
  struct: Struct<unknown, unknown>,
  path: string,
): Struct<unknown, unknown> | undefined {
  let current: Struct<unknown, unknown> | undefined = struct;
  for (const key of path.split(".")) {
    if (!current) return undefined;
    const { type, schema }: { type: string; schema: unknown } = current;
    if ((type === "object" || type === "type") && typeof schema === "object" && schema) {
      current = (schema as Record<string, Struct<unknown, unknown> | undefined>)[key];
    } else if (type === "array" && /^\d+$/.test(key)) {
      current = schema as Struct<unknown, unknown>;
    } else {
      return undefined;
    }
  }
  return current;
}

/**
 * Whether the place at `path` of a body refuses `blank` (its empty value) wherever it is
 * given: the city of an address, required once there is an address at all.
 */
export function schemaRequires<T, S>(struct: Struct<T, S>, path: string, blank: unknown): boolean {
  // Only the shape is read, whatever the value's type.
  const place = structAt(struct as unknown as Struct<unknown, unknown>, path);
  return place !== undefined && !is(blank, place);
}

/** Rules whose English message in an error body holds their limit. */
const LIMITED = new Set(["maxLength", "minLength", "min", "max", "storedText"]);

/**
 * The problems of a server's 400 answer (contract 1.4: `errors` nested by `children`, or a
 * dotted `property` such as `answers.slide.key`), worded as the form words its own, for the
 * body that was sent.
 */
export function serverProblems(items: readonly ValidationErrorItem[], body: unknown): Problem[] {
  const problems: Problem[] = [];
  const visit = (item: ValidationErrorItem, parent: string) => {
    const path = [parent, item.property].filter(Boolean).join(".");
    const constraints = Object.entries(item.constraints ?? {});
    if (constraints.length > 0) {
      const refusals = constraints.map(([kind, text]) => {
        const limit = LIMITED.has(kind) ? /\d+/.exec(text)?.[0] : undefined;
        return { kind, limit: limit === undefined ? undefined : Number(limit) };
      });
      problems.push({ path, message: describeRefusals(refusals, sentValue(body, path)) });
    }
    for (const child of item.children ?? []) visit(child, path);
  };
  for (const item of items) visit(item, "");
  return problems;
}
