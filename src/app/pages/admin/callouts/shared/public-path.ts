import type { Callout } from "@core/callouts/callout";
import { pathTo } from "@core/pages";

/** Where readers open a callout; its preview while it is not published. */
export function publicCalloutPath(callout: Pick<Callout, "slug" | "status">): string {
  const path = pathTo("/callouts/:id", { id: callout.slug });
  return callout.status === "open" || callout.status === "ended" ? path : `${path}?preview`;
}
