export { applyTheme } from "./apply-theme";
export { globalStyles } from "./global-styles";
export { loadFont, loadThemeFonts } from "./load-font";
