import { escapeHtml } from "./html";

/**
 * An allow-list sanitiser for the email bodies admins write (template overrides). The output is
 * written from scratch: only the tags and attributes below, every text and attribute value
 * escaped, tags balanced, so nothing else an admin (or a stolen admin session) sends can reach a
 * member's mail app or break out of the email's layout. The rich-text editor's HTML passes
 * through with its meaning intact; inline styles do not (the layout styles what it needs).
 */

const ALLOWED: Readonly<Record<string, readonly string[]>> = {
  a: ["href", "title"],
  b: [],
  blockquote: [],
  br: [],
  div: [],
  em: [],
  h1: [],
  h2: [],
  h3: [],
  h4: [],
  hr: [],
  i: [],
  img: ["src", "alt", "width", "height"],
  li: [],
  ol: [],
  // `data-html-only`: a paragraph the plain-text part leaves out (layout.ts).
  p: ["data-html-only"],
  s: [],
  span: [],
  strong: [],
  u: [],
  ul: [],
};
const VOID = new Set(["br", "hr", "img"]);
/** Elements dropped with everything in them. */
const DROPPED_WITH_CONTENT = new Set(
  (
    "applet audio canvas embed frame frameset head iframe math noembed noframes noscript object " +
    "plaintext script select style svg template textarea title video xmp"
  ).split(" "),
);

/** A merge tag at the start of a link: the sender fills in an address of its own. */
const MERGE_TAG_START = /^\*\|[A-Za-z0-9_-]{1,64}\|\*/;
const LINK_SCHEMES = /^(?:https?|mailto|tel):/i;
const IMAGE_SCHEMES = /^https?:/i;

const TOKEN = /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:[^<>"']|"[^"]*"|'[^']*')*)>/g;
const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

const NAMED: Readonly<Record<string, string>> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
};

/** Entities as a browser reads them in text and attributes, so checks see what it would see. */
function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, (entity, name: string) => {
    if (name.startsWith("#")) {
      const code =
        name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "";
    }
    return NAMED[name.toLowerCase()] ?? entity;
  });
}

/** An address as browsers read it (tabs, newlines and control characters do not count). */
function cleanUrl(value: string): string {
  // eslint-disable-next-line no-control-regex -- the control characters are the point
  return value.replace(/[\u0000-\u001f\u007f]/g, "").trim();
}

function safeAttribute(tag: string, name: string, raw: string): string | undefined {
  const value = decode(raw);
  if (name === "href") {
    const url = cleanUrl(value);
    return LINK_SCHEMES.test(url) || MERGE_TAG_START.test(url) ? url : undefined;
  }
  if (name === "src") {
    const url = cleanUrl(value);
    return IMAGE_SCHEMES.test(url) ? url : undefined;
  }
  if (name === "width" || name === "height") return /^\d{1,4}$/.test(value) ? value : undefined;
  if (name === "data-html-only") return tag === "p" ? "" : undefined;
  return value;
}

function openTag(tag: string, attributes: string): string {
  const allowed = ALLOWED[tag] ?? [];
  const kept: string[] = [];
  for (const [, rawName = "", double, single, bare] of attributes.matchAll(ATTRIBUTE)) {
    const name = rawName.toLowerCase();
    if (!allowed.includes(name) || kept.some((entry) => entry.startsWith(`${name}=`))) continue;
    const value = safeAttribute(tag, name, double ?? single ?? bare ?? "");
    if (value !== undefined) kept.push(`${name}="${escapeHtml(value)}"`);
  }
  if (tag === "a" && !kept.some((entry) => entry.startsWith("href="))) return "";
  if (tag === "img" && !kept.some((entry) => entry.startsWith("src="))) return "";
  return `<${[tag, ...kept].join(" ")}>`;
}

/** The body as HTML that holds only the allowed tags and attributes, balanced. */
export function sanitiseEmailHtml(html: string): string {
  const out: string[] = [];
  const open: string[] = [];
  /** Tags whose start was dropped (a link without an address): their end is dropped too. */
  const skipped: string[] = [];
  let at = 0;
  let droppingUntil: string | undefined;

  const text = (chunk: string) => {
    if (!droppingUntil && chunk) out.push(escapeHtml(decode(chunk)).replace(/&#39;/g, "'"));
  };

  for (const match of html.matchAll(TOKEN)) {
    text(html.slice(at, match.index));
    at = match.index + match[0].length;
    const [, slash, name] = match;
    if (!name) continue; // a comment
    const tag = name.toLowerCase();
    if (droppingUntil) {
      if (slash && tag === droppingUntil) droppingUntil = undefined;
      continue;
    }
    if (DROPPED_WITH_CONTENT.has(tag)) {
      if (!slash && !match[0].endsWith("/>")) droppingUntil = tag;
      continue;
    }
    if (!Object.hasOwn(ALLOWED, tag)) continue;
    if (slash) {
      const skippedAt = skipped.lastIndexOf(tag);
      if (!open.includes(tag) && skippedAt !== -1) {
        skipped.splice(skippedAt, 1);
        continue;
      }
      // Closing a tag closes the ones opened inside it; a stray end tag is dropped.
      if (!open.includes(tag)) continue;
      while (open.length > 0) {
        const last = open.pop();
        out.push(`</${last}>`);
        if (last === tag) break;
      }
      continue;
    }
    const start = openTag(tag, match[3] ?? "");
    if (!start) {
      skipped.push(tag);
      continue;
    }
    out.push(start);
    if (!VOID.has(tag)) open.push(tag);
  }
  text(html.slice(at));
  while (open.length > 0) out.push(`</${open.pop()}>`);
  return out.join("");
}
