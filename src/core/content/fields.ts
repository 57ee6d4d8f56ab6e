import { enums, refine, string } from "superstruct";
import { LOCALES, toSettingsLocale } from "../i18n";

const HTTP_URL = /^https?:\/\/[^\s/?#]+(?:[/?#]\S*)?$/i;
const SITE_PATH = /^\/(?!\/)\S*$/;
// SPEC section 5: a name, an at-sign and a domain with a dot, without whitespace.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

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
      SITE_PATH.test(value) ||
      "Must be an http(s) address or a path starting with /",
  );

/** An email address, or empty for "not set". */
export const emailAddress = () =>
  refine(
    string(),
    "isEmail",
    (value) => value === "" || EMAIL.test(value) || "Must be an email address",
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
