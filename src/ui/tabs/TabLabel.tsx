import { cx } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { badge, invalidIcon, statusIcon, validIcon } from "./styles";

/** A tab's state, shown by an icon and said in its name: its content is whole, or not yet. */
export type TabStatus = "valid" | "invalid";

export interface TabLabelProps {
  label: string;
  status?: TabStatus;
  /** How many things the tab holds, shown in a badge ("Inbox 12"). */
  count?: number;
}

/**
 * A tab's name for screen readers: its label, then its count and status, as in "Inbox, 12"
 * and "Questions, has problems". Given as `aria-label`, since browsers put spaces of their
 * own between the parts a tab shows.
 */
export function useTabName(): (tab: TabLabelProps) => string {
  const { t, i18n } = useLingui();
  return ({ label, status, count }) =>
    [
      label,
      count === undefined ? undefined : i18n.number(count),
      status === "invalid" ? t`has problems` : status === "valid" ? t`complete` : undefined,
    ]
      .filter((part) => part !== undefined)
      .join(", ");
}

/** What a tab shows: its label, its count in a badge, and its status as an icon. */
export function TabLabel({ label, status, count }: TabLabelProps) {
  const { i18n } = useLingui();
  return (
    <>
      <span>{label}</span>
      {/* A space between the words, for what reads the text itself (the badge is a flex item,
          so the space takes no room). */}
      {count !== undefined && " "}
      {count !== undefined && <span className={badge}>{i18n.number(count)}</span>}
      {status === "invalid" && (
        <svg
          className={cx(statusIcon, invalidIcon)}
          viewBox="0 0 18 18"
          aria-hidden="true"
          focusable="false"
        >
          <circle cx="9" cy="9" r="8" fill="currentColor" />
          <path d="M9 5v4.5M9 12.5v.25" />
        </svg>
      )}
      {status === "valid" && (
        <svg
          className={cx(statusIcon, validIcon)}
          viewBox="0 0 18 18"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M3.5 9.5l3.5 3.5 7.5-8" />
        </svg>
      )}
    </>
  );
}
