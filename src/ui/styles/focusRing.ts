/**
 * The keyboard focus indicator, interpolated into component styles. A solid primary outline
 * with an offset stays visible on white, tinted and primary-coloured backgrounds alike.
 */
export const focusRing = `
  outline: 2px solid rgb(var(--c-primary));
  outline-offset: 2px;
`;
