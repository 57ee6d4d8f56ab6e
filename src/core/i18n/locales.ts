/**
 * The locales Agora ships. Settings store beabee's ids (`de@informal`); we use BCP 47
 * private-use tags (`de-x-informal`) so Intl and Lingui accept them. Keep in step with
 * lingui.config.ts.
 */
export const LOCALES = [
  "en",
  "de",
  "de-x-informal",
  "de-x-easy",
  "nl",
  "pt",
  "it",
  "ru",
  "fr",
  "el",
] as const;

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = "en";

interface LocaleInfo {
  /** The name shown in language pickers, in its own language. */
  name: string;
  /** The locale the admin area uses: only some languages have an admin translation. */
  admin: Locale;
}

export const LOCALE_INFO: Record<Locale, LocaleInfo> = {
  en: { name: "English", admin: "en" },
  de: { name: "Deutsch (formell)", admin: "de" },
  "de-x-informal": { name: "Deutsch (informell)", admin: "de-x-informal" },
  "de-x-easy": { name: "Leichte Sprache", admin: "de" },
  nl: { name: "Nederlands", admin: "nl" },
  pt: { name: "Português", admin: "en" },
  it: { name: "Italiano", admin: "en" },
  ru: { name: "Русский", admin: "en" },
  fr: { name: "Français", admin: "fr" },
  el: { name: "Ελληνικά", admin: "en" },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** Accepts our ids, beabee's (`de@informal`) and any letter case; anything else is undefined. */
export function parseLocale(value: string | null | undefined): Locale | undefined {
  if (!value) return undefined;
  const normalised = value.trim().toLowerCase().replace("@", "-x-");
  return isLocale(normalised) ? normalised : undefined;
}

/** The id to store in settings, as beabee does, so both products read the same data. */
export function toSettingsLocale(locale: Locale): string {
  return locale.replace("-x-", "@");
}

/** `?lang` wins, then the organisation's setting, then English; admin pages use the admin locale. */
export function resolveLocale(options: {
  query?: string | null;
  settings?: string | null;
  admin?: boolean;
}): Locale {
  const locale = parseLocale(options.query) ?? parseLocale(options.settings) ?? DEFAULT_LOCALE;
  return options.admin ? LOCALE_INFO[locale].admin : locale;
}

/** The language `<html lang>` should carry: private-use subtags mean nothing to browsers. */
export function htmlLang(locale: Locale): string {
  return locale.split("-x-")[0] ?? locale;
}
