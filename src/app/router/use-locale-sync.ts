import { i18n } from "@lingui/core";
import { useEffect, useState } from "react";
import {
  fromTable,
  resolveLocale,
  sharedCatalog,
  type CatalogLoader,
  type Locale,
} from "@core/i18n";
import { activateLocale, holdsCatalog } from "@ui/i18n/activate-locale";
import { joinCatalog } from "@ui/join-form/catalog";

/** The `dashboard` catalog: the strings of the dashboard's own pages and parts. */
export const dashboardCatalog: CatalogLoader = (locale) =>
  fromTable(
    import.meta.glob("../../../locales/*/dashboard.po"),
    `../../../locales/${locale}/dashboard.po`,
  );

/**
 * The `admin` catalog: the strings of the staff's pages (src/app/pages/admin), loaded when
 * someone first opens one, so members and readers do not download them.
 */
export const adminCatalog: CatalogLoader = (locale) =>
  fromTable(import.meta.glob("../../../locales/*/admin.po"), `../../../locales/${locale}/admin.po`);

/** The dashboard shows the shared strings and its own. */
export const DASHBOARD_CATALOGS: readonly CatalogLoader[] = [sharedCatalog, dashboardCatalog];
const ADMIN_CATALOGS: readonly CatalogLoader[] = [...DASHBOARD_CATALOGS, adminCatalog];

let visitLang: string | null = null;

/** `?lang` forces a language for the rest of the visit, even after it leaves the address. */
export function rememberLang(search: string): string | null {
  const lang = new URLSearchParams(search).get("lang");
  if (lang) visitLang = lang;
  return visitLang;
}

export const isAdminPath = (path: string) => path === "/admin" || path.startsWith("/admin/");

const under = (path: string, base: string) => path === base || path.startsWith(`${base}/`);

/** A staff contact's contribution tab, which names payment methods in the join form's words. */
const CONTACT_CONTRIBUTION = /^\/admin\/contacts\/[^/]+\/contribution(\/|$)/;

/**
 * Pages that show the join form or its parts (the payment methods' names too), which need
 * the `join` catalog: without it a method showed as its message id ("kryGs+: Visa").
 */
export const isMembershipPath = (path: string) =>
  ["/join", "/checkout", "/profile/contribution", "/admin/membership-builder"].some((base) =>
    under(path, base),
  ) || CONTACT_CONTRIBUTION.test(path);

/** The catalogs a page's strings are in. */
function catalogsFor(admin: boolean, membership: boolean): readonly CatalogLoader[] {
  const catalogs = admin ? ADMIN_CATALOGS : DASHBOARD_CATALOGS;
  return membership ? [...catalogs, joinCatalog] : catalogs;
}

/**
 * Keeps the active locale in step with `?lang`, the settings, and admin versus member pages;
 * returns the locale, and whether the page's strings are there (an admin page waits for the
 * admin catalog the first time, a membership page for the join catalog; later changes of language swap the strings in place).
 */
export function useLocaleSync(
  path: string,
  search: string,
  { locale: settingsLocale, currencyCode }: { locale: string; currencyCode: string },
): { locale: string; ready: boolean } {
  const admin = isAdminPath(path);
  const membership = isMembershipPath(path);
  const locale = resolveLocale({ query: rememberLang(search), settings: settingsLocale, admin });
  const [, loaded] = useState(0);
  useEffect(() => {
    void activateLocale(i18n, locale, catalogsFor(admin, membership), currencyCode).then(() =>
      loaded((count) => count + 1),
    );
  }, [locale, currencyCode, admin, membership]);
  // The active locale is one activateLocale activated, so a Locale.
  const active = i18n.locale as Locale;
  const ready =
    (!admin || holdsCatalog(i18n, active, adminCatalog)) &&
    (!membership || holdsCatalog(i18n, active, joinCatalog));
  return { locale, ready };
}
