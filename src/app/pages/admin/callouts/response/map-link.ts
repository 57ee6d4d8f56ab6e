import type { Callout } from "../../../../../core/callouts/callout";
import { mapAddressOf } from "../../../../../core/callouts/public-answer";
import type { CalloutResponse } from "../../../../../core/callouts/response";
import { pathTo } from "../../../../../core/pages";

/**
 * Where the callout's map shows this response, centred on it and open
 * (`/callouts/:id/map?response=<number>`): only when the callout has a map, shows the
 * response's bucket there, and the response has a place at the map's address question.
 */
export function mapLinkOf(callout: Callout, response: CalloutResponse): string | undefined {
  const view = callout.responseViewSchema;
  if (!view?.map || !callout.formSchema || !view.buckets.includes(response.bucket)) return;
  const address = mapAddressOf(callout.formSchema, view, response.answers ?? {});
  if (!address?.geometry?.location) return;
  return `${pathTo("/callouts/:id/map", { id: callout.slug })}?response=${response.number}`;
}
