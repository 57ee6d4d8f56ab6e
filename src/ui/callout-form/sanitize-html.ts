/**
 * An allow-list HTML sanitiser for the rich text admins write (callout intros and thanks,
 * `content` components, the newsletter text). The browser's own parser reads the HTML into an
 * inert document (no script runs, no image loads), so entities, broken tags and nesting are
 * read exactly as the page would read them; then a new document is written from scratch with
 * only the allowed tags and attributes, every text and attribute value escaped. Whatever is
 * not on the list can only come out as text, never as a script, an event handler, a style or
 * a `javascript:` link.
 */

const ALLOWED_TAGS = new Set(
  (
    "a abbr b blockquote br cite code div em figcaption figure h1 h2 h3 h4 h5 h6 hr i img li " +
    "ol p pre q s small span strong sub sup u ul"
  ).split(" "),
);
const VOID_TAGS = new Set(["br", "hr", "img"]);
/** Elements dropped with everything in them: code, styles, embedded documents, form parts. */
const DROPPED_WITH_CONTENT = new Set(
  (
    "applet embed frame frameset head iframe math noembed noframes noscript object plaintext " +
    "script select style svg template textarea title xmp"
  ).split(" "),
);
const ATTRIBUTES: Record<string, string[]> = {
  a: ["href"],
  img: ["src", "alt", "width", "height"],
};
const GLOBAL_ATTRIBUTES = ["title", "lang", "dir"];
const LINK_SCHEMES = /^(?:https?|mailto|tel)$/i;
const IMAGE_SCHEMES = /^https?$/i;

function escapeText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/**
 * The URL if its scheme is allowed (or it has none: a relative link), cleaned as browsers
 * read it: tabs and newlines anywhere and control characters at the ends do not count.
 */
function safeUrl(value: string, schemes: RegExp): string | undefined {
  // eslint-disable-next-line no-control-regex -- the control characters are the point
  const url = value.replace(/[\t\n\r]/g, "").replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, "");
  const scheme = /^([^:/?#]*):/.exec(url)?.[1];
  return scheme === undefined || schemes.test(scheme) ? url : undefined;
}

/** The allowed attributes of `element` as ` name="value"` text; undefined drops the element. */
function attributesOf(tag: string, element: Element): string | undefined {
  const kept: [string, string][] = [];
  for (const name of [...(ATTRIBUTES[tag] ?? []), ...GLOBAL_ATTRIBUTES]) {
    const value = element.getAttribute(name);
    if (value === null) continue;
    const safe =
      name === "href" || name === "src"
        ? safeUrl(value, name === "src" ? IMAGE_SCHEMES : LINK_SCHEMES)
        : (name !== "width" && name !== "height") || /^\d{1,4}$/.test(value)
          ? value
          : undefined;
    if (safe !== undefined) kept.push([name, safe]);
  }
  if (tag === "img" && !kept.some(([name]) => name === "src")) return undefined;
  if (tag === "a" && kept.some(([name, value]) => name === "href" && /^https?:/i.test(value))) {
    // Links out open beside the form, which keeps the reader's answers (and leaves a frame).
    kept.push(["target", "_blank"], ["rel", "noopener noreferrer"]);
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
    if (DROPPED_WITH_CONTENT.has(tag)) continue;
    const attributes = ALLOWED_TAGS.has(tag) ? attributesOf(tag, element) : undefined;
    if (attributes === undefined) {
      write(element, out); // an element off the list keeps its text: `<font>red</font>` → `red`
      continue;
    }
    out.push(`<${tag}${attributes}>`);
    if (!VOID_TAGS.has(tag)) {
      write(element, out);
      out.push(`</${tag}>`);
    }
  }
}

/** Safe HTML with the formatting of `html`: see the module's comment for what is kept. */
export function sanitizeHtml(html: string): string {
  const document = new DOMParser().parseFromString(html, "text/html");
  const out: string[] = [];
  write(document.body, out);
  return out.join("");
}
