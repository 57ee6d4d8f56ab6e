import { describe, expect, it } from "vitest";
import { sanitiseEmailHtml } from "./sanitise-html";

describe("sanitiseEmailHtml", async () => {
  it("keeps what the rich-text editor writes as it is", async () => {
    const html =
      "<h2>Welcome</h2><p>Hello <strong>*|FNAME|*</strong>, <em>thank you</em>.<br>More</p>" +
      "<ul><li>One</li><li>Two</li></ul><ol><li>First</li></ol><blockquote><p>Quote</p></blockquote>" +
      '<p><a href="https://example.org/a?b=1&amp;c=2">Read</a> or <a href="*|LOGINLINK|*">log in</a></p>';
    expect(await sanitiseEmailHtml(html)).toBe(html);
  });

  it("drops scripts, styles and embedded documents with what they hold", async () => {
    expect(
      await sanitiseEmailHtml(
        '<p>A</p><script>alert(1)</script><style>p{}</style><iframe src="x">in</iframe><p>B</p>',
      ),
    ).toBe("<p>A</p><p>B</p>");
    expect(await sanitiseEmailHtml("<p>A<SCRIPT>alert(1)")).toBe("<p>A</p>");
  });

  it("drops event handlers, styles and unknown attributes, and links that run code", async () => {
    expect(
      await sanitiseEmailHtml(
        '<p onclick="x()" style="color:red" class="c">T</p><a href="javascript:alert(1)">J</a>' +
          '<a href="&#106;avascript:alert(1)">E</a><a href=" java\tscript:x">S</a><img src="data:x" alt="d">',
      ),
    ).toBe("<p>T</p>JES");
  });

  it("keeps a paragraph's html-only mark and safe image attributes", async () => {
    expect(
      await sanitiseEmailHtml(
        '<p data-html-only style="x">Copy</p><img src="https://example.org/l.png" alt="Logo" width="48" height="x">',
      ),
    ).toBe(
      '<p data-html-only="">Copy</p><img src="https://example.org/l.png" alt="Logo" width="48">',
    );
  });

  it("escapes text that is no allowed tag, so it shows as text", async () => {
    expect(await sanitiseEmailHtml("<p>1 < 2 & <custom>tags</custom> <b>ok</b></p>")).toBe(
      "<p>1 &lt; 2 &amp; tags <b>ok</b></p>",
    );
    expect(await sanitiseEmailHtml('<p title="a&quot;b">x</p>')).toBe('<p title="a&quot;b">x</p>');
    expect(await sanitiseEmailHtml('<a href="https://x.example" title="a&quot;><b>">x</a>')).toBe(
      // Inside quotes, < and > are text: HTML's serialiser leaves them as they are.
      '<a href="https://x.example" title="a&quot;><b>">x</a>',
    );
  });

  it("balances tags, so a body cannot close the layout around it", async () => {
    expect(await sanitiseEmailHtml("</div></div><p>Out <strong>bold")).toBe(
      "<p>Out <strong>bold</strong></p>",
    );
    expect(await sanitiseEmailHtml("<ul><li>a<li>b</ul><p>c")).toBe(
      "<ul><li>a</li><li>b</li></ul><p>c</p>",
    );
  });

  it("drops comments, including an unclosed one", async () => {
    expect(await sanitiseEmailHtml("<p>a<!-- hidden --></p><!-- <script>")).toBe("<p>a</p>");
  });
  it("drops SVG and MathML with what they hold: scripts, foreignObject, handlers", async () => {
    expect(
      await sanitiseEmailHtml(
        '<p>A</p><svg onload="alert(1)"><script>alert(2)</script><foreignObject><img src=x ' +
          'onerror="alert(3)"></foreignObject></svg><math><mi xlink:href="javascript:x">m</mi>' +
          "</math><p>B</p>",
      ),
    ).toBe("<p>A</p><p>B</p>");
  });

  it("drops handlers and styles on every allowed element, and data: and vbscript: addresses", async () => {
    expect(
      await sanitiseEmailHtml(
        '<strong onmouseover="x()" style="position:fixed">S</strong>' +
          '<a href="vbscript:msgbox(1)" onfocus="x()">V</a>' +
          '<a href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;">D</a>' +
          '<a href="JAVASCRIPT:alert(1)">U</a><img src="javascript:alert(1)" alt="j">',
      ),
    ).toBe("<strong>S</strong>VDU");
  });

  it("keeps the formatting the allow-list names, and nothing it does not", async () => {
    const html =
      "<h1>T</h1><p>a <b>b</b> <i>i</i> <u>u</u> <s>s</s> <sub>1</sub><sup>2</sup></p>" +
      '<pre><code>x</code></pre><figure><img src="https://example.org/a.png" alt="A">' +
      '<figcaption>C</figcaption></figure><hr><p lang="fr" dir="ltr">Bonjour</p>';
    expect(await sanitiseEmailHtml(html)).toBe(html);
    expect(await sanitiseEmailHtml("<table><tr><td>cell</td></tr></table><form>f</form>")).toBe(
      "cellf",
    );
  });
});
