export { parseColor } from "./color";
export { formatHex, parseHexColor } from "./hex";
export { type Rgba } from "./rgba";
export { COLOR_NAMES, DEFAULT_COLORS, GREYS, TINT_LEVELS } from "./defaults";
export { DEFAULT_FONT, FONTS, isFontId } from "./fonts";
export { resolveThemeColors } from "./resolve-colors";
export { ThemeStruct, type Theme } from "./schema";
