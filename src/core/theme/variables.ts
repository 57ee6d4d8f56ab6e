import { readableOn, textOn } from "./contrast";
import { parseHexColor } from "./hex";
import { COLOR_NAMES, GREYS, TINT_LEVELS } from "./defaults";
import { fontStack, resolveFonts } from "./fonts";
import { resolveThemeColors } from "./resolve-colors";
import { formatRgbTriple } from "./rgba";
import type { Theme } from "./schema";
import { tint } from "./tints";

/**
 * Every CSS custom property of a theme:
 * - `--c-<colour>` and `--c-<colour>-<level>` as `"r, g, b"` triples, for
 *   `rgb(var(--c-primary))` and `rgba(var(--c-primary), 0.5)`;
 * - `--c-<colour>-text`, the colour (or a darker shade of it) that reads as text on white and
 *   on the primary-5 and primary-10 backgrounds, and
 *   `--c-on-<colour>`, white or black for text on the colour: WCAG AA contrast whatever colours
 *   a theme picks;
 * - `--c-body-muted`, secondary text that reads as well;
 * - `--c-grey-lighter`, `--c-grey-light`, `--c-grey`, `--c-grey-dark`, `--c-grey-darker`;
 * - `--ff-body` and `--ff-title` as font stacks.
 * Invalid or missing colours and fonts take their defaults (see `resolveThemeColors`).
 */
export function themeVariables(theme: Theme | null | undefined): Record<string, string> {
  const colors = resolveThemeColors(theme?.colors);
  const variables: Record<string, string> = {};
  // Text colours must read on the lightly tinted backgrounds too (pages are primary-5, hovers
  // primary-10), not just on white.
  const surface = tint(colors.primary, 10);

  for (const name of COLOR_NAMES) {
    variables[`--c-${name}`] = formatRgbTriple(colors[name]);
    for (const level of TINT_LEVELS[name]) {
      variables[`--c-${name}-${level}`] = formatRgbTriple(tint(colors[name], level));
    }
    variables[`--c-${name}-text`] = formatRgbTriple(readableOn(colors[name], surface));
    variables[`--c-on-${name}`] = formatRgbTriple(textOn(colors[name], colors.white, colors.black));
  }

  // Secondary text (hints, captions, the menu's headings): the body's 80 tint, darkened where
  // it would not read on the page, as a light tint of a bright body colour would not.
  variables["--c-body-muted"] = formatRgbTriple(readableOn(tint(colors.body, 80), surface));

  for (const [shade, hex] of Object.entries(GREYS)) {
    const key = shade === "default" ? "--c-grey" : `--c-grey-${shade}`;
    variables[key] = formatRgbTriple(parseHexColor(hex));
  }

  const fonts = resolveFonts(theme?.fonts);
  variables["--ff-body"] = fontStack(fonts.body);
  variables["--ff-title"] = fontStack(fonts.title);
  return variables;
}
