import {
  SVG_ATTRIBUTES,
  SVG_ELEMENTS,
  SVG_FRAGMENT,
  SVG_RASTER_DATA_URI,
  SVG_UNWRAPPED,
} from "../../../src/core/sanitize/svg-allow-list";
import { unsupportedFileType } from "./errors";

/*
 * SVG uploads are sanitised, not refused: drawing programs (Inkscape, Illustrator) add editor
 * metadata, `<switch>` fallbacks and links that a refuse-anything-unknown rule would turn away,
 * although the drawing itself is harmless. The file is parsed and written out again from the
 * parsed tree, keeping only the elements and attributes of src/core/sanitize's allow-list, so
 * nothing the list does not name can reach the stored file, whatever tricks the input plays.
 * What cannot be parsed with certainty (a DOCTYPE declaring entities, unknown entities,
 * malformed markup) is refused.
 */

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

interface Element {
  name: string;
  attributes: [string, string][];
  children: Node[];
}
type Node = Element | { text: string };

const MAX_DEPTH = 200;

function refuse(detail: string): never {
  throw unsupportedFileType(`the SVG ${detail}`);
}

const ENTITIES: Readonly<Record<string, string>> = {
  lt: "<",
  gt: ">",
  amp: "&",
  quot: '"',
  apos: "'",
};

/** Text with XML's predefined and numeric entities resolved; any other entity is refused. */
function decode(text: string): string {
  return text.replace(/&([^;&\s]{0,10});?/g, (match, name: string) => {
    if (!match.endsWith(";")) refuse("has a stray &");
    const known = ENTITIES[name];
    if (known !== undefined) return known;
    const code = /^#x([0-9a-fA-F]{1,6})$/.exec(name)?.[1] ?? /^#(\d{1,7})$/.exec(name)?.[1];
    const point = code === undefined ? NaN : parseInt(code, name.startsWith("#x") ? 16 : 10);
    if (!Number.isInteger(point) || point > 0x10ffff || point === 0) {
      refuse(`uses an entity XML does not define (&${name.slice(0, 20)};)`);
    }
    return String.fromCodePoint(point);
  });
}

const NAME = /[A-Za-z_][\w.:-]*/y;
const ATTRIBUTE = /\s+([A-Za-z_][\w.:-]*)\s*=\s*(?:"([^"<]*)"|'([^'<]*)')/y;
const TAG_END = /\s*(\/?)>/y;
const CLOSE_TAG = /<\/([A-Za-z_][\w.:-]*)\s*>/y;

