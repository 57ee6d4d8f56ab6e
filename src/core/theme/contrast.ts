import type { Rgba } from "./rgba";
import { tint } from "./tints";

/** WCAG 2's least contrast for body text (success criterion 1.4.3, level AA). */
export const TEXT_CONTRAST = 4.5;

const BLACK: Rgba = { r: 0, g: 0, b: 0, a: 1 };
const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };

/** WCAG 2's relative luminance of a colour (alpha is ignored). */
export function luminance({ r, g, b }: Rgba): number {
  const linear = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2's contrast ratio of two colours, from 1 (none) to 21 (black on white). */
export function contrast(one: Rgba, other: Rgba): number {
  const [light, dark] = [luminance(one), luminance(other)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

/**
 * `color` itself when text in it reads on `background`, else the nearest shade of it that
 * does: darker on a light background, lighter on a dark one, in 5 % steps. A theme keeps its
 * link colour where it is readable and gets one of the same hue where it is not. The last step
 * is black or white, one of which always reads.
 */
export function readableOn(color: Rgba, background: Rgba): Rgba {
  const darken = contrast(BLACK, background) >= contrast(WHITE, background);
  let shade = color;
  for (let step = 1; step <= 20 && contrast(shade, background) < TEXT_CONTRAST; step++) {
    shade = tint(color, darken ? 100 + step * 5 : 100 - step * 5);
  }
  return shade;
}

/** Text for a background of `color`: `light` where it reads, else `dark`, if that reads better. */
export function textOn(color: Rgba, light: Rgba, dark: Rgba): Rgba {
  const onLight = contrast(light, color);
  return onLight >= TEXT_CONTRAST || onLight >= contrast(dark, color) ? light : dark;
}
