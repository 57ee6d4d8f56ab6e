import type { I18n, Messages } from "@lingui/core";
import { htmlLang, type Locale } from "./locales";

/**
 * The translation catalogs (see lingui.config.ts): `shared` has the strings of the shared code
 * that frames show too; `dashboard` those of the dashboard's own pages.
 */
export type CatalogName = "shared" | "dashboard";

/**
 * Loads a locale's compiled catalogs on demand (the Lingui Vite plugin compiles the PO files
 * on import) so each visitor downloads one language only, and a frame only its own strings.
 */
export async function loadCatalog(
  locale: Locale,
  names: readonly CatalogName[] = ["shared"],
): Promise<Messages> {
  const modules = await Promise.all(
    names.map(
      (name) => import(`../../../locales/${locale}/${name}.po`) as Promise<{ messages: Messages }>,
    ),
  );
  return Object.assign({}, ...modules.map((module) => module.messages)) as Messages;
}

/** Loads and activates a locale; also sets `<html lang>` when there is a document. */
export async function activateLocale(
  i18n: I18n,
  locale: Locale,
  names?: readonly CatalogName[],
): Promise<void> {
  if (i18n.locale !== locale) {
    i18n.loadAndActivate({ locale, messages: await loadCatalog(locale, names) });
  }
  if (typeof document !== "undefined") document.documentElement.lang = htmlLang(locale);
}
