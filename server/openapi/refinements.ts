import { LOCALES } from "@core/i18n";
import { PASSWORD_MIN_LENGTH, URL_MAX_LENGTH } from "@core/validation";
import type { JsonSchema } from "./json-schema";

// Each named refinement of the schema layer, in standard JSON Schema keywords. The document
// converter (./json-schema.ts) finds a struct's refinements by the failures they report and
// looks each name up here; a name missing here is an error, so a new refinement cannot reach
// the document unexplained (refinements.test.ts also reads every refinement name in src/).
// Patterns are ECMAScript with the `u` flag, as JSON Schema validators such as ajv read them.
// Formats `email` and `uri` are left out on purpose: ajv's refuse addresses the server takes
// (`jörg@example.org`, `https://exämple.org`), so the patterns state the rules.

/** What a translation may ask about the struct it describes. */
export interface RefinementContext {
  /** Whether the struct takes this value. */
  accepts: (value: unknown) => boolean;
  /** The limit the failure reports (the project's limit rules), if any. */
  limit: number | undefined;
  /** The failure's message. */
  message: string;
  /** The struct's kind: `string`, `number`, `array`… */
  kind: string;
}

export type Translation = (context: RefinementContext) => JsonSchema;

const UUID = "[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}";
export const PATTERNS = {
  notBlank: String.raw`\S`,
  noNul: String.raw`^[^\u0000]*$`,
  uuid: `^${UUID}$`,
  meOrUuid: `^(?:me|${UUID})$`,
  tagChange: `^[+-]${UUID}$`,
  email: String.raw`^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$`,
  /** An email address with whitespace around it, which the server trims. */
  paddedEmail: String.raw`^\s*[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+\s*$`,
  /** Empty, or an email address. */
  optionalEmail: String.raw`^$|^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$`,
  /** 6 to 20 digits, with spaces, dots, hyphens and brackets between, and a + first. */
  phone: String.raw`^\+?[\s.()-]*(?:\d[\s.()-]*){6,20}$`,
  /** The same, or blank, with whitespace around it (trimmed by the server). */
  optionalPhone: String.raw`^\s*$|^\s*\+?[\s.()-]*(?:\d[\s.()-]*){6,20}$`,
  /** `isUrl`: an http(s) address of a domain, localhost or an IPv4 host. */
  url:
    String.raw`^[Hh][Tt][Tt][Pp][Ss]?://(?:[Ll][Oo][Cc][Aa][Ll][Hh][Oo][Ss][Tt]|` +
    String.raw`(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(?:\.(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}|` +
    String.raw`(?:[\p{L}\p{N}]+(?:-+[\p{L}\p{N}]+)*\.)+\p{L}{2,6})` +
    String.raw`(?::\d{1,5})?(?:/[^\s?#]*)?(?:\?[^\s#]*)?(?:#\S*)?$`,
  /** `isSitePath`: a path of this site, not `//host`, with no backslash or control character. */
  sitePath: String.raw`^/[^\s\\/\u0000-\u001f\u007f][^\s\\\u0000-\u001f\u007f]*$|^/$`,
  /** Settings links: empty, an http(s) address, or a path of this site. */
  link:
    String.raw`^$|^[Hh][Tt][Tt][Pp][Ss]?://[^\s/?#\\\u0000-\u001f\u007f]+(?:[/?#][^\s\\\u0000-\u001f\u007f]*)?$|` +
    String.raw`^/[^\s\\/\u0000-\u001f\u007f][^\s\\\u0000-\u001f\u007f]*$|^/$`,
  /** `isoDate`: a date, or a date and time with an optional offset. */
  isoDate: String.raw`^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])(?:T(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$`,
  duration: String.raw`^P(?!$)(?:\d{1,4}Y)?(?:\d{1,4}M)?(?:\d{1,4}W)?(?:\d{1,5}D)?(?:T(?=\d)(?:\d{1,6}H)?(?:\d{1,6}M)?(?:\d{1,7}S)?)?$`,
  base32: "^[A-Za-z2-7]+=*$",
  /** Empty, or country letters and 2 to 12 letters, digits, + or *, spaces anywhere. */
  vatNumber: String.raw`^$|^\s*[A-Za-z]\s*[A-Za-z](?:\s*[0-9A-Za-z+*]){2,12}\s*$`,
  /** Lower-case letters and digits joined by single hyphens, not shaped like an id. */
  slug: String.raw`^(?!${UUID}$)[\p{Ll}\p{Lo}\p{Lm}\p{N}]+(?:-[\p{Ll}\p{Lo}\p{Lm}\p{N}]+)*$`,
  /**
   * A hex colour, a colour name, or an rgb()/hsl() function. Looser than the server, which
   * also checks the functions' numbers and the names.
   */
  color: String.raw`^\s*(?:#[0-9A-Fa-f]{3,8}|[A-Za-z]+|(?:[Rr][Gg][Bb][Aa]?|[Hh][Ss][Ll][Aa]?)\(.*\))\s*$`,
  wholeNumber: String.raw`^\d{1,9}$`,
} as const;