/** Parses the XML of an SVG file into elements and text; comments and `<?…?>` are skipped. */
function parse(source: string): Element {
  const stack: Element[] = [{ name: "", attributes: [], children: [] }];
  let position = 0;
  const current = () => stack[stack.length - 1] as Element;
  const skipPast = (end: string, what: string) => {
    const index = source.indexOf(end, position);
    if (index < 0) refuse(`has an unterminated ${what}`);
    const inner = source.slice(position, index);
    position = index + end.length;
    return inner;
  };

  while (position < source.length) {
    const next = source.indexOf("<", position);
    const textEnd = next < 0 ? source.length : next;
    if (textEnd > position) {
      const text = source.slice(position, textEnd);
      if (stack.length === 1 && text.trim() !== "") refuse("has text outside its root element");
      current().children.push({ text: decode(text) });
      position = textEnd;
      continue;
    }
    if (source.startsWith("<!--", position)) {
      position += 4;
      skipPast("-->", "comment");
    } else if (source.startsWith("<![CDATA[", position)) {
      position += 9;
      current().children.push({ text: skipPast("]]>", "CDATA section") });
    } else if (source.startsWith("<?", position)) {
      position += 2;
      skipPast("?>", "processing instruction");
    } else if (/^<!DOCTYPE[^[>]*>/.test(source.slice(position, position + 1000))) {
      // Illustrator names SVG's public DTD, which nothing loads; harmless without entities.
      position += 2;
      skipPast(">", "DOCTYPE");
    } else if (source.startsWith("<!", position)) {
      // A DOCTYPE's own entities can expand without bound or read other files.
      refuse("declares entities or other declarations");
    } else if (source.startsWith("</", position)) {
      CLOSE_TAG.lastIndex = position;
      const match = CLOSE_TAG.exec(source);
      const open = current();
      if (!match || stack.length === 1 || match[1] !== open.name) refuse("has mismatched tags");
      stack.pop();
      position = CLOSE_TAG.lastIndex;
    } else {
      position = openTag(source, position + 1, stack);
    }
    if (stack.length === 1 && current().children.some((node) => "name" in node)) {
      // After the root element only whitespace, comments and processing instructions.
      const rest = source.slice(position).replace(/<!--[\s\S]*?-->|<\?[\s\S]*?\?>|\s/g, "");
      if (rest !== "") refuse("has content after its root element");
      break;
    }
  }
  const [document] = stack;
  if (stack.length !== 1 || !document) refuse("is cut short");
  const roots = document.children.filter((node): node is Element => "name" in node);
  const [root] = roots;
  if (!root || root.name !== "svg") refuse("does not have <svg> as its root element");
  return root;
}

/** Reads one start tag (after its `<`), pushing the element; returns where parsing goes on. */
function openTag(source: string, start: number, stack: Element[]): number {
  NAME.lastIndex = start;
  const name = NAME.exec(source)?.[0];
  if (!name) refuse("has malformed markup");
  let position = NAME.lastIndex;
  const attributes: [string, string][] = [];
  const seen = new Set<string>();
  for (;;) {
    ATTRIBUTE.lastIndex = position;
    const match = ATTRIBUTE.exec(source);
    if (!match) break;
    const [, attribute = "", double, single] = match;
    if (seen.has(attribute)) refuse("repeats an attribute");
    seen.add(attribute);
    attributes.push([attribute, decode(double ?? single ?? "")]);
    position = ATTRIBUTE.lastIndex;
  }
  TAG_END.lastIndex = position;
  const end = TAG_END.exec(source);
  if (!end) refuse("has malformed markup");
  const element: Element = { name, attributes, children: [] };
  (stack[stack.length - 1] as Element).children.push(element);
  if (end[1] !== "/") {
    if (stack.length > MAX_DEPTH) refuse("nests elements too deeply");
    stack.push(element);
  }
  return TAG_END.lastIndex;
}

function keepAttribute(element: string, name: string, value: string): boolean {
  if (!SVG_ATTRIBUTES.has(name)) return false;
  if (name === "href" || name === "xlink:href") {
    const target = value.trim();
    return SVG_FRAGMENT.test(target) || (element === "image" && SVG_RASTER_DATA_URI.test(target));
  }
  // Presentation attributes are CSS values too (`fill="url(…)"`), escapes and all.
  return isSafeCss(value);
}

function textOf(nodes: Node[]): string {
  return nodes.map((node) => ("text" in node ? node.text : textOf(node.children))).join("");
}

/** What is left of an element: itself, its children only (unwrapped), or nothing. */
function clean(node: Node): Node[] {
  if ("text" in node) return [node];
  if (SVG_UNWRAPPED.has(node.name)) return node.children.flatMap(clean);
  if (!SVG_ELEMENTS.has(node.name)) return [];
  if (node.name === "style") {
    const css = textOf(node.children);
    return isSafeCss(css) ? [{ name: "style", attributes: [], children: [{ text: css }] }] : [];
  }
  return [
    {
      name: node.name,
      attributes: node.attributes.filter(([name, value]) => keepAttribute(node.name, name, value)),
      children: node.children.flatMap(clean),
    },
  ];
}

const escapeText = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const escapeAttribute = (value: string) => escapeText(value).replace(/"/g, "&quot;");

function serialise(node: Node): string {
  if ("text" in node) return escapeText(node.text);
  const attributes = node.attributes
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join("");
  if (node.children.length === 0) return `<${node.name}${attributes}/>`;
  return `<${node.name}${attributes}>${node.children.map(serialise).join("")}</${node.name}>`;
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
 * foreignObject, animation, links out of the file, and CSS that fetches. The namespaces are
 * the SVG ones, whatever the input declared, so no element can turn into HTML.
 */
export function sanitiseSvg(bytes: Buffer): Buffer {
  const source = new TextDecoder("utf-8", { fatal: false }).decode(bytes).replace(/^\uFEFF/, "");
  const [root] = clean(parse(source));
  if (!root || "text" in root) refuse("is empty");
  root.attributes.unshift(
    ["xmlns", "http://www.w3.org/2000/svg"],
    ["xmlns:xlink", "http://www.w3.org/1999/xlink"],
  );
  return Buffer.from(serialise(root), "utf8");
}
