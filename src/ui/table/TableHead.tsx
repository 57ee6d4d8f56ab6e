import { cx } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { visuallyHidden } from "../styles";
import { HeaderCell } from "./HeaderCell";
import { SelectCheckbox, type SelectCheckboxProps } from "./SelectCheckbox";
import { controlCell, headerCell } from "./tableStyles";
import type { Column, TableSort } from "./types";

interface TableHeadProps<Row> {
  /** The columns shown. */
  columns: readonly Column<Row>[];
  sort?: TableSort;
  onSortChange?(sort: TableSort): void;
  /** The checkbox that selects the page's rows, when rows can be selected. */
  pageCheckbox?: Omit<SelectCheckboxProps, "label">;
  /** Rows have a disclosure button, in a column of its own. */
  disclosing: boolean;
}

/** The table's header row: the page's checkbox, the disclosure column, and the columns' headers. */
export function TableHead<Row>({
  columns,
  sort,
  onSortChange,
  pageCheckbox,
  disclosing,
}: TableHeadProps<Row>) {
  const { t } = useLingui();
  return (
    <thead>
      <tr>
        {pageCheckbox && (
          <th scope="col" className={cx(headerCell, controlCell)}>
            <SelectCheckbox {...pageCheckbox} label={t`Select all rows on this page`} />
          </th>
        )}
        {disclosing && (
          <th scope="col" className={cx(headerCell, controlCell)}>
            <span className={visuallyHidden}>{t`Details`}</span>
          </th>
        )}
        {columns.map((column) => (
          <HeaderCell key={column.id} column={column} sort={sort} onSortChange={onSortChange} />
        ))}
      </tr>
    </thead>
  );
}
