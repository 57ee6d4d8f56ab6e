import { enums, refine, string } from "superstruct";
import { LOCALES, toSettingsLocale } from "../i18n";
import { isEmail, isSitePath } from "../validation";

// Looser than `isUrl`: stored settings that fail fall back to their defaults (`defineContent`).
// No backslashes or control characters: browsers turn them into slashes or drop them.
// eslint-disable-next-line no-control-regex -- control characters are what it refuses
const HTTP_URL = /^https?:\/\/[^\s/?#\\\x00-\x1f\x7f]+(?:[/?#][^\s\\\x00-\x1f\x7f]*)?$/i;

/**
 * A link or image address shown to readers: an http(s) URL or a path on this site (uploads,
 * the demo logo). Other schemes (`javascript:`, `data:`) are refused: these end up in `href`s.
 * Empty means "not set": settings start empty.
 */
export const link = () =>
  refine(
    string(),
    "isLink",
    (value) =>
      value === "" ||
      HTTP_URL.test(value) ||
      isSitePath(value) ||
      "Must be an http(s) address or a path starting with /",
  );

/** An email address, or empty for "not set". */
export const emailAddress = () =>
  refine(
    string(),
    "isEmail",
    (value) => value === "" || isEmail(value) || "Must be an email address",
  );

/** An ISO 4217 currency code that this runtime can format, e.g. `GBP`. */
export const currencyCode = () =>
  refine(
    string(),
    "isCurrency",
    (value) =>
      (/^[A-Z]{3}$/.test(value) && Intl.supportedValuesOf("currency").includes(value)) ||
      "Must be a three-letter ISO 4217 currency code, e.g. GBP or EUR",
  );

/** Locales as settings store them: beabee's ids (`de@informal`), so both products share data. */
export const SETTINGS_LOCALES = LOCALES.map(toSettingsLocale);
export const settingsLocale = () => enums(SETTINGS_LOCALES);

/** A link that must be given (a footer link's address). */
export const requiredLink = () =>
  refine(link(), "isNotEmpty", (value) => value.trim() !== "" || "This field is required");
