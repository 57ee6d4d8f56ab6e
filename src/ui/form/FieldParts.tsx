import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { hint as hintClass } from "./fieldStyles";

const marker = css`
  margin-left: 0.25em;
  color: rgb(var(--c-danger-text));
`;

const errorText = css`
  display: flex;
  gap: 0.375rem;
  align-items: flex-start;
  margin: 0;
  color: rgb(var(--c-danger-text));
  font-size: 0.875rem;
  font-weight: 600;
`;

const errorIcon = css`
  flex-shrink: 0;
  width: 1rem;
  height: 1rem;
  margin-top: 0.125rem;

  /* Not camelCase attributes, which the frames' Preact would not translate. */
  & path {
    stroke: white;
    stroke-width: 1.75;
    stroke-linecap: round;
  }
`;

/**
 * The visible "*" after a required field's label. Screen readers skip it: the control has
 * `aria-required`, which they read as "required", so it is not said twice.
 */
export function RequiredMark() {
  const { t } = useLingui();
  return (
    <span className={marker} aria-hidden="true" title={t`required`}>
      *
    </span>
  );
}

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className={hintClass}>
      {children}
    </p>
  );
}

/** The error message under a field, with an icon so it is not told by colour alone. */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className={errorText}>
      <svg className={errorIcon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <circle cx="8" cy="8" r="7" fill="currentColor" />
        <path d="M8 4.5v4M8 11v.5" />
      </svg>
      <span>{children}</span>
    </p>
  );
}
