/** A colour as whole RGB channels (0–255) and an alpha between 0 and 1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/**
 * `"r, g, b"`, the form the theme's CSS variables hold, so that stylesheets can write both
 * `rgb(var(--c-primary))` and `rgba(var(--c-primary), 0.5)`. Alpha is dropped on purpose.
 */
export function formatRgbTriple(color: Rgba): string {
  return `${color.r}, ${color.g}, ${color.b}`;
}
