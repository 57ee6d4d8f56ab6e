import { cx } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { useId, useState, type ReactNode } from "react";
import { Pager } from "../pager";
import { visuallyHidden } from "../styles";
import { ColumnChooser } from "./ColumnChooser";
import { isHideable, visibleColumns } from "./columns";
import { SelectionBar } from "./SelectionBar";
import { pageSelection, selectPage, type TableSelection } from "./selection";
import { TableBody } from "./TableBody";
import { TableHead } from "./TableHead";
import {
  caption as captionClass,
  cards,
  dimmed,
  root,
  scroller,
  scrollerGrows,
  table,
  toolbar,
} from "./tableStyles";
import type { Column, TableSort } from "./types";
import { useSelectionFocus } from "./useSelectionFocus";

export interface TablePaging {
  /** From 1. */
  page: number;
  pageSize: number;
  onPageChange(page: number): void;
  /** Names the pager's navigation landmark, e.g. "Pages of API keys". */
  label: string;
}

export interface DataTableProps<Row> {
  /** Names the table for screen readers (its `<caption>`). */
  caption: string;
  /** Keeps the caption for screen readers only, when a heading above already says it. */
  captionHidden?: boolean;
  columns: readonly Column<Row>[];
  /** This page's rows; undefined until the first answer. */
  rows: readonly Row[] | undefined;
  /** A row's id: React's key and what a selection holds. */
  rowKey(row: Row): string;
  /** A row's name, e.g. its title: labels its checkbox and disclosure button. */
  rowLabel(row: Row): string;
  /** Rows matching on the server, for the pager and "select all"; default the rows given. */
  total?: number;
  /**
   * A request is on its way: grey bars on a first load, or the rows shown so far, dimmed, while
   * the next page or order arrives. The table is `aria-busy` meanwhile.
   */
  loading?: boolean;
  /** The rows could not be loaded: says `errorMessage`, with "Try again" calling `onRetry`. */
  failed?: boolean;
  errorMessage?: string;
  onRetry?(): void;
  /** Said when there are no rows; an action (such as clearing filters) may follow. */
  emptyMessage?: string;
  emptyAction?: ReactNode;
  /** The order the server sorted by; a sortable column's header asks for another. */
  sort?: TableSort;
  onSortChange?(sort: TableSort): void;
  /** With `onSelectionChange`, a checkbox per row and one for the page. */
  selection?: TableSelection;
  onSelectionChange?(selection: TableSelection): void;
  /** Buttons that act on the selection; shown while something is selected. */
  bulkActions?(selection: TableSelection, count: number): ReactNode;
  /** Said in the selection's bar while nothing is selected, such as a tip about the rows. */
  selectionHint?: ReactNode;
  /** With `onHiddenColumnsChange`, a column chooser; ids of columns that cannot hide are ignored. */
  hiddenColumns?: readonly string[];
  onHiddenColumnsChange?(hidden: string[]): void;
  /**
   * Places the column chooser elsewhere than above the table, such as a portal into a row of
   * the page's own (its filters), so it does not take a row to itself.
   */
  placeColumnChooser?(chooser: ReactNode): ReactNode;
  /** Content under a row, across the table, such as a response's answers. */
  renderSubRow?(row: Row): ReactNode;
  /** Sub-rows start closed, each with a disclosure button; otherwise they always show. */
  expandable?: boolean;
  /** A pager under the table. */
  paging?: TablePaging;
  /**
   * On a narrow screen (the table's box under 40rem), each row becomes a card of its cells,
   * each under its header's name, instead of a table to scroll sideways.
   */
  narrowAsCards?: boolean;
  /**
   * The table is as tall as its rows, read with the page's scroll bar, for a page of a few
   * dozen rows with little else around it; otherwise it scrolls within 70% of the window.
   */
  growsWithPage?: boolean;
}

/**
 * A table of a list the server sorts, filters and pages: the table is controlled, it shows what
 * it is given and reports what the person asks for (an order, a selection, columns, a page).
 */
