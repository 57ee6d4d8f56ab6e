export { DataTable, type DataTableProps } from "./DataTable";
export { NO_SELECTION, selectionCount, type TableSelection } from "./selection";
export type { Column } from "./types";
export { useTableQuery } from "./useTableQuery";
