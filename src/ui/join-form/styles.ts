import { css } from "@linaria/core";
import { focusRing } from "../styles";

/** A row of choices drawn as tiles, each a native radio (arrow keys move between them). */
export const tiles = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(7rem, 1fr));
  gap: 0.5rem;
`;

/** One tile: the radio hidden from sight but not from the keyboard, its label the tile. */
export const tile = css`
  position: relative;
  display: flex;

  & input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }

  & label {
    flex: 1;
    display: flex;
    align-items: center;
    justify-content: center;
    gap: 0.5rem;
    min-height: 2.75rem;
    padding: 0.5rem 0.75rem;
    border: 1px solid rgb(var(--c-grey-dark));
    border-radius: 0.25rem;
    background: rgb(var(--c-white));
    color: rgb(var(--c-body));
    font-weight: 600;
    text-align: center;
    cursor: pointer;
  }

  & input:checked + label {
    border-color: rgb(var(--c-primary));
    background: rgb(var(--c-primary));
    color: rgb(var(--c-on-primary));
  }

  & input:focus-visible + label {
    ${focusRing}
  }

  & input:disabled + label {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

export const legend = css`
  margin-bottom: 0.375rem;
  padding: 0;
  font-weight: 600;
`;
