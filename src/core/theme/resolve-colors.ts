import { parseHexColor } from "./hex";
import { DEFAULT_COLORS, type ColorName } from "./defaults";
import type { Rgba } from "./rgba";
import type { ThemeColors } from "./schema";

/** `value` parsed, or `fallback` when it is unset, blank or not a colour. */
function parseOr(value: string | undefined, fallback: Rgba): Rgba {
  if (!value?.trim()) return fallback;
  try {
    return parseHexColor(value);
  } catch {
    return fallback;
  }
}

/**
 * The theme's colours with every gap filled. A colour that is missing or does not parse takes
 * its default, so one bad value (say, stored before validation was stricter) cannot break the
 * whole theme. `body` falls back to the theme's own primary colour, not the default primary.
 */
export function resolveThemeColors(colors: ThemeColors = {}): Record<ColorName, Rgba> {
  const pick = (name: Exclude<ColorName, "body">): Rgba =>
    parseOr(colors[name], parseHexColor(DEFAULT_COLORS[name]));
  const primary = pick("primary");
  return {
    primary,
    body: parseOr(colors.body, primary),
    link: pick("link"),
    warning: pick("warning"),
    success: pick("success"),
    danger: pick("danger"),
    white: pick("white"),
    black: pick("black"),
  };
}
