import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { render } from "preact";
import type { ReactNode } from "react";
import { sendToHost, startFrameSizer } from "@ui/embed";
import { resolveLocale } from "@core/i18n";
import { sharedCatalog, type CatalogLoader } from "@core/i18n/catalog";
import { activateLocale } from "@ui/i18n/activate-locale";
import type { Theme } from "@core/theme/schema";
import { loadGeneralContent } from "@stores/settings";
import "@ui/theme/global-styles";
import { FrameError } from "./FrameError";

/**
 * Starts a frame: size reporting first (so the host can lay out even an error), then the
 * organisation's settings and its language, then the frame's own content (which may wait for
 * its data, so that "loaded" goes out once it shows). A frame with strings of its own names
 * its catalogs besides the shared one.
 */
export async function bootFrame(
  content: () => ReactNode | Promise<ReactNode>,
  catalogs: readonly CatalogLoader[] = [sharedCatalog],
): Promise<void> {
  startFrameSizer();
  const root = document.getElementById("frame")!;
  const lang = new URLSearchParams(location.search).get("lang");

  let body: ReactNode;
  try {
    const general = await loadGeneralContent();
    await activateLocale(
      i18n,
      resolveLocale({ query: lang, settings: general.locale }),
      catalogs,
      general.currencyCode,
    );
    // Built frames get their theme's variables and fonts' stylesheets in their page
    // (server/plugins/frame-head.ts); the development server serves the bare page.
    if (import.meta.env.DEV) void themeForDevelopment(general.theme);
    body = await content();
  } catch {
    await activateLocale(i18n, resolveLocale({ query: lang }));
    body = (
      <div role="alert">
        <FrameError />
      </div>
    );
  }
  render(<I18nProvider i18n={i18n}>{body}</I18nProvider>, root);
  sendToHost({ type: "loaded" });
}

async function themeForDevelopment(theme: Theme): Promise<void> {
  const { applyTheme, loadThemeFonts } = await import("@ui/theme");
  applyTheme(theme);
  await loadThemeFonts(theme, i18n.locale);
}
