import { FONTS, resolveFonts } from "@core/theme/fonts";
import type { Theme } from "@core/theme/schema";
import { applyTheme } from "@ui/theme";

const FONTS_STYLE_ID = "agora-theme-preview-fonts";

/** The `@font-face` rules this page has loaded for these font families. */
function fontFaceRules(families: ReadonlySet<string>): string[] {
  const rules: string[] = [];
  for (const sheet of Array.from(document.styleSheets)) {
    let list: CSSRuleList;
    try {
      list = sheet.cssRules;
    } catch {
      continue; // another origin's stylesheet: not ours to read
    }
    for (const rule of Array.from(list)) {
      if (!(rule instanceof CSSFontFaceRule)) continue;
      const family = rule.style.getPropertyValue("font-family").replace(/["']/g, "").trim();
      if (families.has(family)) rules.push(rule.cssText);
    }
  }
  return rules;
}

/**
 * Paints a frame of this site (a callout's) in a theme that is not saved: its colour and font
 * variables written over those its page came with, and the fonts' `@font-face` rules that the
 * dashboard loaded copied into it. Nothing is stored; reloading the frame shows the saved theme.
 */
export function paintFrame(frame: HTMLIFrameElement, theme: Theme): void {
  const document_ = frame.contentDocument;
  if (!document_?.documentElement || !document_.head) return;
  applyTheme(theme, document_.documentElement);
  const { body, title } = resolveFonts(theme.fonts);
  const families = new Set([FONTS[body].family, FONTS[title].family]);
  let style = document_.getElementById(FONTS_STYLE_ID);
  if (!style) {
    style = document_.createElement("style");
    style.id = FONTS_STYLE_ID;
    document_.head.append(style);
  }
  style.textContent = fontFaceRules(families).join("\n");
}
