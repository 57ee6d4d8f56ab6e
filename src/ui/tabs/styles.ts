import { css } from "@linaria/core";

/**
 * The bar scrolls sideways when its tabs are wider than the screen, rather than wrapping or
 * pushing the page wider; its edges fade where more tabs hide.
 */
export const bar = css`
  position: relative;
  display: flex;
  gap: 0.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-x: auto;
  overflow-y: hidden;
  overscroll-behavior-x: contain;
  scrollbar-width: thin;
  /* The rule under the tabs; the selected tab's own line covers it. */
  box-shadow: inset 0 -1px 0 rgb(var(--c-grey-light));

  &[data-more-before] {
    mask-image: linear-gradient(to right, transparent, #000 2.5rem);
  }

  &[data-more-after] {
    mask-image: linear-gradient(to left, transparent, #000 2.5rem);
  }

  &[data-more-before][data-more-after] {
    mask-image: linear-gradient(
      to right,
      transparent,
      #000 2.5rem,
      #000 calc(100% - 2.5rem),
      transparent
    );
  }
`;

export const item = css`
  display: flex;
  flex: none;
`;

export const tab = css`
  display: inline-flex;
  gap: 0.5rem;
  align-items: center;
  min-height: 2.75rem;
  margin: 0;
  padding: 0.5rem 0.875rem;
  border: 0;
  border-radius: 0.25rem 0.25rem 0 0;
  background: none;
  color: rgb(var(--c-body-muted));
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;

  &:hover {
    background-color: rgb(var(--c-primary-5));
    color: rgb(var(--c-body));
  }

  &[aria-selected="true"],
  &[aria-current="page"] {
    color: rgb(var(--c-body));
    box-shadow: inset 0 -3px 0 rgb(var(--c-primary));
  }

  /* Inside the tab: the bar's overflow would cut an outline drawn around it. */
  &:focus-visible {
    outline: 2px solid rgb(var(--c-primary));
    outline-offset: -2px;
  }
`;

export const badge = css`
  box-sizing: border-box;
  min-width: 1.5rem;
  padding: 0 0.4375rem;
  border-radius: 0.75rem;
  background-color: rgb(var(--c-grey-lighter));
  color: rgb(var(--c-body));
  font-size: 0.75rem;
  font-variant-numeric: tabular-nums;
  line-height: 1.375rem;
  text-align: center;

  [aria-selected="true"] > &,
  [aria-current="page"] > & {
    background-color: rgb(var(--c-primary));
    color: rgb(var(--c-on-primary));
  }
`;

export const statusIcon = css`
  flex: none;
  width: 1.125rem;
  height: 1.125rem;

  /* Not camelCase attributes, which the frames' Preact would not translate. */
  & path {
    fill: none;
    stroke-width: 2;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
`;

export const invalidIcon = css`
  color: rgb(var(--c-danger));

  & path {
    stroke: rgb(var(--c-on-danger));
  }
`;

export const validIcon = css`
  color: rgb(var(--c-success-text));

  & path {
    stroke: currentColor;
  }
`;

export const panel = css`
  padding-top: 1.25rem;

  &:focus-visible {
    outline: 2px solid rgb(var(--c-primary));
    outline-offset: 2px;
  }
`;
