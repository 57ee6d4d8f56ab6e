import { CALLOUT_RESPONSE_SORTS, type CalloutResponseSort } from "@core/callouts/response";
import {
  choiceParam,
  flagParam,
  listSearch,
  pageParam,
  sortParam,
  textParam,
  type ListParams,
} from "@app/router/list-params";
import { BUCKET_IDS } from "../../shared/buckets";
import { rulesParam } from "../../shared/rules-param";

/** Responses per page. */
export const RESPONSE_PAGE_SIZE = 25;

/** The bucket's parameter, which the tab bar writes. */
export const BUCKET_PARAM = "bucket";

/** The newest first: a desk reads what just came in. */
export const NEWEST_FIRST = { column: "createdAt", order: "DESC" } as const;

/**
 * A callout's responses in the address: bucket, filter (rule groups, and the quick tag and
 * assignee), order, page, the extra columns, and the saved view it came from. A link to a
 * response carries the same, so its page knows the list it is in.
 */
export const RESPONSE_LIST_PARAMS = {
  [BUCKET_PARAM]: choiceParam(BUCKET_IDS, "inbox"),
  rules: rulesParam(),
  /** A tag's id. */
  tag: textParam(),
  /** A contact's id, `me`, or `none` for nobody. */
  assignee: textParam(),
  sort: sortParam<CalloutResponseSort>(CALLOUT_RESPONSE_SORTS, NEWEST_FIRST),
  page: pageParam(),
  /** The question shown in a column, as `<slideId>.<key>`. */
  answer: textParam(),
  /** Shows the latest comment. */
  comment: flagParam(),
  /** The saved view applied last. */
  view: textParam(),
};
export type ResponseListParams = ListParams<typeof RESPONSE_LIST_PARAMS>;

export const isResponseSort = (column: string): column is CalloutResponseSort =>
  (CALLOUT_RESPONSE_SORTS as readonly string[]).includes(column);

/**
 * The query a response's page is opened with: the list's state, its bucket always written
 * (even the inbox, the list's default), so the page can tell a list's link from a bare one.
 */
export function responseLinkSearch(params: ResponseListParams): string {
  const query = new URLSearchParams(listSearch(RESPONSE_LIST_PARAMS, params));
  query.set(BUCKET_PARAM, params[BUCKET_PARAM]);
  return `?${query.toString()}`;
}
