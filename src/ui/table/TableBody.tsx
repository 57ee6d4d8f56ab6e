import { useLingui } from "@lingui/react/macro";
import { Button } from "../button";
import type { DataTableProps } from "./DataTable";
import { DataRow } from "./DataRow";
import { MessageRow } from "./MessageRow";
import { isSelected, toggleRow } from "./selection";
import { SkeletonRows } from "./SkeletonRows";
import type { Column } from "./types";

/** Rows of grey bars on a first load: enough to show a table is coming, not a page's worth. */
const SKELETON_ROWS = 5;

interface TableBodyProps<Row> extends Pick<
  DataTableProps<Row>,
  | "rowKey"
  | "rowLabel"
  | "errorMessage"
  | "onRetry"
  | "emptyMessage"
  | "emptyAction"
  | "selection"
  | "onSelectionChange"
  | "renderSubRow"
> {
  /** This page's rows; undefined until the first answer, or when it failed. */
  rows: readonly Row[] | undefined;
  failed: boolean;
  /** The page's size, when the table is paged: no more grey rows than that. */
  pageSize?: number;
  /** The columns shown. */
  columns: readonly Column<Row>[];
  headerColumnId: string;
  /** The keys of this page's rows, for a row's checkbox. */
  pageIds: readonly string[];
  /** Sub-rows start closed, and these are open. */
  disclosing: boolean;
  expanded: ReadonlySet<string>;
  onToggleExpanded(key: string): void;
  /** The table's own id, which the sub-rows' ids start with. */
  tableId: string;
  /** How many cells a row has in all. */
  width: number;
  labelled: boolean;
}

/** The table's rows: why there are none (a failure, nothing yet, nothing at all), or this page's. */
export function TableBody<Row>({
  rows,
  failed,
  errorMessage,
  onRetry,
  emptyMessage,
  emptyAction,
  pageSize,
  columns,
  headerColumnId,
  rowKey,
  rowLabel,
  selection,
  onSelectionChange,
  pageIds,
  renderSubRow,
  disclosing,
  expanded,
  onToggleExpanded,
  tableId,
  width,
  labelled,
}: TableBodyProps<Row>) {
  const { t } = useLingui();
  const selecting = selection !== undefined && onSelectionChange !== undefined;
  if (failed) {
    return (
      <MessageRow width={width} role="alert">
        <span>{errorMessage ?? t`The list could not be loaded.`}</span>
        {onRetry && (
          <Button variant="primaryOutlined" size="sm" onClick={onRetry}>
            {t`Try again`}
          </Button>
        )}
      </MessageRow>
    );
  }
  if (!rows) {
    return <SkeletonRows rows={Math.min(SKELETON_ROWS, pageSize ?? SKELETON_ROWS)} width={width} />;
  }
  if (rows.length === 0) {
    return (
      <MessageRow width={width}>
        <span>{emptyMessage ?? t`There is nothing to show.`}</span>
        {emptyAction}
      </MessageRow>
    );
  }
  return rows.map((row) => {
    const key = rowKey(row);
    const open = !disclosing || expanded.has(key);
    return (
      <DataRow
        key={key}
        row={row}
        label={rowLabel(row)}
        columns={columns}
        headerColumnId={headerColumnId}
        selected={selecting ? isSelected(selection, key) : undefined}
        onToggleSelected={
          selecting ? () => onSelectionChange(toggleRow(selection, key, pageIds)) : undefined
        }
        expanded={disclosing ? open : undefined}
        onToggleExpanded={disclosing ? () => onToggleExpanded(key) : undefined}
        subRow={renderSubRow && open ? renderSubRow(row) : undefined}
        subRowId={`${tableId}-sub-${key}`}
        width={width}
        labelled={labelled}
      />
    );
  });
}
