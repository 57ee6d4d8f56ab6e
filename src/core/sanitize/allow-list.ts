/**
 * The one allow-list for the HTML staff write: callout texts and content blocks, join and
 * profile texts, notices, comments and email bodies. The server cleans with DOMPurify on it
 * (server/lib/sanitise-html.ts); the frames, which cannot carry DOMPurify within their size
 * budget, clean on it with the browser's own parser (src/ui/callout-form/sanitize-html.ts).
 * Anything not named here comes out as text or not at all. Uploaded SVG drawings have lists of
 * their own beside this one (svg-allow-list.ts), which the frames never load.
 */

/** Formatting elements; an element off the list keeps its text: `<font>red</font>` → `red`. */
export const RICH_TEXT_TAGS: readonly string[] = (
  "a abbr b blockquote br cite code div em figcaption figure h1 h2 h3 h4 h5 h6 hr i img li " +
  "ol p pre q s small span strong sub sup u ul"
).split(" ");

/** Elements without content or an end tag. */
export const VOID_TAGS: readonly string[] = ["br", "hr", "img"];

/** Elements dropped with everything in them: code, styles, media, embedded documents, forms. */
export const DROPPED_WITH_CONTENT: readonly string[] = (
  "applet audio canvas embed frame frameset head iframe math noembed noframes noscript object " +
  "plaintext script select style svg template textarea title video xmp"
).split(" ");

/** Attributes by element, beside the global ones; never `style`, `class` or an `on…` handler. */
export const RICH_TEXT_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ["href"],
  img: ["src", "alt", "width", "height"],
};
export const GLOBAL_ATTRIBUTES: readonly string[] = ["title", "lang", "dir"];

/**
 * Marks only email bodies carry: `data-html-only` on a paragraph the plain-text part leaves
 * out (server/services/email/layout.ts).
 */
export const EMAIL_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  p: ["data-html-only"],
};

/**
 * An attribute value that would end a comment or a raw-text element were the markup ever read
 * as XML or inside one: dropped, as DOMPurify drops it.
 */
export const ATTRIBUTE_BREAKOUT =
  /(?:--!?|\])>|<\/(?:style|script|title|xmp|textarea|noscript|iframe|noembed|noframes)/i;

/** Schemes a link may use; an address without one is relative and stays on the site. */
export const LINK_SCHEMES = /^(?:https?|mailto|tel)$/i;
/** Schemes a picture may load from: never `data:` or `javascript:`. */
export const IMAGE_SCHEMES = /^https?$/i;

/**
 * The values an attribute other than an address may have, where its kinds are few: width and
 * height are whole pixels (a picture cannot be sized to cover the page), a direction is one of
 * three words, a language a tag such as `pt-BR`. Anything else drops the attribute.
 */
export const ATTRIBUTE_VALUES: Readonly<Record<string, RegExp>> = {
  width: /^\d{1,4}$/,
  height: /^\d{1,4}$/,
  dir: /^(?:ltr|rtl|auto)$/i,
  lang: /^[a-z]{2,3}(?:-[a-z0-9]{1,8}){0,3}$/i,
};

/** The attributes links out get: they open beside the page, which keeps the reader's form. */
export const LINK_OUT_ATTRIBUTES: readonly (readonly [string, string])[] = [
  ["target", "_blank"],
  ["rel", "noopener noreferrer"],
];

/**
 * A URL as browsers read it: tabs and newlines anywhere, and control characters and spaces at
 * the ends, do not count (so `java\tscript:` is `javascript:`).
 */
export function cleanUrl(value: string): string {
  // eslint-disable-next-line no-control-regex -- the control characters are the point
  return value.replace(/[\t\n\r]/g, "").replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, "");
}

/** The URL's scheme as written, or undefined for a relative address. */
export function schemeOf(url: string): string | undefined {
  return /^([^:/?#]*):/.exec(url)?.[1];
}
