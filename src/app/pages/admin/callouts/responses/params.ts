import { CALLOUT_RESPONSE_SORTS, type CalloutResponseSort } from "@core/callouts/response";
import type { RuleGroup } from "@core/rules";
import {
  choiceParam,
  flagParam,
  listSearch,
  pageParam,
  sortParam,
  textParam,
  type ListParam,
  type ListParams,
} from "../../../../router/list-params";
import { BUCKET_IDS } from "../shared/buckets";

/** Responses per page. */
export const RESPONSE_PAGE_SIZE = 25;

/** The bucket's parameter, which the tab bar writes. */
export const BUCKET_PARAM = "bucket";

/** The newest first: a desk reads what just came in. */
export const NEWEST_FIRST = { column: "createdAt", order: "DESC" } as const;

/**
 * A filter as a rule group in JSON, as the API takes it. What cannot be a group reads as no
 * filter; whether its fields fit the callout is for the page to check, which knows the form.
 */
export const rulesParam = (): ListParam<RuleGroup | undefined> => ({
  parse(raw) {
    if (!raw) return undefined;
    try {
      const value: unknown = JSON.parse(raw);
      const group = value as RuleGroup;
      return typeof value === "object" &&
        value !== null &&
        (group.condition === "AND" || group.condition === "OR") &&
        Array.isArray(group.rules) &&
        group.rules.length > 0
        ? group
        : undefined;
    } catch {
      return undefined;
    }
  },
  format: (group) => (group && group.rules.length > 0 ? JSON.stringify(group) : undefined),
});

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

/** The parameters that say which responses and in what order: what a response's page keeps. */
export const LIST_STATE_PARAMS = ["bucket", "rules", "tag", "assignee", "sort"] as const;

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
