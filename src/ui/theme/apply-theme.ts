// Modules, not the folder index: the index also brings the theme schema and its validators.
import type { Theme } from "@core/theme/schema";
import { themeVariables } from "@core/theme/variables";

/**
 * Writes the theme's colour and font variables on `<html>` at once (through the CSSOM, which a
 * strict CSP allows). Safe with the defaults before the settings arrive: the fonts themselves
 * load separately (loadThemeFonts), once the settings and the language are known.
 */
export function applyTheme(theme: Theme | undefined, root = document.documentElement): void {
  for (const [name, value] of Object.entries(themeVariables(theme))) {
    root.style.setProperty(name, value);
  }
}
