import { css } from "@linaria/core";

/** A white card for one part of a page (profile, account, settings). */
export const card = css`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  padding: 1.5rem;
  border-radius: 0.5rem;
  background-color: rgb(var(--c-white));
  box-shadow: 0 1px 3px rgba(var(--c-black), 0.08);
  & p {
    margin: 0;
  }
`;
