import { css } from "@linaria/core";

export const builder = css`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  font-family: var(--ff-body);
`;

/** The items of a group, with "and" or "or" between them. */
export const items = css`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
`;

export const joiner = css`
  margin: 0 0 0 1rem;
  color: rgb(var(--c-body-muted));
  font-size: 0.875rem;
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

export const empty = css`
  margin: 0;
  color: rgb(var(--c-body-muted));
`;

/** A group's "Match all / any" menu: as wide as its words, not the row. */
export const conditionField = css`
  max-width: 16rem;
`;

export const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

/** A rule or a nested group: a card with its title and remove button on top. */
const node = `
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  padding: 0.75rem 1rem 1rem;
  border-radius: 0.5rem;
`;

export const rule = css`
  ${node}
  /* Its controls stack when the rule is narrow: on a phone, or deep in nested groups. */
  container-type: inline-size;
  border: 1px solid rgb(var(--c-grey-light));
  background-color: rgb(var(--c-white));
`;

export const group = css`
  ${node}
  border: 1px solid rgb(var(--c-primary-20));
  border-left: 0.25rem solid rgb(var(--c-primary));
  background-color: rgb(var(--c-primary-5));
`;

export const header = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
  justify-content: space-between;
`;

export const title = css`
  margin: 0;
  font-size: 0.875rem;
  font-weight: 700;
  color: rgb(var(--c-body-muted));
`;

/** Field, comparison and value side by side, each column as wide as it needs to be. */
export const row = css`
  display: grid;
  grid-template-columns: minmax(9rem, 1fr) minmax(9rem, 1fr) minmax(12rem, 2fr);
  gap: 0.75rem;
  align-items: start;

  @container (max-width: 36rem) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** A value's label, like a field's, above a date's controls. */
export const slotLegend = css`
  margin-bottom: 0.375rem;
  padding: 0;
`;

/** Where two values of `between` go, one over the other. */
export const values = css`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  min-width: 0;
`;

/** How a date is given, and the date beside it while there is room. */
export const dateRow = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: flex-start;

  & > * {
    flex: 1 1 9rem;
    min-width: 0;
  }
`;

/**
 * "30 | days | ago" on a line of its own, read as one phrase; on a phone "ago" goes under
 * rather than cutting "months" short.
 */
export const relativeRow = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: flex-start;

  && {
    flex-basis: 100%;
  }

  & > * {
    flex: 1 1 6rem;
    min-width: 0;
  }
`;

export const amount = css`
  && {
    flex: 0 0 4.5rem;
  }
`;

/** The "+" of the add buttons, a little larger than their text. */
export const plus = css`
  font-size: 1.25em;
  line-height: 1;
`;
