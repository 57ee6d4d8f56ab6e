import {
  CALLOUT_RESPONSE_SORTS,
  CALLOUT_RESPONSE_WITH,
  type CalloutResponseSort,
  type CalloutResponseWith,
} from "@core/callouts";
import { listQueryOf, type ListQuery } from "../list-query";

/**
 * The query of a response list: paging (`limit=0` for the total alone), sorts, `with`, and
 * `rules`, checked by the service against the callout's own questions.
 */
export function responseListQuery(
  query: Parameters<typeof listQueryOf>[0],
): ListQuery<CalloutResponseSort, CalloutResponseWith, Record<never, never>> {
  return listQueryOf(query, {
    sorts: CALLOUT_RESPONSE_SORTS,
    defaultSort: "number",
    with: CALLOUT_RESPONSE_WITH,
    fields: "per-record",
    countOnly: true,
  });
}
