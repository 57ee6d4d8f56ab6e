import { cx } from "@linaria/core";
import { columnStyle } from "./columns";
import { ariaSort, nextSort } from "./sort";
import { alignments, arrow, arrowIdle, headerCell, sortButton } from "./tableStyles";
import type { Column, TableSort } from "./types";

/** Up, down, or both ways (sortable, not sorted by this column). */
const ARROWS = {
  ascending: "M7 11.5v-9M3.5 6 7 2.5 10.5 6",
  descending: "M7 2.5v9M3.5 8 7 11.5 10.5 8",
  none: "M4 5.5 7 2.5l3 3M4 8.5l3 3 3-3",
};

function SortArrow({ direction }: { direction: keyof typeof ARROWS }) {
  return (
    <svg
      className={cx(arrow, direction === "none" && arrowIdle)}
      viewBox="0 0 14 14"
      aria-hidden="true"
      focusable="false"
    >
      <path d={ARROWS[direction]} />
    </svg>
  );
}

/**
 * A column's header. A sortable one holds a real button, so it takes focus and Enter or Space;
 * `aria-sort` on the cell says the order to screen readers, the arrow says it to the eye.
 */
export function HeaderCell<Row>({
  column,
  sort,
  onSortChange,
}: {
  column: Column<Row>;
  sort?: TableSort;
  onSortChange?: (sort: TableSort) => void;
}) {
  const sorted = ariaSort(sort, column.id);
  return (
    <th
      scope="col"
      className={cx(headerCell, alignments[column.align ?? "start"])}
      style={{ ...columnStyle(column), ...(column.width ? { width: column.width } : {}) }}
      aria-sort={column.sortable ? sorted : undefined}
      data-sortable={column.sortable && onSortChange ? "" : undefined}
    >
      {column.sortable && onSortChange ? (
        <button
          type="button"
          className={sortButton}
          onClick={() => onSortChange(nextSort(sort, column.id))}
        >
          {column.header}
          <SortArrow direction={sorted ?? "none"} />
        </button>
      ) : (
        column.header
      )}
    </th>
  );
}
