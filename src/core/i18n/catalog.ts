import type { Messages } from "@lingui/core";
import type { Locale } from "./locales";

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
