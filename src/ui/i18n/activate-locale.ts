import type { I18n } from "@lingui/core";
import { loadCatalogs, type CatalogLoader } from "../../core/i18n/catalog";
import { formattingLocale } from "../../core/i18n/formatting-locale";
import { htmlLang, type Locale } from "../../core/i18n/locales";

/**
 * Loads and activates a locale, and sets the page's `<html lang>`. Dates and
 * numbers (`i18n.date`, `i18n.number`) are then written as in the organisation's country,
 * which its currency tells.
 */
export async function activateLocale(
  i18n: I18n,
  locale: Locale,
  catalogs?: readonly CatalogLoader[],
  currencyCode?: string,
): Promise<void> {
  const locales = [formattingLocale(locale, currencyCode)];
  if (i18n.locale !== locale) {
    i18n.loadAndActivate({ locale, locales, messages: await loadCatalogs(locale, catalogs) });
  } else if ([i18n.locales].flat()[0] !== locales[0]) {
    i18n.activate(locale, locales);
  }
  document.documentElement.lang = htmlLang(locale);
}
