// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "./sanitize-html";

describe("sanitizeHtml keeps formatting", () => {
  it.each([
    ["<p>Hello <strong>world</strong></p>", "<p>Hello <strong>world</strong></p>"],
    [
      "<h2>Title</h2><ul><li>one</li><li>two</li></ul>",
      "<h2>Title</h2><ul><li>one</li><li>two</li></ul>",
    ],
    ["<P>Upper <EM>case</EM></P>", "<p>Upper <em>case</em></p>"],
    ["line<br>break<br/>twice<hr>", "line<br>break<br>twice<hr>"],
    ['<a href="/callouts/x" title="More">read</a>', '<a href="/callouts/x" title="More">read</a>'],
    ['<a href="#part">jump</a>', '<a href="#part">jump</a>'],
    ['<a href="mailto:news@example.org">mail</a>', '<a href="mailto:news@example.org">mail</a>'],
    [
      '<a href="https://example.org/a?b=1&amp;c=2">out</a>',
      '<a href="https://example.org/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer">out</a>',
    ],
    [
      '<img src="https://example.org/a.png" alt="A &quot;fox&quot;" width="200" height="big">',
      '<img src="https://example.org/a.png" alt="A &quot;fox&quot;" width="200">',
    ],
    [
      "Fish &amp; chips &lt;3 &nbsp;&euro;5 &#8364; &#x20AC;",
      "Fish &amp; chips &lt;3 \u00a0€5 € €",
    ],
    ["an &unknown; entity", "an &amp;unknown; entity"],
    ["1 < 2 and 3 > 2", "1 &lt; 2 and 3 &gt; 2"],
    ["<p>unclosed <b>bold", "<p>unclosed <b>bold</b></p>"],
    ["<b><i>crossed</b></i>", "<b><i>crossed</i></b>"],
  ])("%s", (html, safe) => {
    expect(sanitizeHtml(html)).toBe(safe);
  });

  it("keeps the text of unknown elements and drops the elements", () => {
    expect(sanitizeHtml('<font color="red">red</font> <blink>on</blink>')).toBe("red on");
    expect(sanitizeHtml('<p class="ql-align-center" style="color:red" id="x">x</p>')).toBe(
      "<p>x</p>",
    );
  });
});

/** Attack strings: none may bring a script, a handler, a style or a dangerous link through. */
const ATTACKS = [
  "<script>alert(1)</script>",
  "<SCRIPT SRC=//evil.example/x.js></SCRIPT>",
  "<script>document.write('</scr' + 'ipt>')</script>after",
  "<scr<script>ipt>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  '<img src="x" onerror="alert(1)"//>',
  "<img/src=x/onerror=alert(1)>",
  '<img src="javascript:alert(1)">',
  "<img src='data:image/svg+xml,<svg onload=alert(1)>'>",
  "<svg><script>alert(1)</script></svg>",
  "<svg/onload=alert(1)>",
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<a href="java&#x0A;script:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;:alert(1)">x</a>',
  '<a href="&#x6A;avascript&colon;alert(1)">x</a>',
  '<a href="\u0001javascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  "<a href=javascript:alert(1)>x</a>",
  "<a onclick=alert(1) href=#>x</a>",
  '<a href="#" onmouseover="alert(1)">x</a>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  "<style>*{background:url(javascript:alert(1))}</style>",
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="x.swf"></object><embed src="x.swf">',
  '<form action="https://evil.example"><input name=x><button>go</button></form>',
  "<textarea><script>alert(1)</script></textarea>",
  "<template><script>alert(1)</script></template>",
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  "<!--<img src=x onerror=alert(1)>-->",
  "<!--> <img src=x onerror=alert(1)> -->",
  '<!doctype html><meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  "<link rel=stylesheet href=//evil.example/x.css>",
  '<div title="x" onclick="alert(1)" data-x="y">x</div>',
  "<p title='a\" onmouseover=\"alert(1)'>x</p>",
  "<p title=\"a' onmouseover='alert(1)\">x</p>",
  "<p title=`x`onmouseover=alert(1)>x</p>",
  "<img src=x\u0000onerror=alert(1)>",
  '<a href="https://example.org"\nonclick="alert(1)">x</a>',
  "<<img src=x onerror=alert(1)>",
  "<img src=x onerror=alert(1)",
  "<p>x</p><script",
  "<details open ontoggle=alert(1)>",
  "<video><source onerror=alert(1)></video>",
  "<body onload=alert(1)>",
  "<plaintext><img src=x onerror=alert(1)>",
  "<xmp><img src=x onerror=alert(1)></xmp>",
  "<select><option><img src=x onerror=alert(1)></option></select>",
  '<a href="https://example.org" target="_self" ping="https://evil.example">x</a>',
];

