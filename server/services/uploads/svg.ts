import type { DOMPurify } from "dompurify";
import {
  SVG_ATTRIBUTES,
  SVG_ELEMENTS,
  SVG_FRAGMENT,
  SVG_RASTER_DATA_URI,
  SVG_UNWRAPPED,
} from "@core/sanitize/svg-allow-list";
import { unsupportedFileType } from "./errors";

/*
 * SVG uploads are sanitised, not refused: drawing programs (Inkscape, Illustrator) add editor
 * metadata, `<switch>` fallbacks and links that a refuse-anything-unknown rule would turn away,
 * although the drawing itself is harmless. The file is parsed as XML (jsdom), cleaned by
 * DOMPurify on src/core/sanitize's allow-list, and written out again from the cleaned tree, so
 * nothing the list does not name can reach the stored file. What cannot be parsed with
 * certainty (a DOCTYPE declaring entities, unknown entities, malformed markup) is refused.
 * jsdom takes a moment to load, so it loads on the first SVG, not when the server starts.
 */

const SVG_NAMESPACE = "http://www.w3.org/2000/svg";
const XLINK_NAMESPACE = "http://www.w3.org/1999/xlink";
const XMLNS_NAMESPACE = "http://www.w3.org/2000/xmlns/";
const PARSE_ERROR_NAMESPACE = "http://www.mozilla.org/newlayout/xml/parsererror.xml";

const MAX_DEPTH = 200;
/** Editor prefixes left undeclared (`rdf:`, `sodipodi:`) declared for parsing, at most. */
const MAX_UNDECLARED_PREFIXES = 10;

/**
 * CSS that may fetch something or hide a fetch: @import, fonts, image-set, escapes (which can
 * spell any of these), protocol-relative or absolute addresses, old script hooks.
 */
