import { css } from "@linaria/core";
import { focusRing } from "../styles";

/** A field: label, hint, control and error stacked. */
export const field = css`
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
  font-family: var(--ff-body);
`;

export const label = css`
  font-weight: 600;
`;

export const hint = css`
  margin: 0;
  color: rgb(var(--c-body-muted));
  font-size: 0.875rem;
`;

/** Text inputs, text areas and selects. The dark grey border passes 3:1 against white. */
export const control = css`
  box-sizing: border-box;
  width: 100%;
  min-height: 2.5rem;
  padding: 0.5rem 0.75rem;
  border: 1px solid rgb(var(--c-grey-dark));
  border-radius: 0.25rem;
  background-color: rgb(var(--c-white));
  color: rgb(var(--c-body));
  font: inherit;
  line-height: 1.4;

  &:focus {
    ${focusRing}
  }

  &[aria-invalid="true"] {
    border-color: rgb(var(--c-danger));
    box-shadow: 0 0 0 1px rgb(var(--c-danger));
  }

  &:disabled {
    background-color: rgb(var(--c-grey-lighter));
    cursor: not-allowed;
  }
`;

export const textArea = css`
  min-height: 6rem;
  resize: vertical;
`;

/** A fieldset without the browser's border and padding: its legend reads as a field's label. */
export const fieldset = css`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

/** A checkbox or radio button with its label beside it. */
export const choiceRow = css`
  display: flex;
  gap: 0.5rem;
  align-items: flex-start;
`;

export const choiceBox = css`
  flex-shrink: 0;
  width: 1.25rem;
  height: 1.25rem;
  margin: 0.125rem 0 0;
  accent-color: rgb(var(--c-primary));
  cursor: pointer;

  &:focus-visible {
    ${focusRing}
  }

  &:disabled {
    cursor: not-allowed;
  }
`;
