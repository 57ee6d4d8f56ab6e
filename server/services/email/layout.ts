import { htmlLang, type Locale } from "@core/i18n";
import { EMAIL_BACKGROUND, type EmailColours } from "./colours";
import { escapeHtml, htmlToText } from "./html";
import type { FooterWords } from "./templates";

/** A logo as emails show it: a PNG or other raster picture, with its size when known. */
export interface EmailLogo {
  url: string;
  width?: number;
  height?: number;
}

/** What the footer shows of the organisation; links are absolute, empty when not set. */
export interface Branding {
  organisationName: string;
  logo: EmailLogo | undefined;
  supportEmail: string;
  privacyLink: string;
  termsLink: string;
  impressumLink: string;
  colours: EmailColours;
}

/** The logo at most 240 × 48: at its own size when known (mail apps that ignore CSS need it). */
function logoHtml({ url, width, height }: EmailLogo, alt: string): string {
  const src = escapeHtml(url);
  if (width && height) {
    return `<img src="${src}" alt="${alt}" width="${width}" height="${height}" style="width:${width}px;height:${height}px;border:0">`;
  }
  return `<img src="${src}" alt="${alt}" height="48" style="height:48px;width:auto;max-width:240px;border:0">`;
}

/**
 * The masthead: the organisation's logo above the message, so the reader knows at a glance
 * who writes; empty without a logo (the footer names the organisation anyway).
 */
export function renderHeader(branding: Branding): string {
  return branding.logo ? logoHtml(branding.logo, escapeHtml(branding.organisationName)) : "";
}

/** The organisation's name, where to write to, and its legal pages. */
export function renderFooter(branding: Branding, words: FooterWords): string {
  const name = escapeHtml(branding.organisationName);
  const linkStyle = `color:${branding.colours.link}`;
  const parts: string[] = [];
  if (name) parts.push(`<p><strong>${name}</strong></p>`);
  if (branding.supportEmail) {
    const address = escapeHtml(branding.supportEmail);
    parts.push(
      `<p>${escapeHtml(words.questions)} <a href="mailto:${address}" style="${linkStyle}">${address}</a></p>`,
    );
  }
  const links = (
    [
      [branding.privacyLink, words.privacy],
      [branding.termsLink, words.terms],
      [branding.impressumLink, words.impressum],
    ] as const
  )
    .filter(([url]) => url)
    .map(
      ([url, label]) =>
        `<a href="${escapeHtml(url)}" style="${linkStyle}">${escapeHtml(label)}</a>`,
    );
  if (links.length > 0) parts.push(`<p>${links.join(" · ")}</p>`);
  return parts.join("\n");
}

export interface Document {
  locale: Locale;
  subject: string;
  /** The masthead (`renderHeader`), empty for none. */
  header: string;
  /** Merged HTML of the template's body. */
  body: string;
  footer: string;
}

/**
 * A whole HTML email: inline styles only (mail apps drop `<style>` and external CSS), one
 * centred column with the masthead above the message and a footer set apart from it. Narrow
 * outer margins leave a phone's width to the text; the message's paragraphs bring its top and
 * bottom space (8px + their 16px margin), so both are 24px as its sides are.
 */
export function renderHtml({ locale, subject, header, body, footer }: Document): string {
  const masthead = header ? `<div style="padding:0 24px 16px">${header}</div>\n` : "";
  return `<!doctype html>
<html lang="${escapeHtml(htmlLang(locale))}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background:${EMAIL_BACKGROUND}">
<div style="max-width:600px;margin:0 auto;padding:24px 8px;font-family:Helvetica,Arial,sans-serif;font-size:16px;line-height:1.5;color:#1f1f1f">
${masthead}<div style="background:#ffffff;padding:8px 24px;border-radius:4px">
${body}
</div>
<div style="padding:16px 24px;font-size:13px;color:#4a4a4a">
${footer}
</div>
</div>
</body>
</html>
`;
}

/** The plain-text part: the message, then the footer after a signature separator. */
export function renderText({ body, footer }: Pick<Document, "body" | "footer">): string {
  const message = htmlToText(body.replace(/<p data-html-only\b[^>]*>[\s\S]*?<\/p>/g, ""));
  const signature = htmlToText(footer);
  return signature ? `${message}\n\n-- \n${signature}\n` : `${message}\n`;
}
