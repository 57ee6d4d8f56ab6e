import { contrast, readableOn, TEXT_CONTRAST, textOn } from "@core/theme/contrast";
import { formatHex, parseHexColor, resolveThemeColors, type Rgba, type Theme } from "@core/theme";

/** The colours an email is painted in, as `#rrggbb`. */
export interface EmailColours {
  /** The action button's background: the theme's primary colour. */
  button: string;
  /** Text on the button: white or black, whichever reads on it (WCAG AA). */
  onButton: string;
  /** Links: the theme's link colour, or a shade of it that reads on the email's backgrounds. */
  link: string;
}

/** The page behind the message and its footer (layout.ts); the message itself is white. */
export const EMAIL_BACKGROUND = "#f4f4f6";

const PURE_WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };
const PURE_BLACK: Rgba = { r: 0, g: 0, b: 0, a: 1 };
/** Mail apps blend nothing: a colour is shown opaque. */
const opaque = (color: Rgba): Rgba => ({ ...color, a: 1 });

/**
 * The theme's colours for an email, each checked for contrast: the button's text is the
 * theme's white or black where it reads on the primary colour, else pure white or black (one
 * of which always reaches 4.5:1); links take the darker shade of the link colour that reads on
 * the grey footer, so they read on the white message too.
 */
export function emailColours(theme: Theme | null | undefined): EmailColours {
  const colors = resolveThemeColors(theme?.colors);
  const button = opaque(colors.primary);
  let onButton = opaque(textOn(button, colors.white, colors.black));
  if (contrast(onButton, button) < TEXT_CONTRAST) onButton = textOn(button, PURE_WHITE, PURE_BLACK);
  const link = readableOn(opaque(colors.link), parseHexColor(EMAIL_BACKGROUND));
  return { button: formatHex(button), onButton: formatHex(onButton), link: formatHex(link) };
}

/** The action's button: a link styled as one, since mail apps drop stylesheets. */
export function buttonHtml(href: string, label: string, colours: EmailColours): string {
  const style = [
    "display:inline-block",
    "padding:12px 20px",
    "border-radius:4px",
    `border:2px solid ${colours.button}`,
    `background:${colours.button}`,
    `color:${colours.onButton}`,
    "font-weight:bold",
    "text-decoration:none",
  ].join(";");
  return `<p style="margin:24px 0"><a href="${href}" style="${style}">${label}</a></p>`;
}

/** A paragraph marked as the email's action (templates/parts.ts), with its link and label. */
const ACTION = /<p data-action>\s*<a href="([^"]*)">([\s\S]*?)<\/a>\s*<\/p>/g;
/** An opening link tag: what comes before its style, the style, and what comes after. */
const LINK = /<a\b((?:(?!\sstyle=)[^>])*)(?:\sstyle="([^"]*)")?([^>]*)>/g;

/**
 * A merged body in the theme's colours: its action paragraph becomes a button and every other
 * link takes the link colour. Merge values are escaped, so no value can fake an action.
 */
export function paintBody(html: string, colours: EmailColours): string {
  const buttons = html.replace(ACTION, (_paragraph, href: string, label: string) =>
    buttonHtml(href, label, colours),
  );
  return buttons.replace(LINK, (tag, before: string, style = "", after: string) =>
    style.startsWith("display:inline-block")
      ? tag
      : `<a${before} style="${[`color:${colours.link}`, style].filter(Boolean).join(";")}"${after}>`,
  );
}
