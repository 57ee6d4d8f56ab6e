import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { render } from "preact";
import type { ReactNode } from "react";
import { sendToHost, startFrameSizer } from "../../src/core/embed";
import { activateLocale, resolveLocale } from "../../src/core/i18n";
import { $general, loadGeneralContent } from "../../src/stores/settings";
import { applyTheme, loadThemeFonts } from "../../src/ui/theme";
import "../../src/ui/theme/global-styles";
import { FrameError } from "./FrameError";

/**
 * Starts a frame: size reporting first (so the host can lay out even an error), then the
 * organisation's settings, its language and theme, then the frame's own content (which may
 * wait for its data, so that "loaded" goes out once it shows). Fonts wait for the settings
 * and the language: only the theme's fonts load, in the reader's script.
 */
export async function bootFrame(content: () => ReactNode | Promise<ReactNode>): Promise<void> {
  startFrameSizer();
  $general.subscribe((general) => applyTheme(general.theme));
  const root = document.getElementById("frame")!;
  const lang = new URLSearchParams(location.search).get("lang");

  let body: ReactNode;
  try {
    const general = await loadGeneralContent();
    await activateLocale(
      i18n,
      resolveLocale({ query: lang, settings: general.locale }),
      undefined,
      general.currencyCode,
    );
    // Built frames get their fonts' stylesheets in their page (server/plugins/frame-head.ts).
    if (import.meta.env.DEV) void loadThemeFonts(general.theme, i18n.locale);
    body = await content();
  } catch {
    await activateLocale(i18n, resolveLocale({ query: lang }));
    body = <FrameError />;
  }
  render(<I18nProvider i18n={i18n}>{body}</I18nProvider>, root);
  sendToHost({ type: "loaded" });
}
