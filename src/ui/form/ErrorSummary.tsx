import { css, cx } from "@linaria/core";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { type MouseEvent, type Ref } from "react";
import { focusRing } from "../styles";
import { focusField } from "./focus-field";

export interface ErrorSummaryItem {
  /** The id of the invalid control; its entry links there. */
  fieldId: string;
  /** The field's label, already translated: the link's text. */
  label: string;
  /** Already translated, usually the field's own error message. */
  message: string;
}

export interface ErrorSummaryProps {
  ref?: Ref<HTMLDivElement>;
  /** Links to the invalid fields, shown under the message. */
  errors?: readonly ErrorSummaryItem[];
  /** Replaces the default lead, which counts the fields to check. */
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

const leadClass = css`
  margin: 0;
  font-weight: 600;
`;

const list = css`
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
  margin: 0.5rem 0 0;
  padding-left: 1.25rem;

  & a {
    color: rgb(var(--c-danger-110));
    font-weight: 600;
  }
`;

const detail = css`
  display: block;
`;

/**
 * Shown near a form's submit button when submitting found problems; announced at once. Its
 * links move focus to the field, as a bare fragment link only scrolls in some browsers.
 */
export function ErrorSummary({ ref, errors = [], message, className }: ErrorSummaryProps) {
  const { t } = useLingui();
  const count = errors.length;
  const lead =
    message ??
    (count === 0
      ? t`Something went wrong. Please check the fields above.`
      : plural(count, {
          one: "Please check this field:",
          other: "Please check these # fields:",
        }));
  const focusOn = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    const target = document.getElementById(fieldId);
    if (!target) return;
    event.preventDefault();
    focusField(target);
  };

  return (
    <div ref={ref} className={cx(box, className)} role="alert" tabIndex={-1}>
      <p className={leadClass}>{lead}</p>
      {errors.length > 0 && (
        <ul className={list}>
          {errors.map((error) => (
            <li key={error.fieldId}>
              {/* The field's name links to it; what is wrong follows on a line of its own, so a
                  question ending in "?" does not run into the message. */}
              <a href={`#${error.fieldId}`} onClick={(event) => focusOn(event, error.fieldId)}>
                {error.label}
              </a>
              <span className={detail}>{error.message}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
