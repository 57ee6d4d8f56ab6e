import { object, optional, string, type Infer } from "superstruct";

/**
 * The shape of the branding theme, shared by the client and the server. Colours and font ids
 * are plain strings here: stored themes may hold values we no longer accept, and the theme
 * must still render (see `resolveThemeColors`). Writes should check colours with `color()`
 * from `src/core/validation`.
 */
export const ThemeColorsStruct = object({
  /** The preset the colours came from, so the theme page re-opens on it. */
  _name: optional(string()),
  primary: optional(string()),
  body: optional(string()),
  link: optional(string()),
  warning: optional(string()),
  success: optional(string()),
  danger: optional(string()),
  white: optional(string()),
  black: optional(string()),
});

/** Font ids (see `FONTS`); unknown ids fall back when resolved. */
export const ThemeFontsStruct = object({
  body: optional(string()),
  title: optional(string()),
});

export const ThemeStruct = object({
  colors: optional(ThemeColorsStruct),
  fonts: optional(ThemeFontsStruct),
});

export type ThemeColors = Infer<typeof ThemeColorsStruct>;
export type ThemeFonts = Infer<typeof ThemeFontsStruct>;
export type Theme = Infer<typeof ThemeStruct>;
