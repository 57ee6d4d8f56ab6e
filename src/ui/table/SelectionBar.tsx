import { css, cx } from "@linaria/core";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode, RefObject } from "react";
import { Button } from "../button";
import { ALL_SELECTED, NO_SELECTION, selectionCount, type TableSelection } from "./selection";

/* As tall when idle as when active, so selecting a row does not push the table down. */
const bar = css`
  display: flex;
  min-height: 2.75rem;
  flex-wrap: wrap;
  gap: 0.5rem 0.75rem;
  align-items: center;
  min-width: 0;
`;

const active = css`
  padding: 0.375rem 0.375rem 0.375rem 0.75rem;
  border-radius: 0.375rem;
  background-color: rgb(var(--c-primary-10));
`;

/* Never display: none, even empty: a live region must be in the accessibility tree before its
   text changes, or the change goes unannounced. */
const status = css`
  margin: 0;
  font-size: 0.9375rem;
  font-weight: 600;
`;

const hint = css`
  margin: 0;
  color: rgb(var(--c-body-muted));
  font-size: 0.875rem;
`;

const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
`;

export interface SelectionBarProps {
  selection: TableSelection;
  onSelectionChange(selection: TableSelection): void;
  /** Rows matching on the server. */
  total: number;
  /** Every row of this page is selected: the moment to offer all the matching ones. */
  pageSelected: boolean;
  bulkActions?: (selection: TableSelection, count: number) => ReactNode;
  /** Where focus goes once "Select all … matching" has done its work and gone. */
  clearRef: RefObject<HTMLButtonElement | null>;
  /** Called as a selection is cleared from here, so the table can place focus. */
  onCleared(): void;
  onSelectedAll(): void;
  /** Shown while nothing is selected, so the bar's room is not an empty band. */
  idleHint?: ReactNode;
}

/**
 * What is selected, said as it changes (a polite live region, present from the start so the
 * first change is announced too); the step from "this page" to "every matching row"; and the
 * page's bulk actions, which get the selection to send to the server.
 */
export function SelectionBar({
  selection,
  onSelectionChange,
  total,
  pageSelected,
  bulkActions,
  clearRef,
  onCleared,
  onSelectedAll,
  idleHint,
}: SelectionBarProps) {
  const { t } = useLingui();
  const count = selectionCount(selection, total);
  const said =
    selection.kind === "all"
      ? plural(total, {
          one: "The # matching row is selected",
          other: "All # matching rows are selected",
        })
      : count > 0
        ? plural(count, { one: "# selected", other: "# selected" })
        : "";
  const offerAll = selection.kind === "some" && pageSelected && total > count;

  return (
    <div className={cx(bar, count > 0 && active)}>
      {/* Before the status, which is empty meanwhile: the gap after it would indent the hint. */}
      {count === 0 && idleHint && <p className={hint}>{idleHint}</p>}
      <p className={status} aria-live="polite" aria-atomic="true">
        {said}
      </p>
      {count > 0 && (
        <div className={actions}>
          {offerAll && (
            <Button
              variant="primaryOutlined"
              size="sm"
              onClick={() => {
                onSelectedAll();
                onSelectionChange(ALL_SELECTED);
              }}
            >
              {plural(total, {
                one: "Select the # matching row",
                other: "Select all # matching rows",
              })}
            </Button>
          )}
          <Button
            ref={clearRef}
            variant="text"
            size="sm"
            onClick={() => {
              onCleared();
              onSelectionChange(NO_SELECTION);
            }}
          >
            {t`Clear selection`}
          </Button>
          {bulkActions?.(selection, count)}
        </div>
      )}
    </div>
  );
}
