import { cleanUrl, IMAGE_SCHEMES, LINK_SCHEMES, schemeOf } from "@core/sanitize/allow-list";

/**
 * Link addresses as the sanitiser (src/ui/callout-form/sanitize-html.ts) keeps them, on the
 * allow-list of src/core/sanitize: cleaned the way browsers read them, and only http(s),
 * mailto and tel, or a relative address. An address cleaned here passes the sanitiser
 * unchanged.
 */

function withScheme(value: string, schemes: RegExp): string | undefined {
  const url = cleanUrl(value);
  if (url === "") return undefined;
  const scheme = schemeOf(url);
  return scheme === undefined || schemes.test(scheme) ? url : undefined;
}

/** A link's address as stored, or undefined for one the sanitiser would drop (or none). */
export function safeHref(value: string): string | undefined {
  return withScheme(value, LINK_SCHEMES);
}

/** An image's address as stored, or undefined for one the sanitiser would drop. */
export function safeImageSrc(value: string): string | undefined {
  return withScheme(value, IMAGE_SCHEMES);
}

/** Whether the sanitiser opens this link in a new tab (and so adds `target` and `rel`). */
export function opensOutside(href: string): boolean {
  return /^https?:/i.test(href);
}

/**
 * The address a person typed for a link, completed as they meant it: `example.org/page`
 * becomes `https://example.org/page` and `news@example.org` a mailto link; addresses on this
 * site (`/callouts`), anchors and full addresses stay. "unsafe" for a scheme links may not
 * use (`javascript:`), "empty" for nothing.
 */
export function hrefFromInput(text: string): string | "empty" | "unsafe" {
  const typed = text.trim();
  if (typed === "") return "empty";
  let href = typed;
  if (/^[^\s/:@?#]+@[^\s/:@?#]+\.[^\s/:@?#]+$/.test(typed)) href = `mailto:${typed}`;
  else if (/^(?:www\.|[^\s/:?#]+\.[a-z]{2,}(?:[/:?#]|$))/i.test(typed)) href = `https://${typed}`;
  return safeHref(href) ?? "unsafe";
}
