export { parseColor } from "./color";
export { formatHex, parseHexColor } from "./hex";
export { formatRgbTriple, type Rgba } from "./rgba";
export { hslToRgb } from "./hsl";
export { NAMED_COLORS } from "./named-colors";
export { mix, tint } from "./tints";
export { COLOR_NAMES, DEFAULT_COLORS, GREYS, TINT_LEVELS, type ColorName } from "./defaults";
export {
  DEFAULT_FONT,
  FONTS,
  fontStack,
  isFontId,
  resolveFonts,
  toFontId,
  type FontId,
  type FontInfo,
} from "./fonts";
export { resolveThemeColors } from "./resolve-colors";
export {
  ThemeColorsStruct,
  ThemeFontsStruct,
  ThemeStruct,
  type Theme,
  type ThemeColors,
  type ThemeFonts,
} from "./schema";
export { themeVariables } from "./variables";
