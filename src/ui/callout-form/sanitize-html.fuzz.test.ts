// @vitest-environment jsdom
import createDOMPurify from "dompurify";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ATTRIBUTE_BREAKOUT,
  DROPPED_WITH_CONTENT,
  GLOBAL_ATTRIBUTES,
  LINK_OUT_ATTRIBUTES,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_TAGS,
} from "@core/sanitize/allow-list";
import { sanitizeHtml } from "./sanitize-html";

/**
 * The frames' sanitiser is ours (DOMPurify does not fit their size budget), so it is held to
 * DOMPurify on random HTML, malformed included: DOMPurify, given the same allow-list, must find
 * nothing to remove from what ours keeps, and ours must keep the text DOMPurify keeps.
 * `SAFE_FOR_XML` is off: it also drops any element whose text reads like markup (a paragraph
 * saying "type <b> for bold"), which ours keeps as escaped text, since what it writes is only
 * ever read as HTML; the attribute values that option drops, ours drops too (tested below).
 */
const purify = createDOMPurify(window);
const ALLOW_LIST = {
  SAFE_FOR_XML: false,
  ALLOWED_TAGS: [...RICH_TEXT_TAGS],
  ALLOWED_ATTR: [
    ...GLOBAL_ATTRIBUTES,
    ...Object.values(RICH_TEXT_ATTRIBUTES).flat(),
    ...LINK_OUT_ATTRIBUTES.map(([name]) => name),
  ],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  FORBID_CONTENTS: [...DROPPED_WITH_CONTENT],
  // DOMPurify's own rule for addresses, narrowed to the schemes the allow-list names.
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
};

/** HTML as the page's parser reads and writes it back. */
function normalised(html: string): string {
  const template = document.createElement("template");
  template.innerHTML = html;
  // DOMPurify may drop the white space the fragment starts with.
  return template.innerHTML.trim();
}

/** The text of `html`, its white space collapsed (the parsers may keep a space more or less). */
function textOf(html: string): string {
  const template = document.createElement("template");
  template.innerHTML = html;
  return (template.content.textContent ?? "").replace(/\s+/g, " ").trim();
}

/** The elements with their attributes, sorted, and the text of `html`. */
function partsOf(html: string): { elements: string[]; text: string } {
  const template = document.createElement("template");
  template.innerHTML = html;
  const elements = [...template.content.querySelectorAll("*")].map(
    (element) =>
      `${element.localName}${[...element.attributes].map(({ name, value }) => ` ${name}=${value}`).join("")}`,
  );
  return { elements: elements.sort(), text: textOf(html) };
}

const TAGS = [
  ...RICH_TEXT_TAGS,
  ...DROPPED_WITH_CONTENT,
  "font",
  "form",
  "button",
  "input",
  "option",
  "table",
  "tr",
  "td",
  "base",
  "meta",
  "link",
  "body",
  "html",
  "foreignobject",
  "desc",
  "mglyph",
  "malignmark",
  "annotation-xml",
];
const ATTRIBUTES = [
  "href",
  "src",
  "alt",
  "title",
  "lang",
  "dir",
  "width",
  "height",
  "target",
  "rel",
  "style",
  "class",
  "id",
  "onerror",
  "onclick",
  "onload",
  "srcdoc",
  "formaction",
  "xlink:href",
  "data-x",
  "is",
];
const VALUES = [
  "",
  "x",
  "12",
  "12px",
  "99999",
  "https://example.org/a?b=1&c=2",
  "/relative",
  "#top",
  "mailto:a@example.org",
  "javascript:alert(1)",
  " java\tscript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "\u0001javascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:x",
  "http:",
  '" onmouseover="alert(1)',
  "' onfocus='alert(1)",
  "</style><img src=x onerror=alert(1)>",
  "--><script>alert(1)</script>",
  "&quot;&lt;&amp;",
  "_blank",
];
const TEXTS = [
  "text",
  " ",
  "a < b & c > d",
  '"quoted"',
  "<!--",
  "-->",
  "]]>",
  "&amp;",
  "&lt;script&gt;",
  "\u00a0é✓",
  "\u2028",
];

