import { cx } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { SelectCheckbox } from "./SelectCheckbox";
import { columnStyle } from "./columns";
import {
  alignments,
  cell,
  cellValue,
  controlCell,
  disclosure,
  rowHeader,
  selectedRow,
  subRowCell,
  subRowContent,
} from "./tableStyles";
import type { Column } from "./types";

export interface DataRowProps<Row> {
  row: Row;
  /** The row's name, for its controls' labels. */
  label: string;
  columns: readonly Column<Row>[];
  /** The first column's cells are the rows' headers (`<th scope="row">`). */
  headerColumnId: string;
  /** The row's checkbox: undefined when the table does not select. */
  selected?: boolean;
  onToggleSelected?: () => void;
  /** The disclosure button: undefined when the table has no collapsible sub-rows. */
  expanded?: boolean;
  onToggleExpanded?: () => void;
  /** Under the row, across the table, when there is one to show. */
  subRow?: ReactNode;
  subRowId: string;
  /** How many cells a row has in all, for the sub-row to span. */
  width: number;
  /** Each cell carries its header's name, shown beside it when rows are cards. */
  labelled?: boolean;
}

const chevron = (
  <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
    <path d="M4.5 2.5 8 6l-3.5 3.5" />
  </svg>
);

/** One row of data, with its checkbox and disclosure button, and its sub-row when open. */
export function DataRow<Row>({
  row,
  label,
  columns,
  headerColumnId,
  selected,
  onToggleSelected,
  expanded,
  onToggleExpanded,
  subRow,
  subRowId,
  width,
  labelled = false,
}: DataRowProps<Row>) {
  const { t } = useLingui();
  return (
    <>
      <tr className={cx(selected && selectedRow)}>
        {onToggleSelected && (
          <td className={cx(cell, controlCell)}>
            <SelectCheckbox
              checked={selected ?? false}
              label={t`Select “${label}”`}
              onChange={onToggleSelected}
            />
          </td>
        )}
        {onToggleExpanded && (
          <td className={cx(cell, controlCell)}>
            <button
              type="button"
              className={disclosure}
              aria-expanded={expanded ?? false}
              aria-controls={expanded ? subRowId : undefined}
              aria-label={t`Details of “${label}”`}
              onClick={onToggleExpanded}
            >
              {chevron}
            </button>
          </td>
        )}
        {columns.map((column) => {
          const className = cx(cell, alignments[column.align ?? "start"]);
          const style = columnStyle(column);
          return column.id === headerColumnId ? (
            <th
              key={column.id}
              scope="row"
              className={cx(className, rowHeader)}
              style={style}
              data-label={labelled && column.titleLabelled ? column.header : undefined}
            >
              {column.cell(row)}
            </th>
          ) : (
            <td
              key={column.id}
              className={className}
              style={style}
              data-label={labelled ? column.header : undefined}
            >
              {labelled ? <div className={cellValue}>{column.cell(row)}</div> : column.cell(row)}
            </td>
          );
        })}
      </tr>
      {subRow !== undefined && (
        <tr id={subRowId} className={cx(selected && selectedRow)}>
          <td className={subRowCell} colSpan={width}>
            <div className={subRowContent}>{subRow}</div>
          </td>
        </tr>
      )}
    </>
  );
}
