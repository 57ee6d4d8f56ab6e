import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { useState, type RefObject } from "react";
import { useShortcuts } from "./useShortcuts";

/** The keys of a list, as the help dialog lists them. */
export const LIST_SHORTCUTS: readonly { keys: string; description: MessageDescriptor }[] = [
  { keys: "/", description: msg`Search` },
  { keys: "j", description: msg`Next row` },
  { keys: "k", description: msg`Previous row` },
  { keys: "x", description: msg`Select or unselect the row` },
  { keys: "Enter", description: msg`Open the row` },
  { keys: "?", description: msg`Show these shortcuts` },
];

const rowsOf = (list: HTMLElement) =>
  [...list.querySelectorAll<HTMLTableRowElement>("tbody tr")].filter((row) =>
    row.querySelector("a[href]"),
  );

/** The row's link: what j and k focus and Enter opens. */
const linkOf = (row: Element) => row.querySelector<HTMLAnchorElement>("a[href]");

/**
 * A staff list's keys: `/` focuses the search, `j` and `k` move through the rows (focus on
 * each row's link, so a screen reader reads it), `x` ticks the row's checkbox, `Enter` opens
 * the row, `?` opens the help. The caller shows `helpOpen` in a `ShortcutsDialog`.
 */
export function useListShortcuts(
  /** Holds the list's search field (its first `type="search"` input) and its table. */
  list: RefObject<HTMLElement | null>,
) {
  const [helpOpen, setHelpOpen] = useState(false);

  const current = (rows: HTMLTableRowElement[]) =>
    rows.findIndex((row) => row.contains(document.activeElement));

  const move = (step: number) => {
    if (!list.current) return;
    const rows = rowsOf(list.current);
    if (rows.length === 0) return;
    const at = current(rows);
    const next = at === -1 ? (step > 0 ? 0 : rows.length - 1) : at + step;
    const row = rows[Math.max(0, Math.min(rows.length - 1, next))];
    if (row) linkOf(row)?.focus();
  };

  const focusedRow = () => {
    if (!list.current) return undefined;
    const rows = rowsOf(list.current);
    return rows[current(rows)];
  };

  useShortcuts([
    {
      key: "/",
      run: () => {
        const search = list.current?.querySelector<HTMLInputElement>('input[type="search"]');
        search?.focus();
        search?.select();
      },
    },
    { key: "j", run: () => move(1) },
    { key: "k", run: () => move(-1) },
    {
      key: "x",
      run: () => focusedRow()?.querySelector<HTMLInputElement>('input[type="checkbox"]')?.click(),
    },
    {
      key: "Enter",
      // On a link or a button the browser does the rest; on a row's checkbox, the row opens.
      when: (event) =>
        !(event.target instanceof HTMLAnchorElement || event.target instanceof HTMLButtonElement) &&
        focusedRow() !== undefined,
      run: () => {
        const row = focusedRow();
        if (row) linkOf(row)?.click();
      },
    },
    { key: "?", run: () => setHelpOpen(true) },
  ]);

  return { helpOpen, openHelp: () => setHelpOpen(true), closeHelp: () => setHelpOpen(false) };
}
