// @vitest-environment happy-dom
import { DOMParser as ContentParser } from "prosemirror-model";
import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "../callout-form/sanitize-html";
import { fromHtml, toHtml } from "./html";
import { schema } from "./schema";

/** What the editor keeps of some HTML, written back out. */
const kept = (html: string) => toHtml(fromHtml(html));

/** What the editor keeps of pasted HTML, as a paste reads it (whitespace collapsed). */
const pasted = (html: string) => {
  const body = new DOMParser().parseFromString(html, "text/html").body;
  return toHtml(ContentParser.fromSchema(schema).parse(body));
};

describe("toHtml and fromHtml", () => {
  it.each([
    "<p>Hello <strong>bold</strong> and <em>italic</em> words</p>",
    "<h2>Two</h2><h3>Three</h3><p>text</p>",
    "<ul><li>one</li><li>two<ul><li>nested</li></ul></li></ul><ol><li>first</li></ol>",
    "<ol><li>a<p>second paragraph</p></li></ol>",
    "<blockquote><p>quoted</p><ul><li>in a quote</li></ul></blockquote>",
    "<p>line<br>break</p>",
    '<p><a href="/callouts/x">inside</a> and <a href="https://example.org/?a=1&amp;b=2" target="_blank" rel="noopener noreferrer">out</a></p>',
    '<p><a href="mailto:a@example.org"><strong>mail</strong> <em>me</em></a></p>',
    '<p><img src="https://example.org/a.png" alt="A &quot;fox&quot;" width="200"></p>',
    "<p>Fish &amp; chips &lt;3 \u00a0€5</p>",
    "<p>  two  spaces  </p>",
    "",
  ])("keeps %s as it is, as the sanitiser does", (html) => {
    expect(kept(html)).toBe(html);
    expect(sanitizeHtml(html)).toBe(html);
  });

  it("writes an emptied editor as nothing", () => {
    expect(kept("<p></p>")).toBe("");
    expect(toHtml(schema.topNodeType.createAndFill()!)).toBe("");
    expect(kept("<p></p><p>x</p>")).toBe("<p></p><p>x</p>");
  });

  it("reads other writing into what the editor offers", () => {
    expect(kept("<h1>Title</h1><h4>Small</h4>")).toBe("<h2>Title</h2><h3>Small</h3>");
    expect(kept("<b>bold</b> <i>it</i>")).toBe("<p><strong>bold</strong> <em>it</em></p>");
    expect(kept("<ul><li><p>a</p></li></ul>")).toBe("<ul><li>a</li></ul>");
    expect(kept("<p>a</p>\n  <p>b</p>")).toBe("<p>a</p><p>b</p>");
  });

  it("drops what the sanitiser would, and every attribute it would not keep", () => {
    expect(kept('<p><a href="javascript:alert(1)">x</a></p>')).toBe("<p>x</p>");
    expect(kept('<p><img src="data:image/png;base64,AA" alt="x">y</p>')).toBe("<p>y</p>");
    expect(kept('<p><img src="/a.png" width="big" height="20" title="t"></p>')).toBe(
      '<p><img src="/a.png" height="20"></p>',
    );
    expect(kept('<p class="x" style="color:red" id="y" onclick="z()">x</p>')).toBe("<p>x</p>");
    expect(kept("<script>alert(1)</script><p>after</p>")).toBe("<p>after</p>");
  });

  it("writes text the HTML parser reads back the same", () => {
    const doc = schema.node("doc", null, [
      schema.node("paragraph", null, [schema.text('a\u0000b\r\nc\nd & <e> "f"')]),
    ]);
    const html = toHtml(doc);
    expect(html).toBe('<p>ab c d &amp; &lt;e&gt; "f"</p>');
    expect(sanitizeHtml(html)).toBe(html);
  });
});

describe("pasting", () => {
  it("keeps the formatting the editor offers and drops the rest", () => {
    expect(
      pasted(
        '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1"><p dir="ltr"><span style="font-weight:700">Bold</span><span style="font-weight:400"> plain </span><span style="font-style:italic">italic</span></p></b>',
      ),
    ).toBe("<p><strong>Bold</strong> plain <em>italic</em></p>");
  });

  it("takes Word's and web pages' markup down to text in paragraphs", () => {
    expect(
      pasted(
        '<html><head><style>p{color:red}</style></head><body><!--StartFragment--><p class=MsoNormal><span lang=EN-GB style="font-size:12pt">Dear <o:p></o:p>reader</span></p><table><tr><td>cell</td></tr></table><div>div text</div><font color="red">font</font><!--EndFragment--></body></html>',
      ),
    ).toBe("<p>Dear reader</p><p>cell</p><p>div text</p><p>font</p>");
  });

  it("keeps safe links, lists and headings", () => {
    expect(
      pasted(
        '<h1>News</h1><ul><li>one <a href="https://example.org" style="color:blue">link</a> <a href="javascript:x()">bad</a></li></ul>',
      ),
    ).toBe(
      '<h2>News</h2><ul><li>one <a href="https://example.org" target="_blank" rel="noopener noreferrer">link</a> bad</li></ul>',
    );
  });
});
