import { useEffect, useRef } from "react";
import type { Theme } from "@core/theme/schema";
import { $general } from "@stores/settings";
import { applyTheme, loadThemeFonts } from "@ui/theme";

/**
 * Shows `theme` on the whole dashboard while the theme page is open, without saving it: the
 * colours at once, the fonts as they load. When the page is left, saved or not, the saved
 * theme comes back. The settings reload after each navigation and apply the saved theme
 * (main.tsx subscribes first); this listener comes after it and puts the shown one back.
 */
export function useLiveTheme(theme: Theme, locale: string): void {
  const shown = useRef(theme);

  useEffect(() => {
    shown.current = theme;
    applyTheme(theme);
    void loadThemeFonts(theme, locale);
  }, [theme, locale]);

  useEffect(() => {
    const stop = $general.listen(() => applyTheme(shown.current));
    return () => {
      stop();
      applyTheme($general.get().theme);
    };
  }, []);
}
