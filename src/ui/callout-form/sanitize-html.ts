import {
  ATTRIBUTE_BREAKOUT,
  ATTRIBUTE_VALUES,
  cleanUrl,
  DROPPED_WITH_CONTENT,
  GLOBAL_ATTRIBUTES,
  IMAGE_SCHEMES,
  LINK_OUT_ATTRIBUTES,
  LINK_SCHEMES,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_TAGS,
  schemeOf,
  VOID_TAGS,
} from "@core/sanitize/allow-list";

/**
 * The rich text admins write (callout intros and thanks, `content` components, join and
 * profile texts), cleaned in the browser on the one allow-list of src/core/sanitize. The
 * server cleans with DOMPurify; the frames cannot carry it within their size budget, so here
 * the browser's own parser reads the HTML into an inert document (no script runs, no image
 * loads), exactly as the page would read it, and a new document is written from scratch with
 * only the allowed tags and attributes, every text and attribute value escaped. Whatever is
 * not on the list can only come out as text, never as a script, an event handler, a style or
 * a `javascript:` link. sanitize-html.fuzz.test.ts holds it to DOMPurify on random HTML.
 */

const ALLOWED_TAGS = new Set(RICH_TEXT_TAGS);
const VOID = new Set(VOID_TAGS);
const DROPPED = new Set(DROPPED_WITH_CONTENT);

function escapeText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** The URL if its scheme is allowed (or it has none: a relative link). */
function safeUrl(value: string, schemes: RegExp): string | undefined {
  const url = cleanUrl(value);
  const scheme = schemeOf(url);
  return scheme === undefined || schemes.test(scheme) ? url : undefined;
}

/** The allowed attributes of `element` as ` name="value"` text; undefined drops the element. */
function attributesOf(tag: string, element: Element): string | undefined {
  const kept: (readonly [string, string])[] = [];
  for (const name of [...(RICH_TEXT_ATTRIBUTES[tag] ?? []), ...GLOBAL_ATTRIBUTES]) {
    const value = element.getAttribute(name)?.trim();
    if (value === undefined || ATTRIBUTE_BREAKOUT.test(value)) continue;
    const safe =
      name === "href" || name === "src"
        ? safeUrl(value, name === "src" ? IMAGE_SCHEMES : LINK_SCHEMES)
        : (ATTRIBUTE_VALUES[name]?.test(value) ?? true)
          ? value
          : undefined;
    if (safe !== undefined) kept.push([name, safe]);
  }
  if (tag === "img" && !kept.some(([name]) => name === "src")) return undefined;
  if (tag === "a" && kept.some(([name, value]) => name === "href" && /^https?:/i.test(value))) {
    kept.push(...LINK_OUT_ATTRIBUTES);
  }
  return kept
    .map(([name, value]) => ` ${name}="${escapeText(value).replace(/"/g, "&quot;")}"`)
    .join("");
}

function write(node: Node, out: string[]): void {
  for (const child of node.childNodes) {
    if (child.nodeType === Node.TEXT_NODE) {
      out.push(escapeText(child.textContent ?? ""));
      continue;
    }
    if (child.nodeType !== Node.ELEMENT_NODE) continue; // comments, processing instructions
    const element = child as Element;
    const tag = element.localName;
    if (DROPPED.has(tag)) continue;
    const attributes = ALLOWED_TAGS.has(tag) ? attributesOf(tag, element) : undefined;
    if (attributes === undefined) {
      write(element, out); // an element off the list keeps its text
      continue;
    }
    out.push(`<${tag}${attributes}>`);
    if (!VOID.has(tag)) {
      write(element, out);
      out.push(`</${tag}>`);
    }
  }
}

/** Safe HTML with the formatting of `html`: see the module's comment for what is kept. */
export function sanitizeHtml(html: string): string {
  // Read as the page reads it: in standards mode, from inside the body (so white space the
  // text starts with stays, as it does in an element).
  const document = new DOMParser().parseFromString(`<!doctype html><body>${html}`, "text/html");
  const out: string[] = [];
  write(document.body, out);
  return out.join("");
}
