import type { TableSort } from "./types";

/**
 * The order a click on a column's header asks for: the other way round when the list is
 * already sorted by it, ascending when it is a new column.
 */
export function nextSort(sort: TableSort | undefined, column: string): TableSort {
  if (sort?.column === column) return { column, order: sort.order === "ASC" ? "DESC" : "ASC" };
  return { column, order: "ASC" };
}

/**
 * The header's `aria-sort`: only on the column the list is sorted by, as WAI-ARIA asks (one
 * header at a time); the other sortable headers say they sort by being buttons.
 */
export function ariaSort(
  sort: TableSort | undefined,
  column: string,
): "ascending" | "descending" | undefined {
  if (sort?.column !== column) return undefined;
  return sort.order === "ASC" ? "ascending" : "descending";
}