/** Any of our locales, in any case, `-x-` or beabee's `@`, with whitespace around (`parseLocale`). */
function localePattern(): string {
  const anyCase = (text: string) =>
    [...text]
      .map((c) =>
        c.toLowerCase() === c.toUpperCase() ? c : `[${c.toLowerCase()}${c.toUpperCase()}]`,
      )
      .join("");
  const alternatives = LOCALES.map((locale) =>
    locale.split("-x-").map(anyCase).join("(?:-[xX]-|@)"),
  );
  return String.raw`^\s*(?:${alternatives.join("|")})\s*$`;
}

/** `min` to `max` whole numbers, as a query takes them (text): the params turn it into an integer. */
function wholeNumberRange(message: string): JsonSchema {
  const [, min, max] = /from (\d+) to (\d+)/.exec(message) ?? [];
  if (min === undefined || max === undefined) {
    throw new Error(`A range refinement must say "from <min> to <max>": ${message}`);
  }
  return { pattern: PATTERNS.wholeNumber, minimum: Number(min), maximum: Number(max) };
}

/**
 * Every refinement name the schema layer uses on values the document describes, and its
 * keywords. `size` and the limit rules are read from their failures' limits.
 */
export const REFINEMENTS: Readonly<Record<string, Translation>> = {
  minLength: ({ limit, kind }) =>
    limit === undefined ? {} : kind === "array" ? { minItems: limit } : { minLength: limit },
  maxLength: ({ limit, kind }) =>
    limit === undefined ? {} : kind === "array" ? { maxItems: limit } : { maxLength: limit },
  min: ({ limit }) => (limit === undefined ? {} : { minimum: limit }),
  max: ({ limit }) => (limit === undefined ? {} : { maximum: limit }),
  size: ({ kind, message }) => {
    if (kind === "string") {
      // JSON Schema counts code points; superstruct's size counts UTF-16 units.
      throw new Error("superstruct's size() on text counts UTF-16 units: use textSize()");
    }
    const between = /between `(-?[\d.]+)` and `(-?[\d.]+|Infinity)`/.exec(message);
    const exact = /of `(-?[\d.]+)`/.exec(message);
    const min = between?.[1] ?? exact?.[1];
    const max = between?.[2] ?? exact?.[1];
    if (min === undefined || max === undefined) {
      throw new Error(`A size refinement without its bounds: ${message}`);
    }
    const upper =
      max === "Infinity"
        ? {}
        : kind === "array"
          ? { maxItems: Number(max) }
          : { maximum: Number(max) };
    if (kind === "array")
      return { ...(Number(min) > 0 ? { minItems: Number(min) } : {}), ...upper };
    return { minimum: Number(min), ...upper };
  },
  pattern: ({ message }) => {
    const source = /matching `\/(.*)\/`/.exec(message)?.[1];
    if (!source) throw new Error(`A pattern refinement without its pattern: ${message}`);
    return { pattern: source };
  },
  isNotEmpty: () => ({ pattern: PATTERNS.notBlank }),
  isSafeText: () => ({ pattern: PATTERNS.noNul }),
  // A contribution: more than 0, at most the maximum, in whole cents.
  amount: ({ message }) => {
    const max = /at most (\d+)/.exec(message)?.[1];
    if (max === undefined) throw new Error(`An amount refinement without its maximum: ${message}`);
    return { exclusiveMinimum: 0, maximum: Number(max), multipleOf: 0.01 };
  },
  hasWholeCents: () => ({ multipleOf: 0.01 }),
  storedText: ({ accepts, limit }) => ({
    ...(limit === undefined ? {} : { maxLength: limit }),
    // NUL is refused app-wide (stated once in info.description), not by this refinement.
    ...(accepts(" ") ? {} : { pattern: PATTERNS.notBlank }),
  }),
  isUuid: () => ({ format: "uuid", pattern: PATTERNS.uuid }),
  uuid: () => ({ format: "uuid", pattern: PATTERNS.uuid }),
  meOrUuid: () => ({ pattern: PATTERNS.meOrUuid }),
  tagChange: () => ({ pattern: PATTERNS.tagChange }),
  email: ({ accepts }) => ({
    pattern: accepts(" a@example.org ") ? PATTERNS.paddedEmail : PATTERNS.email,
  }),
  isEmail: () => ({ pattern: PATTERNS.optionalEmail }),
  phone: ({ accepts }) => ({
    pattern: accepts("") ? PATTERNS.optionalPhone : PATTERNS.phone,
  }),
  url: () => ({ maxLength: URL_MAX_LENGTH, pattern: PATTERNS.url }),
  // `isUrl`, or (return and reset links) a path of this site; some take no query.
  isUrl: ({ accepts }) => {
    const address = accepts("https://example.org/?q=1")
      ? { pattern: PATTERNS.url }
      : { pattern: PATTERNS.url, not: { pattern: "[?#]" } };
    if (!accepts("/a")) return { maxLength: URL_MAX_LENGTH, ...address };
    return {
      maxLength: URL_MAX_LENGTH,
      anyOf: [address, { pattern: PATTERNS.sitePath, not: { pattern: String.raw`[?#\\]` } }],
    };
  },
  isLink: () => ({ pattern: PATTERNS.link }),
  isDateString: () => ({ pattern: PATTERNS.isoDate }),
  isDateOrNow: () => ({ anyOf: [{ const: "now" }, { pattern: PATTERNS.isoDate }] }),
  duration: () => ({ pattern: PATTERNS.duration }),
  isBase32: () => ({ pattern: PATTERNS.base32 }),
  vatNumber: () => ({ pattern: PATTERNS.vatNumber }),
  isSlug: () => ({ pattern: PATTERNS.slug }),
  color: () => ({ pattern: PATTERNS.color }),
  isColor: () => ({ pattern: PATTERNS.color }),
  isCurrency: () => ({ enum: Intl.supportedValuesOf("currency") }),
  // A locale, as `localeParam` takes it: ours or beabee's spelling, in any case.
  enums: () => ({ pattern: localePattern() }),
  password: () => ({
    minLength: PASSWORD_MIN_LENGTH,
    allOf: [
      { pattern: String.raw`\p{Nd}` },
      { pattern: String.raw`\p{Lu}` },
      { pattern: String.raw`\p{Ll}` },
    ],
  }),
  range: ({ message }) => wholeNumberRange(message),
  limit: ({ message }) => wholeNumberRange(message),
  // Days in order, each later than the one before: of that, JSON Schema states "each once".
  increasing: () => ({ uniqueItems: true }),
};

/**
 * Refinements of objects and lists, which the document cannot state in keywords, each with why
 * a client need not know more than the server's 400 says.
 */
export const UNSTATED_REFINEMENTS: Readonly<Record<string, string>> = {
  // A notice's button needs both its text and its link (src/core/notices/notice.ts).
  isNotEmpty: "a notice's button text and link go together",
  distinct: "a webhook endpoint's events are each listed once",
  formSchema: "a callout form's components have unique keys and valid references",
  afterStarts: "a notice's end comes after its start",
  variants: "a callout's variants have simple names and a default one",
  eachRoleOnce: "a new contact's roles are each given once",
};
