export { applyTheme } from "./apply-theme";
export { loadThemeFonts } from "./load-font";
