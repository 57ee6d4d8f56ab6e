import { CALLOUT_SORTS, type CalloutSort } from "@core/callouts/callout";
import type { StaffCalloutTab } from "@core/callouts/api";
import {
  choiceParam,
  pageParam,
  sortParam,
  textParam,
  type ListParams,
} from "@app/router/list-params";

/** The list's tabs, in their order; the first is the default. */
export const CALLOUT_TABS = [
  "all",
  "open",
  "scheduled",
  "ended",
  "draft",
] as const satisfies readonly StaffCalloutTab[];

/** Callouts per page. */
export const CALLOUT_PAGE_SIZE = 25;

/** The tab's parameter, which the tab bar writes. */
export const STATUS_PARAM = "status";

/** The staff's callout list in the address: tab, title search, order and page. */
export const CALLOUT_LIST_PARAMS = {
  [STATUS_PARAM]: choiceParam(CALLOUT_TABS, "all"),
  search: textParam(),
  sort: sortParam<CalloutSort>(CALLOUT_SORTS, { column: "starts", order: "DESC" }),
  page: pageParam(),
};
export type CalloutListParams = ListParams<typeof CALLOUT_LIST_PARAMS>;

export const isCalloutSort = (column: string): column is CalloutSort =>
  (CALLOUT_SORTS as readonly string[]).includes(column);
