import type { CSSProperties } from "react";
import type { Column } from "./types";

/** Whether the column chooser offers a column: by default every column but the first. */
export function isHideable<Row>(column: Column<Row>, index: number): boolean {
  return column.hideable ?? index > 0;
}

/**
 * The columns to draw. Ids of columns that cannot be hidden are ignored, so a stale or
 * hand-edited address never hides the rows' names.
 */
export function visibleColumns<Row>(
  columns: readonly Column<Row>[],
  hidden: readonly string[],
): Column<Row>[] {
  return columns.filter(
    (column, index) => !isHideable(column, index) || !hidden.includes(column.id),
  );
}

/** The hidden set after the chooser shows or hides one column. */
export function withColumnShown(hidden: readonly string[], id: string, shown: boolean): string[] {
  const others = hidden.filter((other) => other !== id);
  return shown ? others : [...others, id];
}

/** A column's own least width, for its header and cells (the table's styles read it). */
export function columnStyle<Row>(column: Column<Row>): CSSProperties | undefined {
  if (!column.minWidth) return undefined;
  // A custom property: React passes it through, and its type has no name for it.
  return { "--column-min-width": column.minWidth } as CSSProperties;
}
