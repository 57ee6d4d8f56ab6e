import { DOMParser as ContentParser, type Mark, type Node } from "prosemirror-model";
import { opensOutside } from "./links";
import { schema } from "./schema";

const parser = ContentParser.fromSchema(schema);

/**
 * A document of the editor from HTML, keeping only what the editor can hold (see `schema`).
 * Spaces inside text stay as they were typed, so a text saved and opened again is the same.
 */
export function fromHtml(html: string): Node {
  // An inert document: nothing in it runs or loads.
  const body = new DOMParser().parseFromString(html, "text/html").body;
  return parser.parse(body, { preserveWhitespace: true });
}

/** As the sanitiser escapes text: it reads the same back. */
function escapeText(text: string): string {
  return (
    text
      // The HTML parser drops NUL characters, and a line break in HTML text reads as a
      // space: write what it would read.
      .replace(/\0/g, "")
      .replace(/\r\n?|\n/g, " ")
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
  );
}

function attribute(name: string, value: string): string {
  return ` ${name}="${escapeText(value).replace(/"/g, "&quot;")}"`;
}

function openTag(mark: Mark): string {
  if (mark.type === schema.marks.link) {
    const href = mark.attrs.href as string;
    // What the sanitiser adds to links out, in its order, so it finds nothing to change.
    const outside = opensOutside(href)
      ? `${attribute("target", "_blank")}${attribute("rel", "noopener noreferrer")}`
      : "";
    return `<a${attribute("href", href)}${outside}>`;
  }
  return mark.type === schema.marks.strong ? "<strong>" : "<em>";
}

function closeTag(mark: Mark): string {
  if (mark.type === schema.marks.link) return "</a>";
  return mark.type === schema.marks.strong ? "</strong>" : "</em>";
}

function leaf(node: Node): string {
  if (node.isText) return escapeText(node.text ?? "");
  if (node.type === schema.nodes.hard_break) return "<br>";
  const { src, alt, width, height } = node.attrs as Record<string, string | null>;
  const attributes = Object.entries({ src, alt, width, height })
    .filter((entry): entry is [string, string] => entry[1] !== null)
    .map(([name, value]) => attribute(name, value))
    .join("");
  return `<img${attributes}>`;
}

/** Inline content, marks opened and closed so that runs sharing a mark share its element. */
function inline(parent: Node): string {
  let out = "";
  const open: Mark[] = [];
  parent.forEach((child) => {
    const marks = child.marks;
    let kept = 0;
    while (kept < open.length && kept < marks.length && open[kept]!.eq(marks[kept]!)) kept += 1;
    while (open.length > kept) out += closeTag(open.pop()!);
    for (const mark of marks.slice(kept)) {
      out += openTag(mark);
      open.push(mark);
    }
    out += leaf(child);
  });
  while (open.length > 0) out += closeTag(open.pop()!);
  return out;
}

function blocks(parent: Node): string {
  let out = "";
  parent.forEach((child) => {
    out += block(child);
  });
  return out;
}

function block(node: Node): string {
  switch (node.type) {
    case schema.nodes.paragraph:
      return `<p>${inline(node)}</p>`;
    case schema.nodes.heading: {
      const tag = `h${node.attrs.level as number}`;
      return `<${tag}>${inline(node)}</${tag}>`;
    }
    case schema.nodes.blockquote:
      return `<blockquote>${blocks(node)}</blockquote>`;
    case schema.nodes.bullet_list:
      return `<ul>${blocks(node)}</ul>`;
    case schema.nodes.ordered_list:
      return `<ol>${blocks(node)}</ol>`;
    case schema.nodes.list_item: {
      // A list item's first paragraph goes without <p>, as lists are written by hand, when
      // it would be read back the same: outside <p> the parser skips text of spaces alone.
      const first = node.firstChild!;
      const lead = first.firstChild;
      const bare = lead
        ? !lead.isText || /[^ \t\r\n\f\0]/.test(lead.text ?? "")
        : node.childCount === 1;
      let out = "";
      node.forEach((child, _offset, index) => {
        out += index === 0 && bare ? inline(child) : block(child);
      });
      return `<li>${out}</li>`;
    }
    default:
      return "";
  }
}

/** Whether a document holds nothing: one empty paragraph, as a cleared editor does. */
export function isEmptyDocument(doc: Node): boolean {
  const only = doc.childCount === 1 ? doc.firstChild : null;
  return only?.type === schema.nodes.paragraph && only.childCount === 0;
}

/**
 * The document as HTML in the form the sanitiser writes (its tags, attribute order and
 * escaping), so `sanitizeHtml(toHtml(doc)) === toHtml(doc)`; "" for an empty document.
 */
export function toHtml(doc: Node): string {
  return isEmptyDocument(doc) ? "" : blocks(doc);
}