/** Well-formed trees of any of those tags, attributes and texts. */
const tree: fc.Arbitrary<string> = fc.letrec<{ node: string }>((tie) => ({
  node: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.constantFrom(...TEXTS),
    fc
      .tuple(
        fc.constantFrom(...TAGS),
        fc.array(fc.tuple(fc.constantFrom(...ATTRIBUTES), fc.constantFrom(...VALUES)), {
          maxLength: 3,
        }),
        fc.array(tie("node"), { maxLength: 3 }),
      )
      .map(([tag, attributes, children]) => {
        const written = attributes
          .map(([name, value]) => ` ${name}="${value.replace(/"/g, "&quot;")}"`)
          .join("");
        return `<${tag}${written}>${children.join("")}</${tag}>`;
      }),
  ),
})).node;

/** Fragments glued in any order: unclosed tags, stray quotes, comments, foreign content. */
const malformed = fc
  .array(
    fc.constantFrom(
      "<",
      ">",
      "</",
      "/>",
      "<!--",
      "-->",
      "<![CDATA[",
      "]]>",
      '"',
      "'",
      "=",
      " onerror=alert(1) ",
      " href=javascript:alert(1) ",
      " src=https://example.org/a.png ",
      "<a href=",
      "<img src=x",
      "<svg>",
      "<math>",
      "<mtext>",
      "<style>",
      "</style>",
      "<script>",
      "</script>",
      "<noscript>",
      "<template>",
      "<textarea>",
      "<title>",
      "<xmp>",
      "<p>",
      "</p>",
      "<b>",
      "<i>",
      "<table>",
      "<select>",
      "<iframe srcdoc=",
      "alert(1)",
      "text",
      "&lt;",
      "&#x3C;",
    ),
    { maxLength: 25 },
  )
  .map((parts) => parts.join(""));

const html = fc.oneof(
  tree,
  malformed,
  fc.tuple(tree, malformed, tree).map((parts) => parts.join("")),
);

describe("sanitizeHtml against DOMPurify on random HTML", () => {
  it("keeps nothing DOMPurify would remove", () => {
    fc.assert(
      fc.property(html, (input) => {
        const ours = sanitizeHtml(input);
        // Read from inside a body, as ours writes it to be read.
        const again = purify.sanitize(ours, { ...ALLOW_LIST, FORCE_BODY: true });
        expect(normalised(again)).toBe(normalised(ours));
      }),
      { numRuns: 500 },
    );
  });

  it("keeps the text DOMPurify keeps", () => {
    fc.assert(
      fc.property(html, (input) => {
        // A frameset before any text or most elements makes DOMPurify's parser drop the whole
        // body; ours, reading from inside a body, ignores it as a page would.
        fc.pre(!/<frameset/i.test(input));
        // Both read in standards mode, as the page does (a fragment alone reads in quirks mode).
        const theirs = purify.sanitize(`<!doctype html><body>${input}`, ALLOW_LIST);
        expect(textOf(sanitizeHtml(input))).toBe(textOf(theirs));
      }),
      { numRuns: 500 },
    );
  });

  it("drops attribute values that would end a comment or a raw-text element", () => {
    fc.assert(
      fc.property(html, (input) => {
        const template = document.createElement("template");
        template.innerHTML = sanitizeHtml(input);
        for (const element of template.content.querySelectorAll("*")) {
          for (const { value } of element.attributes) expect(value).not.toMatch(ATTRIBUTE_BREAKOUT);
        }
      }),
      { numRuns: 500 },
    );
  });

  it("writes markup that reads back as the same elements, attributes and text", () => {
    // Reading it again may nest the elements otherwise (a heading left inside a heading once
    // the element between them is dropped), but never turns text into markup or adds a part.
    fc.assert(
      fc.property(html, (input) => {
        const ours = sanitizeHtml(input);
        expect(partsOf(sanitizeHtml(ours))).toEqual(partsOf(ours));
        expect(partsOf(normalised(ours))).toEqual(partsOf(ours));
      }),
      { numRuns: 500 },
    );
  });
});
