import { fromTable, type CatalogLoader } from "@core/i18n/catalog";

/**
 * The `join` catalog: the join form's strings (lingui.config.ts), for the join frame and the
 * dashboard's membership pages, so the callout frame does not download them.
 */
export const joinCatalog: CatalogLoader = (locale) =>
  fromTable(import.meta.glob("../../../locales/*/join.po"), `../../../locales/${locale}/join.po`);
