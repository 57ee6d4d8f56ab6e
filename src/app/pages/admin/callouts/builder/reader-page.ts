import type { BuilderMeta } from "./types";

/** The callout's page as readers get it, or its staff preview while they cannot. */
export const readerPage = (slug: string, status: BuilderMeta["status"]) =>
  `/callouts/${encodeURIComponent(slug)}${status === "open" || status === "ended" ? "" : "?preview"}`;
