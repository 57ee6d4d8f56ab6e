import { css, cx } from "@linaria/core";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { CalloutStatus } from "@core/callouts/status";

export const STATUS_LABELS: Record<CalloutStatus, MessageDescriptor> = {
  draft: msg({ context: "callout status", message: "Draft" }),
  scheduled: msg({ context: "callout status", message: "Scheduled" }),
  open: msg({ context: "callout status", message: "Open" }),
  ended: msg({ context: "callout status", message: "Ended" }),
};

const badge = css`
  display: inline-block;
  padding: 0.125rem 0.5rem;
  border: 1px solid transparent;
  border-radius: 999px;
  font-size: 0.8125rem;
  font-weight: 700;
  letter-spacing: 0.03em;
  line-height: 1.4;
  text-transform: uppercase;
  white-space: nowrap;
`;

/* Tinted backgrounds with text that reads on them whatever the theme's colours. */
const looks: Record<CalloutStatus, string> = {
  draft: css`
    border-color: rgb(var(--c-grey-light));
    background-color: rgb(var(--c-grey-lighter));
    color: rgb(var(--c-grey-darker));
  `,
  scheduled: css`
    border-color: rgb(var(--c-warning-70));
    background-color: rgb(var(--c-warning-10));
    color: rgb(var(--c-black));
  `,
  open: css`
    border-color: rgb(var(--c-success-70));
    background-color: rgb(var(--c-success-10));
    color: rgb(var(--c-black));
  `,
  ended: css`
    border-color: rgb(var(--c-body));
    background-color: rgb(var(--c-body));
    color: rgb(var(--c-white));
  `,
};

/** A callout's status as a coloured label; its word says it, the colour only helps. */
export function StatusBadge({ status, className }: { status: CalloutStatus; className?: string }) {
  const { i18n } = useLingui();
  return (
    <span className={cx(badge, looks[status], className)}>{i18n._(STATUS_LABELS[status])}</span>
  );
}
