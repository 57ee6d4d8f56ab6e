// The builder's pages (`./builder`) are built on a branch of their own, at the same time as
// these screens: their addresses join src/core/pages when both are merged, and these two
// become `pathTo("/admin/callouts/new")` and `pathTo("/admin/callouts/edit/:id", { id })`.

/** Where an admin creates a callout. */
export const NEW_CALLOUT_PATH = "/admin/callouts/new";

/** Where an admin edits a callout; `?replicated` says it is a fresh copy. */
export function editCalloutPath(id: string, options: { replicated?: boolean } = {}): string {
  return `/admin/callouts/edit/${encodeURIComponent(id)}${options.replicated ? "?replicated" : ""}`;
}
