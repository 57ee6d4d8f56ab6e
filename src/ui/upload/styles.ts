import { css } from "@linaria/core";
import { focusRing } from "../styles";

/** The area files are dropped on: the chooser, the progress, or the file and its actions. */
export const zone = css`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  padding: 1rem;
  border: 2px dashed rgb(var(--c-grey));
  border-radius: 0.5rem;
  background-color: rgb(var(--c-white));
  transition:
    background-color 0.15s,
    border-color 0.15s;

  &[data-filled] {
    border-style: solid;
    border-width: 1px;
    border-color: rgb(var(--c-grey-light));
  }

  &[data-over] {
    border-style: dashed;
    border-width: 2px;
    border-color: rgb(var(--c-primary));
    background-color: rgb(var(--c-primary-10));
  }

  &:has(> input[aria-invalid="true"]) {
    border-color: rgb(var(--c-danger));
  }

  /* The file input is hidden: its label, drawn as a button, or the zone shows its focus. */
  &:has(> input:focus-visible) [data-chooser],
  &:has(> input:focus-visible):not(:has([data-chooser])) {
    ${focusRing}
  }

  &:has(> input:disabled) [data-chooser] {
    opacity: 0.5;
    cursor: not-allowed;
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const empty = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 0.75rem;
  align-items: center;
  justify-content: center;
  padding: 0.75rem 0;
  text-align: center;

  /* Touch screens have nothing to drag from: the button alone says it. */
  @media (hover: none) {
    & > [data-drag] {
      display: none;
    }
  }
`;

export const uploadIcon = css`
  flex: none;
  width: 1.5rem;
  height: 1.5rem;
  color: rgb(var(--c-grey-dark));

  & path {
    fill: none;
    stroke: currentColor;
    stroke-width: 1.75;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
`;

export const file = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem 1rem;
  align-items: center;
`;

export const thumbnail = css`
  flex: none;
  width: 10rem;
  max-width: 100%;
  height: 6rem;
  border-radius: 0.25rem;
  background-color: rgb(var(--c-grey-lighter));
  object-fit: contain;
`;

export const documentIcon = css`
  box-sizing: border-box;
  width: 4rem;
  height: 4rem;
  padding: 0.75rem;
  color: rgb(var(--c-grey-darker));

  & path {
    fill: none;
    stroke: currentColor;
    stroke-width: 1.5;
    stroke-linejoin: round;
  }
`;

export const details = css`
  display: flex;
  flex: 1 1 12rem;
  flex-direction: column;
  gap: 0.5rem;
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

export const progressRow = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1rem;
  align-items: center;
  justify-content: space-between;
`;

export const progress = css`
  width: 100%;
  height: 0.5rem;
  accent-color: rgb(var(--c-primary));
`;
