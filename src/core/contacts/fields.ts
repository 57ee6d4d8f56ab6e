import { refine, string } from "superstruct";
import { characterCount, isEmail, isPhoneNumber, limitFailure, maxLength } from "../validation";

/** Free text of at most `max` characters (code points, as the database counts them). */
export const boundedText = (max: number) => maxLength(string(), max);

/** The longest first or last name stored. */
export const NAME_MAX_LENGTH = 100;

/** Text that must hold more than whitespace: the address lines the SPEC marks as required. */
export const requiredText = (max: number) =>
  refine(
    boundedText(max),
    "isNotEmpty",
    (value) => value.trim() !== "" || "This field is required",
  );

/** The longest phone number stored, separators and all. */
export const TELEPHONE_MAX_LENGTH = 50;

/**
 * A phone number (`isPhoneNumber`), or "" for none. The whitespace around it is allowed, as with
 * email addresses: the server trims it before storing.
 */
export const telephone = () =>
  refine(
    boundedText(TELEPHONE_MAX_LENGTH),
    "phone",
    (value) => value.trim() === "" || isPhoneNumber(value.trim()) || "Invalid phone number",
  );

/** The longest address mail systems deliver to (RFC 5321's path limit). */
export const EMAIL_MAX_LENGTH = 254;

/**
 * An email address, allowing the surrounding whitespace people paste along with it: the
 * server trims and lower-cases it (`normaliseEmail`) before storing or looking it up. Its
 * length is that of the trimmed address.
 */
export const contactEmail = () =>
  refine(
    refine(
      string(),
      "maxLength",
      (value) =>
        characterCount(value.trim()) <= EMAIL_MAX_LENGTH ||
        limitFailure(`Must be at most ${EMAIL_MAX_LENGTH} characters`, EMAIL_MAX_LENGTH),
    ),
    "email",
    (value) => isEmail(value.trim()) || "Invalid email address",
  );

/** How emails are stored and compared: one address, one account, whatever its case. */
export function normaliseEmail(email: string): string {
  // NFC: "é" typed composed or decomposed is one address, as a mailbox is one.
  return email.normalize("NFC").trim().toLowerCase();
}

const ISO_DATE =
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])(T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * The years a date input may fall in (UTC): wide enough for any real record, narrow enough
 * that arithmetic on it (a period before, the month after, a renewal) stays within the four-
 * digit years that the database and `toISOString` both write.
 */
export const MIN_DATE_YEAR = 1900;
export const MAX_DATE_YEAR = 9000;
/** The earliest instant a date input may name. */
export const MIN_DATE = new Date(Date.UTC(MIN_DATE_YEAR, 0, 1));

/** An ISO 8601 date or date-time (contract 1.8); other formats parse differently per engine. */
export const isoDate = () =>
  refine(string(), "isDateString", (value) => {
    const time = ISO_DATE.test(value) ? Date.parse(value) : Number.NaN;
    if (Number.isNaN(time)) {
      return "Expected an ISO 8601 date, such as 2025-01-31 or 2025-01-31T12:00:00.000Z";
    }
    const year = new Date(time).getUTCFullYear();
    return (
      (year >= MIN_DATE_YEAR && year <= MAX_DATE_YEAR) ||
      `Expected a date in the years ${MIN_DATE_YEAR} to ${MAX_DATE_YEAR}`
    );
  });
