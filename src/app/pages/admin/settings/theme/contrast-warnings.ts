import { contrast, readableOn, textOn, TEXT_CONTRAST } from "@core/theme/contrast";
import { resolveThemeColors } from "@core/theme/resolve-colors";
import type { Theme } from "@core/theme/schema";
import { tint } from "@core/theme/tints";
import type { EditableColor } from "./theme-form";

/** WCAG 2's least contrast for parts of controls, such as borders and focus rings (1.4.11, AA). */
export const UI_CONTRAST = 3;

export type ContrastUse = "text" | "textOnColor" | "outline";

export interface ContrastWarning {
  color: EditableColor;
  /** What in this colour falls short. */
  use: ContrastUse;
  ratio: number;
  needed: number;
}

/**
 * Where a theme's colours cannot reach WCAG AA even after the automatic adjustment
 * (src/core/theme/contrast.ts) the pages make: text in the colour, or a darker or lighter
 * shade of it, on the white and lightly tinted backgrounds; text on the colour (white or
 * black); and the colours of focus rings (primary) and of invalid fields' borders (danger)
 * against white. Body text is used as
 * chosen, with no adjustment, so a light one falls short here.
 */
export function contrastWarnings(theme: Theme): ContrastWarning[] {
  const colors = resolveThemeColors(theme.colors);
  const surface = tint(colors.primary, 10);
  const backgrounds = [colors.white, surface];
  const worst = (color: typeof colors.primary) =>
    Math.min(...backgrounds.map((background) => contrast(color, background)));
  const warnings: ContrastWarning[] = [];
  const check = (color: EditableColor, use: ContrastUse, ratio: number, needed: number) => {
    if (ratio < needed) warnings.push({ color, use, ratio, needed });
  };

  check("body", "text", worst(colors.body), TEXT_CONTRAST);
  for (const name of ["primary", "link", "success", "warning", "danger"] as const) {
    check(name, "text", worst(readableOn(colors[name], surface)), TEXT_CONTRAST);
    const onColor = textOn(colors[name], colors.white, colors.black);
    check(name, "textOnColor", contrast(onColor, colors[name]), TEXT_CONTRAST);
  }
  // Focus rings and checked boxes are primary; an invalid field's border is danger.
  for (const name of ["primary", "danger"] as const) {
    check(name, "outline", contrast(colors[name], colors.white), UI_CONTRAST);
  }
  return warnings;
}
