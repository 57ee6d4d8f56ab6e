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

/** The test provider's checkout page for a checkout's token. */
export const checkoutPath = (token: string) => `/checkout/test/${encodeURIComponent(token)}`;

/**
 * Every page address of the dashboard, matched in this order. `src/app/routes.ts` gives each
 * its page; the server answers a page load of any other address with 404. Patterns hold
 * literal segments and `:name` parameters only (see `matchPath`).
 */
export const PAGE_PATHS = [
  "/",
  "/profile",
  "/profile/account",
  "/profile/contribution",
  "/profile/contribution/cancel",
  "/profile/contribution/complete",
  "/profile/contribution/payment-method/complete",
  "/callouts",
  ...CALLOUT_PAGE_PATHS,
  "/auth/login",
  "/join",
  "/join/complete",
  "/join/complete/return/:length",
  "/join/confirm-email",
  "/join/confirm-email/:id",
  "/join/failed",
  "/join/setup",
  "/join/survey",
  "/checkout/test/:id",
  "/auth/forgot-password",
  "/auth/reset-password/:id",
  "/auth/set-password/:id",
  "/auth/confirm-email/:id",
  "/auth/lost-device",
  "/auth/reset-device/:id",
  "/_theme",
  "/admin",
  "/admin/ui-toolkit",
  "/admin/payments",
  "/admin/notices",
  "/admin/notices/add",
  "/admin/notices/edit/:id",
  "/admin/notices/view/:id",
  "/admin/settings",
  "/admin/settings/theme",
  "/admin/settings/payments",
  "/admin/settings/email",
  "/admin/settings/email/:id",
  "/admin/callouts/new",
  "/admin/callouts/edit/:id",
  "/admin/settings/api-keys",
  "/admin/settings/newsletter",
  "/admin/membership-builder",
  "/admin/membership-builder/confirmation",
  "/admin/membership-builder/intro",
  "/admin/membership-builder/email",
  "/admin/membership-builder/embed",
  "/admin/callouts",
  "/admin/callouts/view/:id",
  "/admin/callouts/view/:id/responses",
  // Before the response: "tags" is no response's id.
  "/admin/callouts/view/:id/responses/tags",
  "/admin/callouts/view/:id/responses/:rid",
  "/admin/settings/api",
  "/admin/settings/webhooks",
  "/admin/contacts",
  // Before the contact: "tags", "add" and "import" are no contact's id.
  "/admin/contacts/tags",
  "/admin/contacts/add",
  "/admin/contacts/import",
  "/admin/contacts/:id",
  "/admin/contacts/:id/account",
  "/admin/contacts/:id/contribution",
  "/admin/contacts/:id/callouts",
  "/admin/contacts/:id/activity",
] as const;

export type PagePath = (typeof PAGE_PATHS)[number];
