import type { ReactNode } from "react";

/** The direction of a sort, as the API's `order` parameter spells it. */
export type SortOrder = "ASC" | "DESC";

/** The order a list is in: which column, which way. The server sorts; the table shows it. */
export interface TableSort {
  column: string;
  order: SortOrder;
}

export type ColumnAlign = "start" | "center" | "end";

/** One column of a `DataTable`. */
export interface Column<Row> {
  /** Unique in the table; also what `sort.column` and `hiddenColumns` name. */
  id: string;
  /** The header's text, already translated. */
  header: string;
  cell(row: Row): ReactNode;
  /** Its header is a button that asks for this order (`onSortChange`). */
  sortable?: boolean;
  /**
   * Offered in the column chooser. Default true, except for the first column: it names each
   * row (its cells are the rows' headers), so a row is never left without a name.
   */
  hideable?: boolean;
  /** Default "start"; "end" for numbers and amounts, so their digits line up. */
  align?: ColumnAlign;
  /** A CSS width hint such as "8rem" or "20%"; the browser may still widen it for content. */
  width?: string;
  /**
   * The narrowest the column gets before the table scrolls sideways: 8rem by default (11rem
   * for the rows' names), so that on a phone words are not broken one per line. Less for
   * short values, such as dates, lets a table of many columns fit a wide screen.
   */
  minWidth?: string;
  /**
   * For the first column, whose cells title the rows' cards on a phone (`narrowAsCards`): its
   * header's name goes before the title, for a value that says little alone (a row number).
   */
  titleLabelled?: boolean;
}
