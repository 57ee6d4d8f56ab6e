import { cx } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { visuallyHidden } from "../styles";
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
 * A tab's text: its label, its count and its status. The separators are for screen readers,
 * so the name reads "Inbox, 12" and "Questions, has problems" rather than running together.
 */
export function TabLabel({ label, status, count }: TabLabelProps) {
  const { t, i18n } = useLingui();
  return (
    <>
      <span>{label}</span>
      {count !== undefined && (
        <>
          <span className={visuallyHidden}>, </span>
          <span className={badge}>{i18n.number(count)}</span>
        </>
      )}
      {status === "invalid" && (
        <>
          <svg
            className={cx(statusIcon, invalidIcon)}
            viewBox="0 0 18 18"
            aria-hidden="true"
            focusable="false"
          >
            <circle cx="9" cy="9" r="8" fill="currentColor" />
            <path d="M9 5v4.5M9 12.5v.25" />
          </svg>
          <span className={visuallyHidden}>, {t`has problems`}</span>
        </>
      )}
      {status === "valid" && (
        <>
          <svg
            className={cx(statusIcon, validIcon)}
            viewBox="0 0 18 18"
            aria-hidden="true"
            focusable="false"
          >
            <path d="M3.5 9.5l3.5 3.5 7.5-8" />
          </svg>
          <span className={visuallyHidden}>, {t`complete`}</span>
        </>
      )}
    </>
  );
}
