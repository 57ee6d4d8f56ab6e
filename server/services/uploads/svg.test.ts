import { describe, expect, it } from "vitest";
import { HttpError } from "@core/errors";
import { looksLikeSvg, sanitiseSvg } from "./svg";

const clean = async (source: string) => (await sanitiseSvg(Buffer.from(source))).toString("utf8");

async function refusal(source: string): Promise<HttpError | undefined> {
  try {
    await sanitiseSvg(Buffer.from(source));
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  return undefined;
}

const SVG = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"';

describe("sanitiseSvg", () => {
  it("keeps a drawing as it is, with SVG's namespaces", async () => {
    const source =
      `<?xml version="1.0" encoding="UTF-8"?>\n<!-- made by hand -->\n` +
      `<svg ${SVG} viewBox="0 0 10 10" width="10"><defs><linearGradient id="g">` +
      `<stop offset="0" stop-color="#fff"/></linearGradient></defs>` +
      `<rect width="10" height="10" fill="url(#g)"/><use xlink:href="#g"/>` +
      `<text x="1" y="5">Fish &amp; chips &#233; <![CDATA[<raw>]]></text></svg>`;
    expect(await clean(source)).toBe(
      `<svg ${SVG} viewBox="0 0 10 10" width="10"><defs><linearGradient id="g">` +
        `<stop offset="0" stop-color="#fff"/></linearGradient></defs>` +
        `<rect width="10" height="10" fill="url(#g)"/><use xlink:href="#g"/>` +
        `<text x="1" y="5">Fish &amp; chips é &lt;raw&gt;</text></svg>`,
    );
  });

  it("removes scripts, event handlers, foreignObject, animation and editor metadata", async () => {
    const output = await clean(
      `<svg ${SVG} onload="alert(1)" xmlns:inkscape="x"><script>alert(2)</script>` +
        `<SCRIPT>alert(3)</SCRIPT><g onclick="alert(4)" ONMOUSEOVER="alert(5)">` +
        `<rect width="1" height="1"><set attributeName="href" to="javascript:alert(6)"/>` +
        `<animate attributeName="fill" values="red"/></rect></g>` +
        `<foreignObject><iframe xmlns="http://www.w3.org/1999/xhtml" src="javascript:alert(7)"/>` +
        `</foreignObject><inkscape:namedview/><metadata><rdf:RDF/></metadata></svg>`,
    );
    expect(output).toBe(`<svg ${SVG}><g><rect width="1" height="1"/></g></svg>`);
  });

  it("keeps only references inside the file, and raster pictures embedded in it", async () => {
    const png = "data:image/png;base64,iVBORw0KGgo=";
    const output = await clean(
      `<svg ${SVG}><a href="javascript:alert(1)"><circle r="1"/></a>` +
        `<a xlink:href="https://example.com"><rect width="1" height="1"/></a>` +
        `<image href="https://tracker.example/pixel.png"/><image xlink:href="${png}"/>` +
        `<image href="data:image/svg+xml;base64,PHN2Zz4="/>` +
        `<use href="https://evil.example/sprite.svg#icon"/><use href="//evil.example/a#b"/>` +
        `<rect fill="url(https://evil.example/x)" stroke="url('#ok')"/></svg>`,
    );
    expect(output).toBe(
      `<svg ${SVG}><circle r="1"/><rect width="1" height="1"/><image/>` +
        `<image xlink:href="${png}"/><image/><use/><use/><rect stroke="url('#ok')"/></svg>`,
    );
  });

  it("drops CSS that fetches or escapes, and keeps CSS that does not", async () => {
    const output = await clean(
      `<svg ${SVG}><style>.a { fill: red }</style>` +
        `<style>@import url(https://evil.example/a.css);</style>` +
        `<style>.b { background: url(https://evil.example/b) }</style>` +
        `<style>.c { background: \\75 rl(https://evil.example/c) }</style>` +
        `<rect style="fill: url(#g); stroke: blue" width="1"/>` +
        `<rect style="background-image: url(//evil.example/d)" width="2"/></svg>`,
    );
    expect(output).toBe(
      `<svg ${SVG}><style>.a { fill: red }</style>` +
        `<rect style="fill: url(#g); stroke: blue" width="1"/><rect width="2"/></svg>`,
    );
  });

  it("writes every value escaped, whatever the input's quoting", async () => {
    const output = await clean(
      `<svg ${SVG}><title>a &lt;b&gt; "c"</title><g id='x"y&amp;'/></svg>`,
    );
    expect(output).toBe(`<svg ${SVG}><title>a &lt;b&gt; "c"</title><g id="x&quot;y&amp;"/></svg>`);
  });

  it("accepts Illustrator's public DOCTYPE but refuses declared entities", async () => {
    const doctype =
      '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">';
    expect(await clean(`${doctype}<svg ${SVG}/>`)).toBe(`<svg ${SVG}/>`);
    const bomb = `<!DOCTYPE svg [<!ENTITY a "aaaaaaaa"><!ENTITY b "&a;&a;&a;">]><svg ${SVG}>&b;</svg>`;
    expect((await refusal(bomb))?.code).toBe("UNSUPPORTED_FILE_TYPE");
    expect((await refusal(`<svg ${SVG}>&xxe;</svg>`))?.message).toMatch(/entity/);
  });

  it.each([
    ["<use> of another file", `<use href="https://evil.example/sprite.svg#x"/>`, "<use/>"],
    ["<use> of a data: document", `<use href="data:image/svg+xml;base64,PHN2Zz4=#x"/>`, "<use/>"],
    ["xlink:href to javascript:", `<use xlink:href="javascript:alert(1)"/>`, "<use/>"],
    [
      "xlink:href with an entity-spelt scheme",
      `<use xlink:href="&#106;avascript:alert(1)"/>`,
      "<use/>",
    ],
    [
      "<animate> of href",
      `<a><animate attributeName="href" values="javascript:alert(1)"/>x</a>`,
      "x",
    ],
    ["<set> of xlink:href", `<set attributeName="xlink:href" to="javascript:alert(1)"/>`, ""],
    ["<animate> through <switch>", `<switch><animate attributeName="href" to="x"/></switch>`, ""],
    ["CSS url() in style", `<rect style="fill: url('https://evil.example/x')"/>`, "<rect/>"],
    ["CSS url() escaped in style", `<rect style="fill: u\\72l(//evil.example/x)"/>`, "<rect/>"],
    ["a <style> fetching a font", `<style>@font-face { src: url(#f) }</style>`, ""],
    ["<script> in the SVG namespace", `<script href="#x">alert(1)</script>`, ""],
    [
      "an HTML element inside",
      `<g><img xmlns="http://www.w3.org/1999/xhtml" src="x" onerror="alert(1)"/></g>`,
      "<g/>",
    ],
    [
      "a <style> breaking out into markup",
      `<style>&lt;/style&gt;&lt;img src=x onerror=alert(1)&gt;</style>`,
      "<style>&lt;/style&gt;&lt;img src=x onerror=alert(1)&gt;</style>",
    ],
    ["an event handler in another case", `<g ONLOAD="alert(1)" onLoad="alert(2)"/>`, "<g/>"],
  ])("removes %s (attacks DOMPurify is known against)", async (_what, inner, kept) => {
    const output = await clean(`<svg ${SVG}>${inner}</svg>`);
    expect(output).toBe(kept === "" ? `<svg ${SVG}/>` : `<svg ${SVG}>${kept}</svg>`);
  });

  it("gives a drawing without a namespace SVG's, and drops editors' undeclared prefixes", async () => {
    expect(await clean(`<svg width="1"><sodipodi:namedview/><rect width="1"/></svg>`)).toBe(
      `<svg ${SVG} width="1"><rect width="1"/></svg>`,
    );
  });

  it.each([
    ["another root element", `<html><svg ${SVG}/></html>`],
    ["mismatched tags", `<svg ${SVG}><g></svg>`],
    ["a cut-short file", `<svg ${SVG}><g>`],
    ["a second root", `<svg ${SVG}/><svg ${SVG}/>`],
    ["text outside the root", `hello <svg ${SVG}/>`],
    ["a repeated attribute", `<svg ${SVG} width="1" width="2"/>`],
    ["a stray ampersand", `<svg ${SVG}>fish & chips</svg>`],
    ["a < in an attribute", `<svg ${SVG} id="a<b"/>`],
    ["deep nesting", `<svg ${SVG}>${"<g>".repeat(300)}${"</g>".repeat(300)}</svg>`],
  ])("refuses %s with 415", async (_what, source) => {
    const error = await refusal(source);
    expect(error?.httpCode).toBe(415);
    expect(error?.message).toMatch(/^Unsupported file type: the SVG /);
  });
});

describe("looksLikeSvg", () => {
  it("spots XML and SVG text, not binary pictures", () => {
    expect(looksLikeSvg(Buffer.from(`\uFEFF  <?xml version="1.0"?><svg/>`))).toBe(true);
    expect(looksLikeSvg(Buffer.from(`<svg ${SVG}/>`))).toBe(true);
    expect(looksLikeSvg(Buffer.from("<!-- x --><svg/>"))).toBe(true);
    expect(looksLikeSvg(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(false);
    expect(looksLikeSvg(Buffer.from("<svgfoo/>"))).toBe(false);
  });
});
