// Modules, not the folder index: the index also brings the theme schema and its validators.
import { resolveFonts } from "../../core/theme/fonts";
import type { Theme } from "../../core/theme/schema";
import { themeVariables } from "../../core/theme/variables";
import { loadFont } from "./load-font";

/**
 * Writes the theme's colour and font variables on `<html>` at once (through the CSSOM, which a
 * strict CSP allows) and starts loading its fonts; text shows in the fallback until they arrive.
 */
export function applyTheme(theme: Theme | undefined, root = document.documentElement): void {
  for (const [name, value] of Object.entries(themeVariables(theme))) {
    root.style.setProperty(name, value);
  }
  const fonts = resolveFonts(theme?.fonts);
  void loadFont(fonts.body);
  if (fonts.title !== fonts.body) void loadFont(fonts.title);
}
