import { enums, optional, pattern, refine, string } from "superstruct";

/** Query strings arrive as text: whole numbers are checked as digits, then converted. */
const wholeNumber = () => pattern(string(), /^\d{1,9}$/);

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 50;

/** The paging parameters of every list endpoint (contract 1.5), to spread into its query struct. */
export const pagingQuery = {
  limit: optional(
    refine(
      wholeNumber(),
      "range",
      (value) =>
        (Number(value) >= 1 && Number(value) <= MAX_PAGE_SIZE) ||
        `limit must be from 1 to ${MAX_PAGE_SIZE}`,
    ),
  ),
  offset: optional(wholeNumber()),
  order: optional(enums(["ASC", "DESC"])),
};

export function paging(query: { limit?: string; offset?: string; order?: "ASC" | "DESC" }) {
  return {
    limit: query.limit === undefined ? DEFAULT_PAGE_SIZE : Number(query.limit),
    offset: query.offset === undefined ? 0 : Number(query.offset),
    order: query.order ?? "ASC",
  };
}
