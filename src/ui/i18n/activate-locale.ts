import type { I18n } from "@lingui/core";
import { loadCatalogs, sharedCatalog, type CatalogLoader } from "@core/i18n/catalog";
import { formattingLocale } from "@core/i18n/formatting-locale";
import { htmlLang, type Locale } from "@core/i18n/locales";

/** The catalogs each locale of an i18n instance holds already. */
const held = new WeakMap<I18n, Map<Locale, Set<CatalogLoader>>>();

function heldBy(i18n: I18n, locale: Locale): Set<CatalogLoader> {
  let locales = held.get(i18n);
  if (!locales) held.set(i18n, (locales = new Map()));
  let catalogs = locales.get(locale);
  if (!catalogs) locales.set(locale, (catalogs = new Set()));
  return catalogs;
}

/** Whether the locale's messages include this catalog's. */
export function holdsCatalog(i18n: I18n, locale: Locale, catalog: CatalogLoader): boolean {
  return heldBy(i18n, locale).has(catalog);
}

/**
 * Loads the catalogs the locale does not hold yet (added to its messages: a page may ask for
 * one more catalog later), activates the locale, and sets the page's `<html lang>`. Dates and
 * numbers (`i18n.date`, `i18n.number`) are then written as in the organisation's country,
 * which its currency tells.
 */
export async function activateLocale(
  i18n: I18n,
  locale: Locale,
  catalogs: readonly CatalogLoader[] = [sharedCatalog],
  currencyCode?: string,
): Promise<void> {
  const locales = [formattingLocale(locale, currencyCode)];
  const holds = heldBy(i18n, locale);
  const missing = catalogs.filter((catalog) => !holds.has(catalog));
  if (missing.length > 0) {
    i18n.load(locale, await loadCatalogs(locale, missing));
    for (const catalog of missing) holds.add(catalog);
  }
  if (i18n.locale !== locale || [i18n.locales].flat()[0] !== locales[0]) {
    i18n.activate(locale, locales);
  }
  document.documentElement.lang = htmlLang(locale);
}
