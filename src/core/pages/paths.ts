/**
 * The callout's own pages. The callout frame serves the same pages under `/embed`, and the
 * server fills their heads with the callout's share texts.
 */
export const CALLOUT_PAGE_PATHS = [
  "/callouts/:id",
  "/callouts/:id/respond",
  "/callouts/:id/thanks",
  "/callouts/:id/gallery",
  "/callouts/:id/map",
] as const;

/**
 * Every page address of the dashboard, matched in this order. `src/app/routes.ts` gives each
 * its page; the server answers a page load of any other address with 404. Patterns hold
 * literal segments and `:name` parameters only (see `matchPath`).
 */
export const PAGE_PATHS = [
  "/",
  "/profile",
  "/profile/account",
  "/callouts",
  ...CALLOUT_PAGE_PATHS,
  "/auth/login",
  "/auth/forgot-password",
  "/auth/reset-password/:id",
  "/auth/set-password/:id",
  "/auth/confirm-email/:id",
  "/auth/lost-device",
  "/auth/reset-device/:id",
  "/_theme",
  "/admin",
  "/admin/ui-toolkit",
  "/admin/settings/api-keys",
  "/admin/callouts",
  "/admin/callouts/view/:id",
  "/admin/callouts/view/:id/responses",
  // Before the response: "tags" is no response's id.
  "/admin/callouts/view/:id/responses/tags",
  "/admin/callouts/view/:id/responses/:rid",
] as const;

export type PagePath = (typeof PAGE_PATHS)[number];
export type CalloutPagePath = (typeof CALLOUT_PAGE_PATHS)[number];
