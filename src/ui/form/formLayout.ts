import { css } from "@linaria/core";

/** A form's fields, summary and buttons, stacked with even space. */
export const formStack = css`
  display: flex;
  flex-direction: column;
  gap: 1.25rem;
`;

/** A row of buttons under a form, wrapping on narrow screens. */
export const formActions = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
`;
