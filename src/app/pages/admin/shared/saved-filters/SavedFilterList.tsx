import { css, cx } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { Link } from "wouter";

const list = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const chip = css`
  display: inline-flex;
  gap: 0.5rem;
  align-items: center;
  padding: 0.375rem 0.75rem;
  border: 1px solid rgb(var(--c-grey-light));
  border-radius: 999px;
  background: rgb(var(--c-white));
  color: rgb(var(--c-body));
  font: inherit;
  font-size: 0.875rem;
  text-decoration: none;
  cursor: pointer;

  &:hover {
    border-color: rgb(var(--c-primary));
  }

  &:focus-visible {
    outline: 2px solid rgb(var(--c-primary));
    outline-offset: 2px;
  }
`;

const chosen = css`
  border-color: rgb(var(--c-primary));
  background: rgb(var(--c-primary));
  color: rgb(var(--c-on-primary));
`;

const countClass = css`
  font-variant-numeric: tabular-nums;
  opacity: 0.85;
`;

export interface SavedFilterEntry {
  id: string;
  name: string;
  /** How many records it holds, when known. */
  count?: number;
  /** Where it leads, for filters kept in the list's address; chosen by `onSelect` otherwise. */
  href?: string;
}

/**
 * Saved filters as a row of chips, the one in use marked: buttons that say they are pressed,
 * or links that say they are current.
 */
export function SavedFilterList({
  label,
  labelledBy,
  entries,
  selected,
  onSelect,
}: {
  /** The list's name, or the id of what shows it. */
  label?: string;
  labelledBy?: string;
  entries: readonly SavedFilterEntry[];
  selected: string | undefined;
  onSelect?(id: string): void;
}) {
  const { i18n } = useLingui();
  return (
    <ul className={list} aria-label={label} aria-labelledby={labelledBy}>
      {entries.map((entry) => {
        const isSelected = entry.id === selected;
        const content = (
          <>
            <span>{entry.name}</span>
            {entry.count !== undefined && (
              <span className={countClass}>{i18n.number(entry.count)}</span>
            )}
          </>
        );
        return (
          <li key={entry.id}>
            {entry.href === undefined ? (
              <button
                type="button"
                className={cx(chip, isSelected && chosen)}
                aria-pressed={isSelected}
                onClick={() => onSelect?.(entry.id)}
              >
                {content}
              </button>
            ) : (
              <Link
                href={entry.href}
                className={cx(chip, isSelected && chosen)}
                aria-current={isSelected ? "true" : undefined}
              >
                {content}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}
