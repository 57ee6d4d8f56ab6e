import { css } from "@linaria/core";
import { focusRing } from "../styles";

/** Toolbar and text in one bordered box, like the other fields' controls. */
export const frame = css`
  display: flex;
  flex-direction: column;
  min-width: 0;
  border: 1px solid rgb(var(--c-grey-dark));
  border-radius: 0.25rem;
  background-color: rgb(var(--c-white));

  &[data-invalid] {
    border-color: rgb(var(--c-danger));
    box-shadow: 0 0 0 1px rgb(var(--c-danger));
  }

  &[data-disabled] {
    background-color: rgb(var(--c-grey-lighter));
  }
`;

export const toolbar = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  align-items: center;
  padding: 0.25rem;
  border-bottom: 1px solid rgb(var(--c-grey-light));
`;

export const divider = css`
  align-self: stretch;
  width: 1px;
  margin: 0.25rem 0.125rem;
  background-color: rgb(var(--c-grey-light));
`;

export const tool = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.25rem;
  height: 2.25rem;
  padding: 0;
  border: 1px solid transparent;
  border-radius: 0.25rem;
  background: none;
  color: rgb(var(--c-body));
  cursor: pointer;

  &:hover:not([aria-disabled="true"]) {
    background-color: rgb(var(--c-primary-10));
  }

  &[aria-pressed="true"] {
    border-color: rgb(var(--c-primary-40));
    background-color: rgb(var(--c-primary-10));
    color: rgb(var(--c-primary-text));
  }

  &[aria-disabled="true"] {
    color: rgb(var(--c-grey));
    cursor: not-allowed;
  }

  &:focus-visible {
    ${focusRing}
  }

  & svg {
    width: 1.25rem;
    height: 1.25rem;
  }

  /* Not camelCase attributes, which the frames' Preact would not translate. */
  & path {
    fill: none;
    stroke: currentColor;
    stroke-width: 1.75;
    stroke-linecap: round;
    stroke-linejoin: round;
  }

  & circle {
    fill: currentColor;
  }
`;

/** The text: ProseMirror's own rules (prosemirror-view/style/prosemirror.css), then ours. */
export const content = css`
  position: relative;
  box-sizing: border-box;
  min-height: 10rem;
  padding: 0.75rem;
  color: rgb(var(--c-body));
  font-family: var(--ff-body);
  line-height: 1.5;
  overflow-wrap: break-word;
  white-space: pre-wrap;
  white-space: break-spaces;
  font-variant-ligatures: none;
  font-feature-settings: "liga" 0;
  outline: none;

  & li {
    position: relative;
  }

  &.ProseMirror-hideselection *::selection {
    background: transparent;
  }

  &.ProseMirror-hideselection {
    caret-color: transparent;
  }

  & [draggable][contenteditable="false"] {
    user-select: text;
  }

  & .ProseMirror-selectednode {
    outline: 2px solid rgb(var(--c-primary));
  }

  & img.ProseMirror-separator {
    display: inline !important;
    border: none !important;
    margin: 0 !important;
  }

  & > :first-child {
    margin-top: 0;
  }

  & > :last-child {
    margin-bottom: 0;
  }

  & p,
  & ul,
  & ol,
  & blockquote {
    margin: 0 0 0.75rem;
  }

  & h2,
  & h3 {
    margin: 1.25rem 0 0.5rem;
    font-family: var(--ff-title);
    line-height: 1.25;
  }

  & h2 {
    font-size: 1.375rem;
  }

  & h3 {
    font-size: 1.125rem;
  }

  & ul,
  & ol {
    padding-left: 1.5rem;
  }

  & li > ul,
  & li > ol,
  & li > p {
    margin: 0.25rem 0;
  }

  & blockquote {
    padding-left: 1rem;
    border-left: 3px solid rgb(var(--c-grey-light));
    color: rgb(var(--c-body-muted));
  }

  & a {
    color: rgb(var(--c-link-text));
  }

  & img {
    max-width: 100%;
    height: auto;
  }

  &[data-empty]::before {
    content: attr(data-placeholder);
    position: absolute;
    color: rgb(var(--c-body-muted));
    pointer-events: none;
  }
`;

/** The box around the text shows its focus (the text itself has no outline). */
export const area = css`
  border-radius: 0 0 0.25rem 0.25rem;

  &:focus-within {
    ${focusRing}
  }
`;

/** Shown until the editor's code arrives: the same box, quiet. */
export const waiting = css`
  display: flex;
  align-items: center;
  min-height: 12.75rem;
  padding: 0.75rem;
  color: rgb(var(--c-body-muted));
  font-size: 0.875rem;
`;

export const linkFields = css`
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;
