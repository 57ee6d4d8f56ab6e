import type { Callout } from "@core/callouts/callout";
import { mapAddressOf } from "@core/callouts/public-answer";
import type { CalloutResponse } from "@core/callouts/response";
import { pathTo } from "@core/pages";

/**
 * Where the callout's map shows this response, centred on it and open
 * (`/callouts/:id/map?response=<number>`), for the callout's staff: when the callout has a map
 * and the response a place at the map's address question. A response in a bucket the map
 * does not show publicly opens the map of its bucket (`&bucket=`), which only staff may see.
 */
export function mapLinkOf(callout: Callout, response: CalloutResponse): string | undefined {
  const view = callout.responseViewSchema;
  if (!view?.map || !callout.formSchema) return;
  const address = mapAddressOf(callout.formSchema, view, response.answers ?? {});
  if (!address?.geometry?.location) return;
  const query = new URLSearchParams({ response: String(response.number) });
  if (!view.buckets.includes(response.bucket)) query.set("bucket", response.bucket);
  return `${pathTo("/callouts/:id/map", { id: callout.slug })}?${query}`;
}
