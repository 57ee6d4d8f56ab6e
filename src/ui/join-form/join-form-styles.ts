import { css } from "@linaria/core";

/** The join form's small print. */
export const muted = css`
  color: rgb(var(--c-body-muted));
`;
