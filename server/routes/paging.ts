import { enums, optional, pattern, refine, string } from "superstruct";

/** Query strings arrive as text: whole numbers are checked as digits, then converted. */
const wholeNumber = () => pattern(string(), /^\d{1,9}$/);

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 50;

/** `limit` and `offset` as text, the limit from 1 (or `min`) to `max`. */
export function limitOffsetQuery(max: number, min = 1) {
  return {
    limit: optional(
      refine(
        wholeNumber(),
        "range",
        (value) =>
          (Number(value) >= min && Number(value) <= max) || `limit must be from ${min} to ${max}`,
      ),
    ),
    offset: optional(wholeNumber()),
  };
}

/** The paging parameters of every list endpoint (contract 1.5), to spread into its query struct. */
export const pagingQuery = {
  ...limitOffsetQuery(MAX_PAGE_SIZE),
  order: optional(enums(["ASC", "DESC"])),
};

export function paging(query: { limit?: string; offset?: string; order?: "ASC" | "DESC" }) {
  return {
    limit: query.limit === undefined ? DEFAULT_PAGE_SIZE : Number(query.limit),
    offset: query.offset === undefined ? 0 : Number(query.offset),
    order: query.order ?? "ASC",
  };
}
