import { css } from "@linaria/core";

/** A part of the contribution page: its heading, text and buttons, evenly spaced. */
export const part = css`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.75rem;

  & p {
    margin: 0;
  }
`;
