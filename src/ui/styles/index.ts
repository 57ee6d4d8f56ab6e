// Linaria evaluates interpolated values at build time without stripping TypeScript, so the
// modules here must stay free of type syntax.
export { focusRing } from "./focusRing";
export { visuallyHidden } from "./visuallyHidden";
