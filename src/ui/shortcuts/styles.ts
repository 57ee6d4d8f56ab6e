import { css } from "@linaria/core";

export const list = css`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.5rem 1rem;
  align-items: baseline;
  margin: 0;
`;

export const pair = css`
  display: contents;
`;

export const key = css`
  display: inline-block;
  min-width: 1.75rem;
  padding: 0.125rem 0.375rem;
  border: 1px solid rgb(var(--c-grey-light));
  border-bottom-width: 2px;
  border-radius: 0.25rem;
  background: rgb(var(--c-white));
  font-family: inherit;
  font-size: 0.875rem;
  text-align: center;
`;
