import { describe, expect, it } from "vitest";
import { sanitiseEmailHtml } from "./sanitise";

describe("sanitiseEmailHtml", () => {
  it("keeps what the rich-text editor writes as it is", () => {
    const html =
      "<h2>Welcome</h2><p>Hello <strong>*|FNAME|*</strong>, <em>thank you</em>.<br>More</p>" +
      "<ul><li>One</li><li>Two</li></ul><ol><li>First</li></ol><blockquote><p>Quote</p></blockquote>" +
      '<p><a href="https://example.org/a?b=1&amp;c=2">Read</a> or <a href="*|LOGINLINK|*">log in</a></p>';
    expect(sanitiseEmailHtml(html)).toBe(html);
  });

  it("drops scripts, styles and embedded documents with what they hold", () => {
    expect(
      sanitiseEmailHtml(
        '<p>A</p><script>alert(1)</script><style>p{}</style><iframe src="x">in</iframe><p>B</p>',
      ),
    ).toBe("<p>A</p><p>B</p>");
    expect(sanitiseEmailHtml("<p>A<SCRIPT>alert(1)")).toBe("<p>A</p>");
  });

  it("drops event handlers, styles and unknown attributes, and links that run code", () => {
    expect(
      sanitiseEmailHtml(
        '<p onclick="x()" style="color:red" class="c">T</p><a href="javascript:alert(1)">J</a>' +
          '<a href="&#106;avascript:alert(1)">E</a><a href=" java\tscript:x">S</a><img src="data:x" alt="d">',
      ),
    ).toBe("<p>T</p>JES");
  });

  it("keeps a paragraph's html-only mark and safe image attributes", () => {
    expect(
      sanitiseEmailHtml(
        '<p data-html-only style="x">Copy</p><img src="https://example.org/l.png" alt="Logo" width="48" height="x">',
      ),
    ).toBe(
      '<p data-html-only="">Copy</p><img src="https://example.org/l.png" alt="Logo" width="48">',
    );
  });

  it("escapes text that is no allowed tag, so it shows as text", () => {
    expect(sanitiseEmailHtml("<p>1 < 2 & <custom>tags</custom> <b>ok</b></p>")).toBe(
      "<p>1 &lt; 2 &amp; tags <b>ok</b></p>",
    );
    expect(sanitiseEmailHtml('<p title="a&quot;b">x</p>')).toBe("<p>x</p>");
    expect(sanitiseEmailHtml('<a href="https://x.example" title="a&quot;><b>">x</a>')).toBe(
      '<a href="https://x.example" title="a&quot;&gt;&lt;b&gt;">x</a>',
    );
  });

  it("balances tags, so a body cannot close the layout around it", () => {
    expect(sanitiseEmailHtml("</div></div><p>Out <strong>bold")).toBe(
      "<p>Out <strong>bold</strong></p>",
    );
    expect(sanitiseEmailHtml("<ul><li>a<li>b</ul><p>c")).toBe(
      "<ul><li>a<li>b</li></li></ul><p>c</p>",
    );
  });

  it("drops comments, including an unclosed one", () => {
    expect(sanitiseEmailHtml("<p>a<!-- hidden --></p><!-- <script>")).toBe("<p>a</p>");
  });
});
