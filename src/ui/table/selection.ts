/**
 * Which rows a bulk action targets: some rows by id (on this page or on pages seen before), or
 * every row that matches the list's filters on the server, including rows never loaded.
 */
export type TableSelection =
  { readonly kind: "some"; readonly ids: ReadonlySet<string> } | { readonly kind: "all" };

export const NO_SELECTION: TableSelection = { kind: "some", ids: new Set() };
export const ALL_SELECTED: TableSelection = { kind: "all" };

/** How much of one page is selected, for the header's checkbox. */
export type PageSelection = "none" | "some" | "all";

/** How many rows the selection covers, given how many rows match on the server. */
export function selectionCount(selection: TableSelection, total: number): number {
  return selection.kind === "all" ? total : selection.ids.size;
}

export function isSelected(selection: TableSelection, id: string): boolean {
  return selection.kind === "all" || selection.ids.has(id);
}

export function pageSelection(
  selection: TableSelection,
  pageIds: readonly string[],
): PageSelection {
  if (pageIds.length === 0) return "none";
  if (selection.kind === "all") return "all";
  const chosen = pageIds.filter((id) => selection.ids.has(id)).length;
  return chosen === 0 ? "none" : chosen === pageIds.length ? "all" : "some";
}

/**
 * One row ticked or unticked. Unticking a row while every matching row is selected keeps the
 * rest of this page selected (as mail clients do): rows never loaded cannot be listed as ids.
 */
export function toggleRow(
  selection: TableSelection,
  id: string,
  pageIds: readonly string[],
): TableSelection {
  if (selection.kind === "all") {
    return { kind: "some", ids: new Set(pageIds.filter((other) => other !== id)) };
  }
  const ids = new Set(selection.ids);
  if (ids.has(id)) ids.delete(id);
  else ids.add(id);
  return { kind: "some", ids };
}

/**
 * The header's checkbox: selects or unselects this page's rows, keeping those of other pages.
 * Unselecting while every matching row is selected selects nothing.
 */
export function selectPage(
  selection: TableSelection,
  pageIds: readonly string[],
  selected: boolean,
): TableSelection {
  if (selection.kind === "all") return selected ? selection : NO_SELECTION;
  const ids = new Set(selection.ids);
  for (const id of pageIds) {
    if (selected) ids.add(id);
    else ids.delete(id);
  }
  return { kind: "some", ids };
}
