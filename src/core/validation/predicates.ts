import { parseColor } from "../theme/color";

/** The shortest password accepted (SPEC section 9). */
export const PASSWORD_MIN_LENGTH = 8;

/** The longest URL accepted: what browsers and servers reliably handle, and a bound on work. */
export const URL_MAX_LENGTH = 2048;

/**
 * Length in characters (code points), so that an emoji or an accented letter counts once: each
 * surrogate pair counts once, a lone surrogate once too. Counted in place, since limits are
 * checked on long texts (and the OpenAPI document probes each limit with 100,001 characters).
 */
export function characterCount(value: string): number {
  let count = value.length;
  for (let index = 0; index < value.length - 1; index++) {
    const code = value.charCodeAt(index);
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = value.charCodeAt(index + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        count--;
        index++;
      }
    }
  }
  return count;
}

/**
 * At least 8 characters with a digit, an upper-case and a lower-case letter. Letters and digits
 * of any script count (Ä, Ж, ٣), as a password is not limited to English.
 */
export function isValidPassword(value: string): boolean {
  return (
    typeof value === "string" &&
    characterCount(value) >= PASSWORD_MIN_LENGTH &&
    /\p{Nd}/u.test(value) &&
    /\p{Lu}/u.test(value) &&
    /\p{Ll}/u.test(value)
  );
}

/**
 * The local part as before: anything but spaces, control characters and the at-sign. Members'
 * addresses such as `taro..yamada@docomo.ne.jp` break RFC 5322's dot rules and still work.
 */
const LOCAL_PART = String.raw`[^\s\p{Cc}@]+`;
/** Two or more host labels of letters and digits (any script), hyphens only inside. */
const DOMAIN = String.raw`[\p{L}\p{N}]+(?:-+[\p{L}\p{N}]+)*(?:\.[\p{L}\p{N}]+(?:-+[\p{L}\p{N}]+)*)+`;
const EMAIL = new RegExp(`^${LOCAL_PART}@${DOMAIN}$`, "u");

/**
 * name@domain.tld, the domain a host name (`a@b..c`, `a@b.` and `a@<b>.org` fail). Not trimmed:
 * forms trim before they validate.
 */
export function isEmail(value: string): boolean {
  return typeof value === "string" && EMAIL.test(value);
}

/** The fewest and most digits a phone number has, with its country code (E.164 allows 15; extensions add a few). */
export const PHONE_MIN_DIGITS = 6;
export const PHONE_MAX_DIGITS = 20;
/** Digits with the separators people type: spaces, dots, hyphens and brackets; a + only first. */
const PHONE = /^\+?[\d\s.()-]+$/;

/**
 * A phone number as people write it: digits, spaces, dots, hyphens and brackets, a + in front
 * if they like, and 6 to 20 digits. Not trimmed: forms trim before they validate.
 */
export function isPhoneNumber(value: string): boolean {
  if (typeof value !== "string" || !PHONE.test(value)) return false;
  const digits = value.replace(/\D/g, "").length;
  return digits >= PHONE_MIN_DIGITS && digits <= PHONE_MAX_DIGITS;
}

const OCTET = "(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)";
// Hyphens only between letters or digits; one run per separator keeps matching linear.
const LABEL = "[\\p{L}\\p{N}]+(?:-+[\\p{L}\\p{N}]+)*";
const HOST = `(?:localhost|${OCTET}(?:\\.${OCTET}){3}|(?:${LABEL}\\.)+\\p{L}{2,6})`;
const URL_PATTERN = new RegExp(
  `^https?://${HOST}(?::(\\d{1,5}))?(?:/[^\\s?#]*)?(?:\\?[^\\s#]*)?(?:#\\S*)?$`,
  "iu",
);

/**
 * An http or https URL whose host is a domain ending in 2 to 6 letters, `localhost` or an IPv4
 * address, with an optional port (1–65535), path, query and fragment, and no whitespace.
 * localhost and IPv4 hosts are accepted for development and self-hosted setups; IPv6 literals,
 * user names and passwords in the URL are not.
 */
export function isUrl(value: string): boolean {
  if (typeof value !== "string" || value.length > URL_MAX_LENGTH) return false;
  // eslint-disable-next-line no-control-regex -- control characters are what it refuses
  if (/[\\\x00-\x1f\x7f]/.test(value)) return false;
  const match = URL_PATTERN.exec(value);
  if (!match) return false;
  const port = match[1];
  return port === undefined || (Number(port) >= 1 && Number(port) <= 65535);
}

/**
 * A path on this site (`/uploads/x.png`), not a scheme-relative `//host` address. Browsers
 * read a backslash as a slash, so `/\\evil.org` is another site too: no backslashes, and no
 * control characters (which browsers drop, joining what they separated).
 */
export function isSitePath(value: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are what it refuses
  return /^\/[^\s\\/\x00-\x1f\x7f][^\s\\\x00-\x1f\x7f]*$|^\/$/.test(value);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs; checking first keeps a malformed id from reaching a uuid column. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** Anything `parseColor` accepts. */
export function isColor(value: string): boolean {
  try {
    parseColor(value);
    return true;
  } catch {
    return false;
  }
}
