import { LOCALES, LOCALE_INFO, parseLocale, toSettingsLocale } from "@core/i18n/locales";

/** A language a callout may be translated into, by its variant's name. */
export interface CalloutLanguage {
  /** The variant's name: `de`, `de@informal`. */
  name: string;
  /** The language's own name for itself. */
  label: string;
}

/**
 * The languages a callout may add to its default one (the organisation's): every locale Agora
 * ships, and any other its variants already have, in the order of the languages' names.
 */
export function calloutLanguages(
  defaultLocale: string | undefined,
  existing: readonly string[] = [],
): CalloutLanguage[] {
  const main = parseLocale(defaultLocale) ?? "en";
  const known = LOCALES.filter((locale) => locale !== main).map((locale) => ({
    name: toSettingsLocale(locale),
    label: LOCALE_INFO[locale].name,
  }));
  const others = existing
    .filter((name) => name !== "default" && !known.some((language) => language.name === name))
    .map((name) => ({ name, label: name }));
  return [...known, ...others].sort((a, b) => a.label.localeCompare(b.label));
}
