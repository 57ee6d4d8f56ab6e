/**
 * An allow-list HTML sanitiser for the rich text admins put in forms (`content` components,
 * written in form.io's editor). It does not clean the input: it reads tags and text, and
 * writes a new document from scratch with only the allowed tags and attributes, every text
 * and attribute value escaped. Whatever it misreads can only come out as harmless text or
 * allowed markup, never as a script, an event handler, a style or a `javascript:` link.
 * No DOM is needed, so it runs the same in the browser and on the server.
 */

const ALLOWED_TAGS = new Set([
  "a",
  "abbr",
  "b",
  "blockquote",
  "br",
  "cite",
  "code",
  "div",
  "em",
  "figcaption",
  "figure",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "hr",
  "i",
  "img",
  "li",
  "ol",
  "p",
  "pre",
  "q",
  "s",
  "small",
  "span",
  "strong",
  "sub",
  "sup",
  "u",
  "ul",
]);
const VOID_TAGS = new Set(["br", "hr", "img"]);
/** Elements dropped with everything in them: code, styles, embedded documents, form parts. */
const DROPPED_WITH_CONTENT = new Set([
  "applet",
  "embed",
  "frame",
  "frameset",
  "head",
  "iframe",
  "math",
  "noembed",
  "noframes",
  "noscript",
  "object",
  "plaintext",
  "script",
  "select",
  "style",
  "svg",
  "template",
  "textarea",
  "title",
  "xmp",
]);
const GLOBAL_ATTRIBUTES = new Set(["title", "lang", "dir"]);
const TAG_ATTRIBUTES: Record<string, Set<string>> = {
  a: new Set(["href"]),
  img: new Set(["src", "alt", "width", "height"]),
};
const LINK_SCHEMES = new Set(["http", "https", "mailto", "tel"]);
const IMAGE_SCHEMES = new Set(["http", "https"]);

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
  shy: "\u00ad",
  copy: "©",
  reg: "®",
  euro: "€",
  pound: "£",
  hellip: "…",
  mdash: "—",
  ndash: "–",
  lsquo: "‘",
  rsquo: "’",
  ldquo: "“",
  rdquo: "”",
  laquo: "«",
  raquo: "»",
  bdquo: "„",
};

const ENTITY = /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([a-zA-Z][a-zA-Z0-9]{1,31}));?/g;
const TAG = /<(\/?)([a-zA-Z][^\s/>]*)/y;
const ATTRIBUTE = /[\s/]*([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]*)))?/y;
const TAG_END = /[\s/]*>/y;

function codePoint(value: number): string {
  const valid = value > 0 && value <= 0x10ffff && (value < 0xd800 || value > 0xdfff);
  return String.fromCodePoint(valid ? value : 0xfffd);
}

/** Character references decoded: `&#106;avascript:` must be seen as `javascript:`. */
function decodeEntities(text: string): string {
  return text.replace(ENTITY, (whole, decimal?: string, hex?: string, name?: string) => {
    if (decimal) return codePoint(Number(decimal));
    if (hex) return codePoint(parseInt(hex, 16));
    return name && Object.hasOwn(NAMED_ENTITIES, name) ? NAMED_ENTITIES[name]! : whole;
  });
}

