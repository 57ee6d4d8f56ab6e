import { css } from "@linaria/core";

/** A staff page of callouts: its parts one under another, as wide as a table needs. */
export const pageStack = css`
  display: flex;
  flex-direction: column;
  gap: 1.5rem;
  min-width: 0;
  max-width: 80rem;
`;

/** A page's heading with its actions beside it, beneath it on a phone. */
export const pageHeader = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem 1.5rem;
  align-items: center;
  justify-content: space-between;
`;

/** Buttons side by side, wrapping on a phone. */
export const buttonRow = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
`;

/** A quiet line of text under a heading or in a cell. */
export const muted = css`
  color: rgb(var(--c-body-muted));
`;

/** A link inside text that looks like one. */
export const textLink = css`
  color: rgb(var(--c-link-text));
  font-weight: 600;
  text-decoration: underline;
  text-underline-offset: 0.15em;

  &:hover {
    text-decoration-thickness: 2px;
  }
`;

/** With `card`: less padding on a phone, where a table needs every pixel of the width. */
export const roomyOnWideOnly = css`
  @media (max-width: 40rem) {
    && {
      padding: 1rem;
    }
  }
`;
