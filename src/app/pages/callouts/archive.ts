import { LISTED, calloutList, openCallouts } from "@core/callouts/api";
import type { CalloutWith } from "@core/callouts/callout";
import type { Rule } from "@core/rules/rule";
import { flagParam, pageParam, textParam, type ListParams } from "../../router/list-params";

/** Callouts per page of the archive (the predecessor's member archive shows 15). */
export const ARCHIVE_PAGE_SIZE = 15;
/** Open callouts are few; they all show, up to this many. */
export const OPEN_LIMIT = 50;

/** The archive's state, kept in the address: `?q=…&answered=1&page=2`. */
export const ARCHIVE_PARAMS = { q: textParam(), answered: flagParam(), page: pageParam() };
export type ArchiveParams = ListParams<typeof ARCHIVE_PARAMS>;

const ended: Rule = { field: "status", operator: "equal", value: ["ended"] };

/** The open callouts, newest first, with what the list shows of each. */
export const openQuery = (relation: CalloutWith = "hasAnswered") =>
  openCallouts(OPEN_LIMIT, [relation]);

/**
 * `GET /callout` for a page of ended callouts, most recently ended first: titles containing
 * the search, and only those the reader answered when they ask (signed in only).
 */
export function archiveQuery({ q, answered, page }: ArchiveParams, signedIn: boolean) {
  const rules: Rule[] = [ended, LISTED];
  if (q) rules.push({ field: "title", operator: "contains", value: [q] });
  if (answered && signedIn) rules.push({ field: "answeredBy", operator: "equal", value: ["me"] });
  return calloutList({
    rules: { condition: "AND", rules },
    sort: "expires",
    order: "DESC",
    limit: ARCHIVE_PAGE_SIZE,
    offset: (page - 1) * ARCHIVE_PAGE_SIZE,
    with: ["hasAnswered"],
  });
}
