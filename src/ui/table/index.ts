export { DataTable, type DataTableProps, type TablePaging } from "./DataTable";
export {
  ALL_SELECTED,
  NO_SELECTION,
  isSelected,
  pageSelection,
  selectionCount,
  type PageSelection,
  type TableSelection,
} from "./selection";
export type { Column, ColumnAlign, SortOrder, TableSort } from "./types";
export { useTableQuery, type TableQuery } from "./useTableQuery";
