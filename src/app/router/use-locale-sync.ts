import { i18n } from "@lingui/core";
import { useEffect } from "react";
import { fromTable, resolveLocale, sharedCatalog, type CatalogLoader } from "../../core/i18n";
import { activateLocale } from "../../ui/i18n/activate-locale";

/** The `dashboard` catalog: the strings of the dashboard's own pages. */
export const dashboardCatalog: CatalogLoader = (locale) =>
  fromTable(
    import.meta.glob("../../../locales/*/dashboard.po"),
    `../../../locales/${locale}/dashboard.po`,
  );

/** The dashboard shows the shared strings and its own. */
export const DASHBOARD_CATALOGS: readonly CatalogLoader[] = [sharedCatalog, dashboardCatalog];

let visitLang: string | null = null;

/** `?lang` forces a language for the rest of the visit, even after it leaves the address. */
export function rememberLang(search: string): string | null {
  const lang = new URLSearchParams(search).get("lang");
  if (lang) visitLang = lang;
  return visitLang;
}

/**
 * Keeps the active locale in step with `?lang`, the settings, and admin versus member pages;
 * returns the locale.
 */
export function useLocaleSync(
  path: string,
  search: string,
  { locale: settingsLocale, currencyCode }: { locale: string; currencyCode: string },
): string {
  const locale = resolveLocale({
    query: rememberLang(search),
    settings: settingsLocale,
    admin: path === "/admin" || path.startsWith("/admin/"),
  });
  useEffect(() => {
    void activateLocale(i18n, locale, DASHBOARD_CATALOGS, currencyCode);
  }, [locale, currencyCode]);
  return locale;
}
