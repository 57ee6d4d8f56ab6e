import { css } from "@linaria/core";
import { focusRing } from "../styles";

// Linaria evaluates this module at build time: keep it free of type syntax.

export const root = css`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  min-width: 0;
  font-family: var(--ff-body);
`;

export const toolbar = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 0.75rem;
  align-items: center;
  justify-content: space-between;
  &:empty {
    display: none;
  }
`;

/*
 * Scrolls both ways: sideways on narrow screens, and down past the sticky header on long
 * pages. A scroll container of its own is what `position: sticky` sticks to, so the header
 * stays in view while its rows scroll under it. Focusable, so keyboards can scroll it too.
 */
export const scroller = css`
  position: relative;
  /* Lets messages and sub-rows size to the visible width (cqi) of a table wider than it. */
  container-type: inline-size;
  max-height: 70vh;
  overflow: auto;
  border: 1px solid rgb(var(--c-grey-light));
  border-radius: 0.375rem;
  background-color: rgb(var(--c-white));
  overscroll-behavior-x: contain;

  &:focus-visible {
    ${focusRing}
  }
`;

/* A page of rows as tall as it is: the page's own scroll bar reads it, not one of the box. */
export const scrollerGrows = css`
  max-height: none;
`;

/* Separate borders: collapsed ones do not travel with a sticky header cell. */
export const table = css`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  color: rgb(var(--c-body));
  font-size: 0.9375rem;
  line-height: 1.45;
`;

export const caption = css`
  padding: 0.75rem 0.75rem 0.25rem;
  font-weight: 600;
  text-align: start;
`;

export const headerCell = css`
  position: sticky;
  top: 0;
  z-index: 1;
  padding: 0.625rem 0.75rem;
  background-color: rgb(var(--c-white));
  /* The line under the header, drawn inside the cell so it sticks with it. */
  box-shadow: inset 0 -2px 0 rgb(var(--c-grey-light));
  min-width: var(--column-min-width, 8rem);
  font-size: 0.875rem;
  font-weight: 600;
  text-align: start;
  vertical-align: bottom;
  white-space: nowrap;
`;

/*
 * A minimum width, so that on a phone the table grows wider and scrolls rather than breaking
 * every word onto a line of its own. Middle alignment keeps text level with the controls
 * (checkboxes, buttons) of the same row.
 */
export const cell = css`
  min-width: var(--column-min-width, 8rem);
  padding: 0.625rem 0.75rem;
  border-bottom: 1px solid rgb(var(--c-grey-lighter));
  text-align: start;
  vertical-align: middle;
`;

export const rowHeader = css`
  min-width: var(--column-min-width, 11rem);
  font-weight: 600;
`;

export const alignments = {
  start: css`
    text-align: start;
  `,
  center: css`
    text-align: center;
  `,
  end: css`
    text-align: end;
  `,
};

/** The checkbox and disclosure columns: as narrow as their control. */
export const controlCell = css`
  width: 1%;
  min-width: 0;
  padding-inline-end: 0;
  white-space: nowrap;
  vertical-align: middle;
`;

export const selectedRow = css`
  background-color: rgb(var(--c-primary-5));
`;

/*
 * Rows kept while the next answer is on its way. At 0.7 the body text still has 5.4:1 against
 * white in the default theme, so the stale rows stay readable.
 */
export const dimmed = css`
  opacity: 0.7;
  transition: opacity 0.2s;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const subRowCell = css`
  padding: 0.75rem 0.75rem 1rem 2.5rem;
  border-bottom: 1px solid rgb(var(--c-grey-lighter));
  background-color: rgb(var(--c-primary-5));
`;

/* Spans the table but stays in view, as wide as the visible part, when the table scrolls sideways. */
export const subRowContent = css`
  position: sticky;
  inset-inline-start: 2.5rem;
  max-width: calc(100cqi - 3.25rem);
`;

export const messageCell = css`
  min-width: 0;
  padding: 2rem 1rem;
  text-align: center;
`;

/* Centred on the visible part of the table, not on its whole width (see subRowContent). */
export const message = css`
  position: sticky;
  inset-inline-start: 1rem;
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  align-items: center;
  width: calc(100cqi - 2rem);
  max-width: 100%;
  margin: 0;
`;

export const skeletonBar = css`
  display: block;
  width: 70%;
  max-width: 12rem;
  height: 0.875rem;
  margin: 0.25rem 0;
  border-radius: 0.25rem;
  background-color: rgb(var(--c-grey-lighter));
  animation: table-skeleton 1.2s ease-in-out infinite alternate;

  @keyframes table-skeleton {
    to {
      opacity: 0.45;
    }
  }

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export const checkbox = css`
  display: block;
  width: 1.25rem;
  height: 1.25rem;
  margin: 0;
  accent-color: rgb(var(--c-primary));
  cursor: pointer;

  &:focus-visible {
    ${focusRing}
  }

  &:disabled {
    cursor: not-allowed;
  }
