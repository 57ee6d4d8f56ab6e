import { useEffect } from "react";
import type { Theme } from "@core/theme/schema";
import { loadThemeFonts } from "@ui/theme";

/**
 * Loads the theme's fonts in the scripts the page's language needs. Routes render after the
 * settings have loaded (see Boot), so the default font is never fetched for a theme without it.
 */
export function useThemeFonts(theme: Theme | undefined, locale: string): void {
  useEffect(() => {
    void loadThemeFonts(theme, locale);
  }, [theme, locale]);
}
