import { css, cx } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { type MouseEvent, type Ref } from "react";
import { focusRing } from "../styles";

export interface ErrorSummaryItem {
  /** The id of the invalid control; its entry links there. */
  fieldId: string;
  /** Already translated, usually the field's own error message. */
  message: string;
}

export interface ErrorSummaryProps {
  ref?: Ref<HTMLDivElement>;
  /** Links to the invalid fields, shown under the message. */
  errors?: readonly ErrorSummaryItem[];
  /** Replaces the default "Something is missing. Please check the fields above." */
  message?: string;
  className?: string;
}

const box = css`
  padding: 0.75rem 1rem;
  border: 1px solid rgb(var(--c-danger-30));
  border-left: 4px solid rgb(var(--c-danger));
  border-radius: 0.25rem;
  background-color: rgb(var(--c-danger-10));
  color: rgb(var(--c-body));

  &:focus-visible {
    ${focusRing}
  }
`;

const lead = css`
  margin: 0;
  font-weight: 600;
`;

const list = css`
  margin: 0.5rem 0 0;
  padding-left: 1.25rem;

  & a {
    color: rgb(var(--c-danger-110));
  }
`;

/**
 * Shown near a form's submit button when submitting found problems; announced at once. Its
 * links move focus to the field, as a bare fragment link only scrolls in some browsers.
 */
export function ErrorSummary({ ref, errors = [], message, className }: ErrorSummaryProps) {
  const { t } = useLingui();
  const focusField = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    const target = document.getElementById(fieldId);
    if (!target) return;
    event.preventDefault();
    target.focus();
  };

  return (
    <div ref={ref} className={cx(box, className)} role="alert" tabIndex={-1}>
      <p className={lead}>{message ?? t`Something is missing. Please check the fields above.`}</p>
      {errors.length > 0 && (
        <ul className={list}>
          {errors.map((error) => (
            <li key={error.fieldId}>
              <a href={`#${error.fieldId}`} onClick={(event) => focusField(event, error.fieldId)}>
                {error.message}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