function escapeText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function escapeAttribute(text: string): string {
  return escapeText(text).replace(/"/g, "&quot;");
}

/**
 * The URL if its scheme is allowed (or it has none: a relative link), cleaned as browsers
 * read it: tabs and newlines anywhere and control characters at the ends do not count.
 */
function safeUrl(value: string, schemes: Set<string>): string | undefined {
  // eslint-disable-next-line no-control-regex -- the control characters are the point
  const url = value.replace(/[\t\n\r]/g, "").replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, "");
  const scheme = /^([^:/?#]*):/.exec(url)?.[1];
  if (scheme === undefined) return url;
  return schemes.has(scheme.toLowerCase()) ? url : undefined;
}

function attributesOf(tag: string, found: Map<string, string>): string | undefined {
  const kept: [string, string][] = [];
  for (const [name, value] of found) {
    if (!GLOBAL_ATTRIBUTES.has(name) && !TAG_ATTRIBUTES[tag]?.has(name)) continue;
    if (name === "href" || name === "src") {
      const url = safeUrl(value, name === "src" ? IMAGE_SCHEMES : LINK_SCHEMES);
      if (url !== undefined) kept.push([name, url]);
    } else if (name === "width" || name === "height") {
      if (/^\d{1,4}$/.test(value)) kept.push([name, value]);
    } else {
      kept.push([name, value]);
    }
  }
  if (tag === "img" && !kept.some(([name]) => name === "src")) return undefined;
  if (tag === "a" && kept.some(([name, value]) => name === "href" && /^https?:/i.test(value))) {
    // Links out open beside the form, which keeps the reader's answers (and leaves a frame).
    kept.push(["target", "_blank"], ["rel", "noopener noreferrer"]);
  }
  return kept.map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`).join("");
}

/** Safe HTML with the formatting of `html`: see the module's comment for what is kept. */
export function sanitizeHtml(html: string): string {
  const out: string[] = [];
  const open: string[] = [];
  let index = 0;
  const text = (end: number) => {
    if (end > index) out.push(escapeText(decodeEntities(html.slice(index, end))));
    index = end;
  };
  const skipPast = (marker: string) => {
    const end = html.indexOf(marker, index);
    index = end < 0 ? html.length : end + marker.length;
  };

  while (index < html.length) {
    const lt = html.indexOf("<", index);
    if (lt < 0) {
      text(html.length);
      break;
    }
    text(lt);
    if (html.startsWith("<!--", index)) {
      skipPast("-->");
      continue;
    }
    TAG.lastIndex = index;
    const tag = TAG.exec(html);
    if (!tag) {
      if (/^<[!?/]/.test(html.slice(index, index + 2))) {
        skipPast(">"); // a doctype, a processing instruction or a broken end tag
      } else {
        out.push("&lt;");
        index += 1;
      }
      continue;
    }
    const closing = tag[1] === "/";
    const name = tag[2]!.toLowerCase();
    index = TAG.lastIndex;

    const attributes = new Map<string, string>();
    let ended = false;
    while (index < html.length) {
      TAG_END.lastIndex = index;
      if (TAG_END.test(html)) {
        index = TAG_END.lastIndex;
        ended = true;
        break;
      }
      ATTRIBUTE.lastIndex = index;
      const attribute = ATTRIBUTE.exec(html);
      if (!attribute) {
        index += 1; // a stray quote or equals sign: browsers skip it too
        continue;
      }
      index = ATTRIBUTE.lastIndex;
      const attributeName = attribute[1]!.toLowerCase();
      if (!attributes.has(attributeName)) {
        const value = attribute[2] ?? attribute[3] ?? attribute[4] ?? "";
        attributes.set(attributeName, decodeEntities(value));
      }
    }
    // A tag left open at the end is dropped, as browsers do.
    if (!ended) break;

    if (closing) {
      const at = open.lastIndexOf(name);
      if (at >= 0) {
        for (const element of open.splice(at).reverse()) out.push(`</${element}>`);
      }
    } else if (DROPPED_WITH_CONTENT.has(name)) {
      const end = new RegExp(`</${name}[\\s/>]`, "ig");
      end.lastIndex = index;
      const found = end.exec(html);
      index = found ? found.index : html.length;
      if (found) skipPast(">");
    } else if (ALLOWED_TAGS.has(name)) {
      const kept = attributesOf(name, attributes);
      if (kept !== undefined) {
        out.push(`<${name}${kept}>`);
        if (!VOID_TAGS.has(name)) open.push(name);
      }
    }
  }
  for (const element of open.reverse()) out.push(`</${element}>`);
  return out.join("");
}
