import type { QueryValue } from "../../../core/api/query-string";
import type { Rule } from "../../../core/rules/rule";
import { openCalloutsQuery } from "../../../ui/callout/api";

/** Callouts per page of the archive (the predecessor's member archive shows 15). */
export const ARCHIVE_PAGE_SIZE = 15;
/** Open callouts are few; they all show, up to this many. */
export const OPEN_LIMIT = 50;

/** The archive's state, kept in the address: `?q=…&answered=1&page=2`. */
export interface ArchiveParams {
  q: string;
  answered: boolean;
  /** From 1. */
  page: number;
}

export function parseArchiveParams(search: string): ArchiveParams {
  const params = new URLSearchParams(search);
  const page = Number.parseInt(params.get("page") ?? "", 10);
  return {
    q: params.get("q")?.trim() ?? "",
    answered: params.get("answered") === "1",
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The address of the list with these archive settings; defaults are left out. */
export function archiveSearch({ q, answered, page }: ArchiveParams): string {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (answered) params.set("answered", "1");
  if (page > 1) params.set("page", String(page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

const ended: Rule = { field: "status", operator: "equal", value: ["ended"] };

/** `GET /callout` for the open callouts, newest first. */
export function openQuery(): Record<string, QueryValue | QueryValue[]> {
  return { ...openCalloutsQuery(OPEN_LIMIT), with: "hasAnswered" };
}

/**
 * `GET /callout` for a page of ended callouts, most recently ended first: titles containing
 * the search, and only those the reader answered when they ask (signed in only).
 */
export function archiveQuery(
  { q, answered, page }: ArchiveParams,
  signedIn: boolean,
): Record<string, QueryValue | QueryValue[]> {
  const rules: Rule[] = [ended];
  if (q) rules.push({ field: "title", operator: "contains", value: [q] });
  if (answered && signedIn) rules.push({ field: "answeredBy", operator: "equal", value: ["me"] });
  return {
    rules: { condition: "AND", rules },
    sort: "expires",
    order: "DESC",
    limit: ARCHIVE_PAGE_SIZE,
    offset: (page - 1) * ARCHIVE_PAGE_SIZE,
    with: "hasAnswered",
  };
}
