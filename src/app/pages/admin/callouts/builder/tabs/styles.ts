import { css } from "@linaria/core";

/** A tab's sections, one above the other, at a reading width. */
export const tabColumn = css`
  display: flex;
  flex-direction: column;
  gap: 1.5rem;
  max-width: 48rem;
`;

/** A titled part of a tab. */
export const section = css`
  display: flex;
  flex-direction: column;
  gap: 1.25rem;
  padding: 1.5rem;
  border-radius: 0.5rem;
  background-color: rgb(var(--c-white));
  box-shadow: 0 1px 3px rgba(var(--c-black), 0.08);
  & p {
    margin: 0;
  }
`;

/** Fields that belong to a choice above them, set in under it. */
export const nested = css`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  margin-left: 1.75rem;
  padding-left: 1rem;
  border-left: 2px solid rgb(var(--c-grey-light));
`;

/** Fields side by side where they fit. */
export const fieldRow = css`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  & > * {
    flex: 1 1 10rem;
  }
`;

/** A note under a setting, for what it means or why it is locked. */
export const note = css`
  padding: 0.75rem 1rem;
  border-left: 4px solid rgb(var(--c-primary-40));
  border-radius: 0.25rem;
  background-color: rgb(var(--c-primary-5));
`;
