import { Schema, type Mark, type TagParseRule } from "prosemirror-model";
import { safeHref, safeImageSrc } from "./links";

/** `font-weight` values that mean bold, as pasted text carries them in `style`. */
const BOLD = /^(?:bold(?:er)?|[6-9]\d\d)$/;
const isMark = (name: string) => (mark: Mark) => mark.type.name === name;

/** h1 is the page's title, so pasted headings land on the two levels the editor offers. */
const headingRules: TagParseRule[] = ["h1", "h2", "h3", "h4", "h5", "h6"].map((tag) => ({
  tag,
  attrs: { level: tag === "h1" || tag === "h2" ? 2 : 3 },
}));

/**
 * What staff can write: paragraphs, headings 2 and 3, quotes, bulleted and numbered lists, line
 * breaks, bold, italic and links; images only as they were in a text already (the toolbar adds
 * none, and pasted ones are dropped). The parse rules are the paste cleaning: anything else
 * (styles, classes, spans, tables, fonts) leaves only its text, in the nearest of these.
 */
export const schema = new Schema({
  nodes: {
    doc: { content: "block+" },
    paragraph: {
      group: "block",
      content: "inline*",
      parseDOM: [{ tag: "p" }],
      toDOM: () => ["p", 0],
    },
    heading: {
      group: "block",
      content: "inline*",
      attrs: { level: { default: 2, validate: "number" } },
      defining: true,
      parseDOM: headingRules,
      toDOM: (node) => [`h${node.attrs.level as number}`, 0],
    },
    blockquote: {
      group: "block",
      content: "block+",
      defining: true,
      parseDOM: [{ tag: "blockquote" }],
      toDOM: () => ["blockquote", 0],
    },
    bullet_list: {
      group: "block",
      content: "list_item+",
      parseDOM: [{ tag: "ul" }],
      toDOM: () => ["ul", 0],
    },
    ordered_list: {
      group: "block",
      content: "list_item+",
      parseDOM: [{ tag: "ol" }],
      toDOM: () => ["ol", 0],
    },
    list_item: {
      content: "paragraph block*",
      defining: true,
      parseDOM: [{ tag: "li" }],
      toDOM: () => ["li", 0],
    },
    text: { group: "inline" },
    hard_break: {
      group: "inline",
      inline: true,
      selectable: false,
      parseDOM: [{ tag: "br" }],
      toDOM: () => ["br"],
    },
    image: {
      group: "inline",
      inline: true,
      atom: true,
      draggable: false,
      attrs: {
        src: { validate: "string" },
        alt: { default: null },
        width: { default: null },
        height: { default: null },
      },
      parseDOM: [
        {
          tag: "img[src]",
          getAttrs: (dom) => {
            const src = safeImageSrc(dom.getAttribute("src") ?? "");
            if (src === undefined) return false;
            const size = (name: string) => {
              const value = dom.getAttribute(name);
              return value !== null && /^\d{1,4}$/.test(value) ? value : null;
            };
            return {
              src,
              alt: dom.getAttribute("alt"),
              width: size("width"),
              height: size("height"),
            };
          },
        },
      ],
      toDOM: (node) => ["img", node.attrs],
    },
  },
  // In this order, outermost first: a link holds its bold and italic words.
  marks: {
    link: {
      attrs: { href: { validate: "string" } },
      inclusive: false,
      parseDOM: [
        {
          tag: "a[href]",
          getAttrs: (dom) => {
            const href = safeHref(dom.getAttribute("href") ?? "");
            return href === undefined ? false : { href };
          },
        },
      ],
      toDOM: (mark) => ["a", { href: mark.attrs.href as string }, 0],
    },
    em: {
      parseDOM: [
        { tag: "em" },
        { tag: "i" },
        { style: "font-style=italic" },
        { style: "font-style=normal", clearMark: isMark("em") },
      ],
      toDOM: () => ["em", 0],
    },
    strong: {
      parseDOM: [
        { tag: "strong" },
        // Google Docs wraps a whole paste in <b style="font-weight:normal">.
        { tag: "b", getAttrs: (dom) => dom.style.fontWeight !== "normal" && null },
        { style: "font-weight=400", clearMark: isMark("strong") },
        { style: "font-weight=normal", clearMark: isMark("strong") },
        { style: "font-weight", getAttrs: (value) => BOLD.test(value) && null },
      ],
      toDOM: () => ["strong", 0],
    },
  },
});
