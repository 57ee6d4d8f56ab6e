import type { I18n, Messages } from "@lingui/core";
import { formattingLocale } from "./formatting-locale";
import { htmlLang, type Locale } from "./locales";

/** A catalog's compiled messages for a locale (see lingui.config.ts for the catalogs). */
export type CatalogLoader = (locale: Locale) => Promise<Messages>;

/**
 * The `shared` catalog: the strings of the shared code that frames show too. It loads on
 * demand (the Lingui Vite plugin compiles the PO file on import), so each visitor downloads
 * one language only. The dashboard adds its own catalog with a loader of its own, which keeps
 * the dashboard's catalogs out of the frames' builds.
 */
export const sharedCatalog: CatalogLoader = (locale) =>
  fromTable(
    import.meta.glob("../../../locales/*/shared.po"),
    `../../../locales/${locale}/shared.po`,
  );

/**
 * A catalog from a table of `import.meta.glob`, which costs less than a dynamic import of a
 * variable path (Vite adds a runtime helper for that).
 */
export async function fromTable(
  table: Record<string, () => Promise<unknown>>,
  path: string,
): Promise<Messages> {
  const load = table[path];
  if (!load) throw new Error(`No catalog at ${path}`);
  return ((await load()) as { messages: Messages }).messages;
}

/** The messages of several catalogs of one locale, merged. */
export async function loadCatalogs(
  locale: Locale,
  catalogs: readonly CatalogLoader[] = [sharedCatalog],
): Promise<Messages> {
  const all = await Promise.all(catalogs.map((load) => load(locale)));
  return Object.assign({}, ...all) as Messages;
}

/**
 * Loads and activates a locale; also sets `<html lang>` when there is a document. Dates and
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
  if (typeof document !== "undefined") document.documentElement.lang = htmlLang(locale);
}
