import { css } from "@linaria/core";

/** A notices page: its heading, then its parts stacked. */
export const noticePage = css`
  display: flex;
  flex-direction: column;
  gap: 1.5rem;
  max-width: 72rem;
`;
