import { css } from "@linaria/core";
import type { ReactNode } from "react";

/*
 * Not the shared Button: that one relies on the theme's variables, and this page may show
 * before they exist. Same look as a primary md Button, with the default theme as fallback.
 */
const button = css`
  min-height: 2.5rem;
  margin-top: 1.5rem;
  padding: 0.5rem 1.25rem;
  border: 1px solid rgb(var(--c-primary, 38, 36, 83));
  border-radius: 0.25rem;
  background-color: rgb(var(--c-primary, 38, 36, 83));
  color: rgb(var(--c-white, 255, 255, 255));
  font-family: inherit;
  font-size: 1rem;
  font-weight: 600;
  cursor: pointer;

  &:hover {
    background-color: rgb(var(--c-primary-80, 81, 80, 117));
  }

  &:focus-visible {
    outline: 2px solid rgb(var(--c-primary, 38, 36, 83));
    outline-offset: 2px;
  }
`;

export function RetryButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className={button} onClick={onClick}>
      {children}
    </button>
  );
}
