export { applyTheme } from "./apply-theme";
export { globalStyles } from "./global-styles";
export { loadFont } from "./load-font";