/** Parses the output as a browser would and lists anything dangerous in it. */
function dangers(html: string): string[] {
  const host = document.createElement("div");
  host.innerHTML = html;
  const found: string[] = [];
  for (const element of host.querySelectorAll("*")) {
    const tag = element.tagName.toLowerCase();
    if (!["a", "b", "i", "p", "div", "img", "br", "hr", "strong", "em", "span"].includes(tag)) {
      found.push(`<${tag}>`);
    }
    for (const { name, value } of element.attributes) {
      if (name.startsWith("on") || name === "style" || name === "srcdoc" || name === "ping") {
        found.push(`${tag}[${name}]`);
      }
      if (
        (name === "href" || name === "src") &&
        !/^(?:https?:|mailto:|tel:|\/|#|[^:]*$)/i.test(value)
      ) {
        found.push(`${tag}[${name}=${value}]`);
      }
    }
  }
  return found;
}

describe("sanitizeHtml stops attacks", () => {
  it.each(ATTACKS)("%s", (attack) => {
    const safe = sanitizeHtml(attack);
    expect(dangers(safe)).toEqual([]);
    expect(safe.toLowerCase()).not.toMatch(
      /<(?:script|style|iframe|svg|math|object|embed|form|input|meta|base|link)/,
    );
    // Sanitising twice changes nothing: the output is a fixed point.
    expect(sanitizeHtml(safe)).toBe(safe);
  });

  it("drops script and style contents, not just the tags", () => {
    expect(sanitizeHtml("a<script>alert(1)</script>b<style>p{}</style>c")).toBe("abc");
    expect(sanitizeHtml("<script>never closed")).toBe("");
  });

  it("drops a dangerous link's address but keeps its text", () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">click</a>')).toBe("<a>click</a>");
  });

  it("keeps a direction and a language only when they are one", () => {
    expect(sanitizeHtml('<p lang="ar" dir="rtl">x</p>')).toBe('<p lang="ar" dir="rtl">x</p>');
    expect(sanitizeHtml('<p dir="javascript:alert(1)" lang="en&quot;>">x</p>')).toBe("<p>x</p>");
  });

  it("drops a value that would close a comment or a raw-text element", () => {
    expect(sanitizeHtml('<p title="--><script>alert(1)</script>">x</p>')).toBe("<p>x</p>");
    expect(sanitizeHtml('<a href="a</style>b">x</a>')).toBe("<a>x</a>");
  });

  it("drops an image without a safe source", () => {
    expect(sanitizeHtml('<img src="javascript:alert(1)" alt="x">')).toBe("");
    expect(sanitizeHtml('<img src="data:image/png;base64,AAAA">')).toBe("");
  });

  it("handles long and odd input", () => {
    const inputs = [
      "<".repeat(50_000),
      "<a ".repeat(20_000),
      '<p title="'.repeat(20_000),
      "&#".repeat(50_000),
    ];
    for (const input of inputs) expect(dangers(sanitizeHtml(input))).toEqual([]);
  });
});
