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

/**
 * A key inside a control's label: a small keycap, outlined with a deeper bottom edge, in the
 * page's colours even on a pressed (filled) button, so it never reads as a count.
 */
export const keyHint = css`
  display: inline-block;
  box-sizing: border-box;
  min-width: 1.25rem;
  margin-left: 0.375rem;
  padding: 0 0.25rem;
  border: 1px solid rgb(var(--c-grey-light));
  border-bottom-width: 2px;
  border-radius: 0.25rem;
  background: rgb(var(--c-white));
  color: rgb(var(--c-body));
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 0.75rem;
  font-weight: 400;
  line-height: 1.125rem;
  text-align: center;

  /* A phone has no keys to press: its buttons keep their room (the control still names its
     key with aria-keyshortcuts). */
  @media (max-width: 29.99rem) {
    display: none;
  }
`;

/**
 * A control that only helps at a keyboard, such as "Keyboard shortcuts": a phone's narrow
 * screen has no keys to press, so it goes there (as the key hints do); `?` still opens the help.
 * Doubled, so it wins over the button's own display.
 */
export const keyboardOnly = css`
  @media (max-width: 29.99rem) {
    && {
      display: none;
    }
  }
`;