`;

/** A header that sorts: looks like the header's text, with an arrow, and acts as a button. */
export const sortButton = css`
  display: inline-flex;
  gap: 0.375rem;
  align-items: center;
  margin: -0.25rem -0.375rem;
  padding: 0.25rem 0.375rem;
  border: 0;
  border-radius: 0.25rem;
  background: none;
  color: inherit;
  font: inherit;
  text-align: inherit;
  cursor: pointer;

  &:hover {
    background-color: rgb(var(--c-primary-10));
  }

  &:focus-visible {
    ${focusRing}
  }
`;

export const arrow = css`
  flex-shrink: 0;
  width: 0.875rem;
  height: 0.875rem;

  & path {
    fill: none;
    stroke: currentColor;
    stroke-width: 1.75;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
`;

/* Unsorted: the arrow only hints that the column sorts, the header's text says what it is. */
export const arrowIdle = css`
  color: rgb(var(--c-body-muted));
`;

export const disclosure = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 1.75rem;
  height: 1.75rem;
  padding: 0;
  border: 1px solid transparent;
  border-radius: 0.25rem;
  background: none;
  color: inherit;
  cursor: pointer;

  &:hover {
    background-color: rgb(var(--c-primary-10));
  }

  &:focus-visible {
    ${focusRing}
  }

  & svg {
    transition: transform 0.15s;
  }

  & path {
    fill: none;
    stroke: currentColor;
    stroke-width: 1.75;
    stroke-linecap: round;
    stroke-linejoin: round;
  }

  &[aria-expanded="true"] svg {
    transform: rotate(90deg);
  }

  @media (prefers-reduced-motion: reduce) {
    & svg {
      transition: none;
    }
  }
`;

/** A cell's content in a table whose rows turn into cards: one box beside its label. */
export const cellValue = css`
  min-width: 0;
`;

/*
 * Rows as cards, when the table's box is narrower than a table of a few columns needs (a
 * phone): each row a block, its name (the row's header) first, then each cell under the
 * header it belongs to, with the checkbox beside it all. The header row keeps the page's
 * checkbox and the sort buttons, wrapped; headers that do not sort step aside.
 */
export const cards = css`
  container-type: inline-size;

  @container (max-width: 40rem) {
    /* The page scrolls the cards: a box of its own to scroll would trap a phone's swipe. */
    & .${scroller} {
      max-height: none;
      overflow: visible;
    }

    & table,
    & caption,
    & thead,
    & tbody {
      display: block;
    }

    /* Nothing to sort and nothing to select: no bar of headers at all. */
    & thead tr:not(:has([data-sortable], .${controlCell})) {
      display: none;
    }

    & thead tr {
      position: sticky;
      top: 0;
      z-index: 1;
      display: flex;
      flex-wrap: wrap;
      gap: 0.5rem 1rem;
      align-items: center;
      padding: 0.625rem 0.75rem;
      background-color: rgb(var(--c-white));
      box-shadow: inset 0 -2px 0 rgb(var(--c-grey-light));
    }

    & thead th {
      position: static;
      display: block;
      width: auto;
      min-width: 0;
      padding: 0;
      box-shadow: none;
    }

    & thead th:not([data-sortable]):not(.${controlCell}) {
      display: none;
    }

    & tbody tr {
      position: relative;
      display: block;
      padding: 0.75rem;
      border-bottom: 1px solid rgb(var(--c-grey-lighter));
    }

    & tbody tr:has(> .${controlCell}) {
      padding-inline-start: 2.75rem;
    }

    & tbody td,
    & tbody th {
      display: block;
      min-width: 0;
      padding: 0.125rem 0;
      border: 0;
      text-align: start;
      overflow-wrap: anywhere;
    }

    /* A card's column is narrow: what keeps to one line in a table wraps here. */
    & tbody td * {
      white-space: normal;
    }

    & tbody .${controlCell} {
      position: absolute;
      top: 0.75rem;
      inset-inline-start: 0.75rem;
    }

    & tbody td[data-label] {
      display: grid;
      grid-template-columns: minmax(5.5rem, 35%) minmax(0, 1fr);
      gap: 0.75rem;
    }

    & tbody th[data-label]::before {
      content: attr(data-label) " ";
    }

    & tbody td[data-label]::before {
      content: attr(data-label);
      color: rgb(var(--c-body-muted));
      font-size: 0.8125rem;
      font-weight: 600;
      line-height: 1.7;
    }
  }
`;
