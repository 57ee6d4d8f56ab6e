import { css, cx } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, type ReactNode } from "react";
import { Button } from "../button";
import { describedBy, useFieldIds } from "./fieldIds";
import { FieldError, FieldHint, RequiredMark } from "./FieldParts";
import { field, fieldset, label as labelClass } from "./fieldStyles";
import type { ListBinding, ListItem } from "./formTypes";

export interface RepeatableListProps<P extends string, T> extends ListBinding<P, T> {
  hint?: ReactNode;
  /** A row's fields. */
  children: (item: ListItem<P>) => ReactNode;
  /** The value of a new row. */
  newItem: () => T;
  /** The add button's text, e.g. "Add a link". */
  addLabel: string;
  /** A row's remove button's name for screen readers, e.g. "Remove link 2" (rows from 1). */
  removeLabel: (row: number) => string;
  /** The most rows allowed: the add button goes at that many. */
  max?: number;
  className?: string;
}

const legend = css`
  margin-bottom: 0.375rem;
  padding: 0;
`;

const rows = css`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const row = css`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  padding: 0.75rem;
  border: 1px solid rgb(var(--c-grey-light));
  border-radius: 0.25rem;
`;

/** A row's fields side by side where they fit, each at least 12rem wide. */
const rowFields = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  & > * {
    flex: 1 1 12rem;
  }
`;

/** The remove button under the fields, at the row's end, clear of their messages. */
const rowActions = css`
  display: flex;
  justify-content: flex-end;
`;

const FOCUSABLE = "input, select, textarea, button";

/**
 * Rows of the same fields that people add and remove (links, amounts), in a fieldset named by
 * its label. Each row's fields have their own ids, labels and errors (`form.list`); adding a
 * row moves focus to it, removing one to the row that takes its place, or to the add button.
 */
export function RepeatableList<P extends string, T>({
  id,
  label,
  hint,
  error,
  required,
  items,
  add,
  remove,
  newItem,
  addLabel,
  removeLabel,
  max,
  className,
  children,
}: RepeatableListProps<P, T>) {
  const { t } = useLingui();
  const ids = useFieldIds(id);
  const list = useRef<HTMLOListElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  // The row to focus once the list has rendered its change; -1 for the add button.
  const focusRow = useRef<number>(undefined);

  useEffect(() => {
    const index = focusRow.current;
    if (index === undefined) return;
    focusRow.current = undefined;
    const rowElement = index >= 0 ? list.current?.children[index] : undefined;
    (rowElement?.querySelector<HTMLElement>(FOCUSABLE) ?? addButton.current)?.focus();
  });

  const full = max !== undefined && items.length >= max;

  return (
    <fieldset
      id={ids.id}
      // The error summary's link moves focus here.
      tabIndex={-1}
      className={cx(field, fieldset, className)}
      aria-describedby={describedBy(ids, { hint: Boolean(hint), error: Boolean(error) })}
    >
      <legend className={cx(labelClass, legend)}>
        {label}
        {required && <RequiredMark />}
      </legend>
      {hint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      {items.length > 0 && (
        <ol ref={list} className={rows}>
          {items.map((item) => (
            <li key={item.key} className={row}>
              <div className={rowFields}>{children(item)}</div>
              <div className={rowActions}>
                <Button
                  variant="dangerText"
                  size="sm"
                  aria-label={removeLabel(item.index + 1)}
                  onClick={() => {
                    remove(item.index);
                    focusRow.current = Math.min(item.index, items.length - 2);
                  }}
                >
                  {t`Remove`}
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      {error && <FieldError id={ids.errorId}>{error}</FieldError>}
      {!full && (
        <div>
          <Button
            ref={addButton}
            variant="primaryOutlined"
            size="sm"
            onClick={() => {
              add(newItem());
              focusRow.current = items.length;
            }}
          >
            {addLabel}
          </Button>
        </div>
      )}
    </fieldset>
  );
}
