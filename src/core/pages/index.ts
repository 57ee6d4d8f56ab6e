/** The dashboard's page addresses, shared by its router and the server's 404s. */
export { CALLOUT_PAGE_PATHS, PAGE_PATHS, checkoutPath, type PagePath } from "./paths";
export { findPage, matchPath } from "./match";
export * from "./path-to";
