import { css, cx } from "@linaria/core";
import type { ReactNode } from "react";

/** How a status looks: its words say what it is, the tone only helps. */
export type StatusTone = "neutral" | "muted" | "info" | "success" | "danger";

const pill = css`
  display: inline-block;
  padding: 0.125rem 0.5rem;
  border-radius: 999px;
  font-size: 0.8125rem;
  font-weight: 600;
  white-space: nowrap;
`;

/* Tinted backgrounds with the text colour made to read on them whatever the theme's colours. */
const tones: Record<StatusTone, string> = {
  neutral: css`
    background-color: rgb(var(--c-grey-lighter));
    color: rgb(var(--c-grey-darker));
  `,
  muted: css`
    background-color: rgb(var(--c-grey-lighter));
    color: rgb(var(--c-body-muted));
  `,
  info: css`
    background-color: rgb(var(--c-link-10));
    color: rgb(var(--c-link-text));
  `,
  success: css`
    background-color: rgb(var(--c-success-10));
    color: rgb(var(--c-success-text));
  `,
  danger: css`
    background-color: rgb(var(--c-danger-10));
    color: rgb(var(--c-danger-text));
  `,
};

/** A status as a small coloured pill (a notice's, a payment's, a webhook's). */
export function StatusLabel({
  tone,
  children,
  className,
}: {
  tone: StatusTone;
  children: ReactNode;
  className?: string;
}) {
  return <span className={cx(pill, tones[tone], className)}>{children}</span>;
}