export function DataTable<Row>({
  caption,
  captionHidden = false,
  columns,
  rows,
  rowKey,
  rowLabel,
  total = rows?.length ?? 0,
  loading = false,
  failed = false,
  errorMessage,
  onRetry,
  emptyMessage,
  emptyAction,
  sort,
  onSortChange,
  selection,
  onSelectionChange,
  bulkActions,
  selectionHint,
  hiddenColumns = [],
  onHiddenColumnsChange,
  placeColumnChooser,
  renderSubRow,
  expandable = false,
  paging,
  narrowAsCards = false,
  growsWithPage = false,
}: DataTableProps<Row>) {
  const { t } = useLingui();
  const id = useId();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const { headerCheckbox, clearButton, focusAfter } = useSelectionFocus(selection);

  const visible = visibleColumns(columns, hiddenColumns);
  const headerColumnId = columns[0]?.id ?? "";
  const selecting = selection !== undefined && onSelectionChange !== undefined;
  const disclosing = renderSubRow !== undefined && expandable;
  const width = visible.length + (selecting ? 1 : 0) + (disclosing ? 1 : 0);
  const shown = failed ? undefined : rows;
  const pageIds = shown?.map(rowKey) ?? [];
  const onPage = selecting ? pageSelection(selection, pageIds) : "none";
  const hideable = columns.filter((column, index) => isHideable(column, index));
  const chooser = onHiddenColumnsChange && hideable.length > 0 && (
    <ColumnChooser columns={hideable} hidden={hiddenColumns} onChange={onHiddenColumnsChange} />
  );
  const captionId = `${id}-caption`;

  const toggleExpanded = (key: string) => {
    const next = new Set(expanded);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    setExpanded(next);
  };

  return (
    <div className={cx(root, narrowAsCards && cards)}>
      <div className={toolbar}>
        {selecting && (
          <SelectionBar
            selection={selection}
            onSelectionChange={onSelectionChange}
            total={total}
            pageSelected={onPage === "all"}
            bulkActions={bulkActions}
            idleHint={selectionHint}
            clearRef={clearButton}
            onCleared={() => focusAfter("header")}
            onSelectedAll={() => focusAfter("clear")}
          />
        )}
        {chooser && (placeColumnChooser ? placeColumnChooser(chooser) : chooser)}
      </div>
      <p className={visuallyHidden} role="status">
        {loading ? t`Loading` : ""}
      </p>
      {/* A named region, focusable so a keyboard can scroll a table wider than the screen. */}
      <div
        className={cx(scroller, growsWithPage && scrollerGrows)}
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
      >
        <table className={table} aria-busy={loading || undefined}>
          <caption id={captionId} className={captionHidden ? visuallyHidden : captionClass}>
            {caption}
          </caption>
          <TableHead
            columns={visible}
            sort={sort}
            onSortChange={onSortChange}
            disclosing={disclosing}
            pageCheckbox={
              selecting
                ? {
                    ref: headerCheckbox,
                    checked: onPage === "all",
                    mixed: onPage === "some",
                    disabled: pageIds.length === 0,
                    onChange: (checked) =>
                      onSelectionChange(selectPage(selection, pageIds, checked)),
                  }
                : undefined
            }
          />
          <tbody className={cx(loading && shown && dimmed)}>
            <TableBody
              rows={shown}
              failed={failed}
              errorMessage={errorMessage}
              onRetry={onRetry}
              emptyMessage={emptyMessage}
              emptyAction={emptyAction}
              pageSize={paging?.pageSize}
              columns={visible}
              headerColumnId={headerColumnId}
              rowKey={rowKey}
              rowLabel={rowLabel}
              selection={selection}
              onSelectionChange={onSelectionChange}
              pageIds={pageIds}
              renderSubRow={renderSubRow}
              disclosing={disclosing}
              expanded={expanded}
              onToggleExpanded={toggleExpanded}
              tableId={id}
              width={width}
              labelled={narrowAsCards}
            />
          </tbody>
        </table>
      </div>
      {paging && !failed && (
        <Pager
          page={paging.page}
          pages={Math.max(1, Math.ceil(total / paging.pageSize))}
          onChange={paging.onPageChange}
          label={paging.label}
        />
      )}
    </div>
  );
}