const UNSAFE_CSS =
  /@import|@font-face|image-set|expression\s*\(|javascript:|-moz-binding|behavior\s*:|\\|\/\//i;

/** Every `url(…)` must point inside the file: `url(#id)`. */
function urlsAreLocal(value: string): boolean {
  const urls = value.match(/url\s*\(\s*['"]?[^'")\s]*/gi) ?? [];
  return urls.every((url) => /url\s*\(\s*['"]?#/i.test(url));
}

function isSafeCss(css: string): boolean {
  return !UNSAFE_CSS.test(css) && urlsAreLocal(css);
}

function refuse(detail: string): never {
  throw unsupportedFileType(`the SVG ${detail}`);
}

/** Whether an attribute of an allowed element keeps its value. */
function keepAttribute(element: string, name: string, value: string): boolean {
  if (!SVG_ATTRIBUTES.has(name)) return false;
  if (name === "href" || name === "xlink:href") {
    const target = value.trim();
    return SVG_FRAGMENT.test(target) || (element === "image" && SVG_RASTER_DATA_URI.test(target));
  }
  // Presentation attributes are CSS values too (`fill="url(…)"`), escapes and all.
  return isSafeCss(value);
}

function isElement(node: Node): node is Element {
  return node.nodeType === 1;
}

function configure(purify: DOMPurify): void {
  purify.setConfig({
    ALLOWED_TAGS: [...SVG_ELEMENTS],
    ALLOWED_ATTR: [...SVG_ATTRIBUTES],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    // XML keeps the case of names (`linearGradient`, `viewBox`), as the allow-list has them.
    PARSER_MEDIA_TYPE: "application/xhtml+xml",
    IN_PLACE: true,
  });
  purify.addHook("uponSanitizeElement", (node, data) => {
    if (!isElement(node)) return;
    const allowed = SVG_ELEMENTS.has(data.tagName) && node.namespaceURI === SVG_NAMESPACE;
    // Anything else goes with its content, but for a link's or a `<switch>`'s shapes, which
    // DOMPurify keeps in its place.
    if (!allowed && !SVG_UNWRAPPED.has(data.tagName)) node.remove();
    else if (data.tagName === "style" && !isSafeCss(node.textContent ?? "")) node.remove();
  });
  purify.addHook("uponSanitizeAttribute", (node, data) => {
    if (!keepAttribute(node.localName, data.attrName, data.attrValue)) data.keepAttr = false;
  });
  purify.addHook("afterSanitizeAttributes", (node) => {
    if (node.localName === "style") {
      for (const attribute of [...node.attributes]) node.removeAttributeNode(attribute);
    }
  });
}

interface Purifier {
  purify: DOMPurify;
  window: Window & typeof globalThis;
}

let purifier: Promise<Purifier> | undefined;

function purifierNow(): Promise<Purifier> {
  purifier ??= (async () => {
    const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([
      import("jsdom"),
      import("dompurify"),
    ]);
    const window = new JSDOM("").window as unknown as Window & typeof globalThis;
    const purify = createDOMPurify(window);
    configure(purify);
    return { purify, window };
  })();
  return purifier;
}

/** The start tag of the root element with `declarations` added, for a second parse. */
function declaring(source: string, declarations: string): string {
  return source.replace(/<svg(?=[\s/>])/, `<svg ${declarations}`);
}

/**
 * The file parsed as XML, strictly: a parse error, an entity XML does not define or a root
 * other than `<svg>` is refused. Prefixes editors leave undeclared are declared (their
 * elements are then dropped as unknown), and a root without SVG's namespace is given it.
 */
function parse(window: Purifier["window"], source: string): Element {
  // A DOCTYPE's own entities can expand without bound or read other files.
  if (/<!DOCTYPE[^>]*\[|<!ENTITY/i.test(source)) {
    refuse("declares entities or other declarations");
  }
  const parser = new window.DOMParser();
  let text = source;
  let namespaceGiven = false;
  for (let attempt = 0; attempt <= MAX_UNDECLARED_PREFIXES; attempt++) {
    const root = parser.parseFromString(text, "image/svg+xml").documentElement;
    if (root.namespaceURI !== PARSE_ERROR_NAMESPACE) {
      if (root.localName !== "svg") refuse("does not have <svg> as its root element");
      if (root.namespaceURI === SVG_NAMESPACE) return root;
      if (root.namespaceURI !== null || namespaceGiven) {
        refuse("does not have <svg> as its root element");
      }
      namespaceGiven = true;
      text = declaring(text, `xmlns="${SVG_NAMESPACE}"`);
      continue;
    }
    const problem = root.textContent ?? "";
    const prefix = /unbound namespace prefix: "([\w.-]+)"/.exec(problem)?.[1];
    if (/entity/i.test(problem)) refuse("uses an entity XML does not define");
    if (!prefix) refuse(`is not well-formed XML (${problem.slice(0, 80).trim()})`);
    text = declaring(text, `xmlns:${prefix}="urn:agora:undeclared:${prefix}"`);
  }
  refuse("uses too many undeclared prefixes");
}

/**
 * What DOMPurify is given: no element nested deeper than MAX_DEPTH, CDATA as plain text, and
 * no comments or processing instructions (nothing a drawing needs).
 */
function prepare(window: Purifier["window"], node: Node, depth = 0): void {
  if (depth > MAX_DEPTH) refuse("nests elements too deeply");
  for (const child of [...node.childNodes]) {
    if (child.nodeType === window.Node.CDATA_SECTION_NODE) {
      child.replaceWith(child.textContent ?? "");
    } else if (
      child.nodeType === window.Node.COMMENT_NODE ||
      child.nodeType === window.Node.PROCESSING_INSTRUCTION_NODE
    ) {
      child.remove();
    } else if (child.nodeType === window.Node.ELEMENT_NODE) {
      prepare(window, child, depth + 1);
    }
  }
}

/** The root with SVG's namespaces declared first, so every `xlink:` attribute uses them. */
function declareNamespaces(root: Element): void {
  const kept = [...root.attributes].map((attribute) => ({
    namespace: attribute.namespaceURI,
    name: attribute.name,
    value: attribute.value,
  }));
  for (const attribute of [...root.attributes]) root.removeAttributeNode(attribute);
  root.setAttributeNS(XMLNS_NAMESPACE, "xmlns", SVG_NAMESPACE);
  root.setAttributeNS(XMLNS_NAMESPACE, "xmlns:xlink", XLINK_NAMESPACE);
  for (const { namespace, name, value } of kept) root.setAttributeNS(namespace, name, value);
}

/** Whether bytes look like an SVG (or other XML) document rather than a binary image. */
export function looksLikeSvg(bytes: Buffer): boolean {
  const start = bytes
    .subarray(0, 1024)
    .toString("utf8")
    .replace(/^\uFEFF/, "")
    .trimStart();
  return /^<(\?xml|svg[\s>/]|!--|!DOCTYPE\s+svg)/i.test(start);
}

/**
 * The SVG with everything outside the allow-lists removed: scripts, event handlers,
 * foreignObject, animation, links out of the file, and CSS that fetches. Elements keep SVG's
 * namespace, so none can turn into HTML.
 */
export async function sanitiseSvg(bytes: Buffer): Promise<Buffer> {
  const { purify, window } = await purifierNow();
  const source = new TextDecoder("utf-8", { fatal: false }).decode(bytes).replace(/^\uFEFF/, "");
  const root = parse(window, source);
  prepare(window, root);
  purify.sanitize(root);
  declareNamespaces(root);
  return Buffer.from(new window.XMLSerializer().serializeToString(root), "utf8");
}
