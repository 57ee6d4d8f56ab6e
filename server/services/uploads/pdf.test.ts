import { deflateSync } from "node:zlib";
import { PDFDocument, PDFName, PDFString, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { HttpError } from "@core/errors";
import { checkPdf } from "./pdf";
import { minimalPdf, objectStream } from "../../test-support/uploads";

function refusal(bytes: Buffer): string | undefined {
  try {
    checkPdf(bytes);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    expect(error.httpCode).toBe(415);
    expect(error.code).toBe("UNSUPPORTED_FILE_TYPE");
    return error.message;
  }
  return undefined;
}

/** A 1×1 PNG. */
const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==",
  "base64",
);

const JS_ACTION = "<< /Type /Action /S /JavaScript /JS (app.alert\\(1\\)) >>";

describe("checkPdf", () => {
  it("accepts a plain PDF, links and outlines included", () => {
    expect(refusal(minimalPdf())).toBeUndefined();
    const link = "<< /Type /Action /S /URI /URI (https://example.org) >>";
    expect(refusal(minimalPdf({ catalog: "/OpenAction 5 0 R", objects: [link] }))).toBeUndefined();
  });

  it("refuses what is not a whole PDF", () => {
    expect(refusal(Buffer.from("just some text, named x.pdf"))).toMatch(/header/);
    const cut = minimalPdf().subarray(0, 200);
    expect(refusal(cut)).toMatch(/%%EOF/);
  });

  it.each([
    ["a JavaScript open action", { catalog: "/OpenAction 5 0 R", objects: [JS_ACTION] }],
    ["a JavaScript name tree", { catalog: "/Names << /JavaScript 5 0 R >>", objects: ["<< >>"] }],
    [
      "a launch action",
      { catalog: "/OpenAction 5 0 R", objects: ["<< /S /Launch /F (cmd.exe) >>"] },
    ],
    [
      "an embedded file",
      { catalog: "/Names << /EmbeddedFiles 5 0 R >>", objects: ["<< /Names [] >>"] },
    ],
    ["an XFA form", { catalog: "/AcroForm << /XFA 5 0 R >>", objects: ["<< >>"] }],
    [
      "a name hidden by #xx escapes",
      { catalog: "/OpenAction 5 0 R", objects: ["<< /S /J#61vaScript /J#53 (x) >>"] },
    ],
  ])("refuses %s", (_what, options) => {
    expect(refusal(minimalPdf(options))).toMatch(/^Unsupported file type: the PDF uses \//);
  });

  it("unpacks compressed object streams and checks what they hold", () => {
    const benign = objectStream(["<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"]);
    expect(refusal(minimalPdf({ objects: [benign] }))).toBeUndefined();
    const hidden = objectStream([JS_ACTION]);
    expect(refusal(minimalPdf({ catalog: "/OpenAction 100 0 R", objects: [hidden] }))).toMatch(
      /\/JavaScript/,
    );
  });

  it("refuses object streams it cannot unpack", () => {
    const data = deflateSync(Buffer.from("100 0 << /S /JavaScript >>")).toString("latin1");
    const lzw =
      `<< /Type /ObjStm /N 1 /First 6 /Filter /LZWDecode /Length ${data.length} >>\n` +
      `stream\n${data}\nendstream`;
    expect(refusal(minimalPdf({ objects: [lzw] }))).toMatch(/cannot be checked/);
    const broken =
      "<< /Type /ObjStm /N 1 /First 6 /Filter /FlateDecode /Length 5 >>\nstream\nxxxxx\nendstream";
    expect(refusal(minimalPdf({ objects: [broken] }))).toMatch(/cannot be read/);
  });

  it("refuses an action behind a string that looks like the start of a stream", () => {
    const decoy = "<< /Type /Action /Info (>> stream\n) /S /JavaScript /JS (app.alert\\(1\\)) >>";
    const stream = "<< /Length 3 >>\nstream\nabc\nendstream";
    expect(refusal(minimalPdf({ catalog: "/OpenAction 5 0 R", objects: [decoy, stream] }))).toMatch(
      /uses \/JavaScript/,
    );
  });

  it.each([
    ["a #-escaped type", (stream: string) => stream.replace("/Type /ObjStm", "/Type /Obj#53tm")],
    ["no type", (stream: string) => stream.replace("/Type /ObjStm ", "")],
  ])("unpacks object streams with %s", (_what, disguise) => {
    const hidden = disguise(objectStream([JS_ACTION]));
    expect(hidden).not.toContain("/ObjStm");
    expect(refusal(minimalPdf({ catalog: "/OpenAction 100 0 R", objects: [hidden] }))).toMatch(
      /uses \/JavaScript/,
    );
  });

  it.each([
    ["an uncompressed stream", (data: string) => data.length],
    ["a stream whose /Length runs past its endstream", (data: string) => data.length],
    ["a stream whose /Length is too short", () => 3],
  ])("finds objects inside the data of %s", (what, length) => {
    const inner = `6 0 obj\n${JS_ACTION}\nendobj\n`;
    const data = what.includes("past") ? `abc\nendstream\nendobj\n${inner}` : `abc\n${inner}`;
    const stream = `<< /Length ${length(data)} >>\nstream\n${data}\nendstream`;
    expect(refusal(minimalPdf({ catalog: "/OpenAction 6 0 R", objects: [stream] }))).toMatch(
      /uses \/JavaScript/,
    );
  });

  it.each([
    ["literal", "(javascript:app.alert\\(1\\))"],
    ["hex", `<${Buffer.from(" JavaScript:alert(1)").toString("hex")}>`],
    ["escaped", "(java\\163cript:alert\\(1\\))"],
  ])("refuses a link to a javascript: address written as a %s string", (_what, address) => {
    const link = `<< /Type /Action /S /URI /URI ${address} >>`;
    expect(refusal(minimalPdf({ catalog: "/OpenAction 5 0 R", objects: [link] }))).toMatch(
      /javascript: link/,
    );
    const indirect = ["<< /Type /Action /S /URI /URI 6 0 R >>", address];
    expect(refusal(minimalPdf({ catalog: "/OpenAction 5 0 R", objects: indirect }))).toMatch(
      /javascript: link/,
    );
  });

  it("accepts a PDF made by a real tool, with fonts, pictures, links and compressed objects", async () => {
    const document = await PDFDocument.create();
    document.setTitle("JavaScript: the good parts (/JS /Launch)");
    const page = document.addPage([300, 300]);
    const font = await document.embedFont(StandardFonts.Helvetica);
    page.drawText("See /JavaScript and /Launch, 5 0 obj << /S /JS >>", { x: 10, y: 200, font });
    const picture = await document.embedPng(TINY_PNG);
    page.drawImage(picture, { x: 10, y: 10, width: 50, height: 50 });
    const link = document.context.obj({
      Type: "Annot",
      Subtype: "Link",
      Rect: [10, 10, 60, 60],
      A: { Type: "Action", S: "URI", URI: PDFString.of("https://example.org/javascript:") },
    });
    page.node.set(PDFName.of("Annots"), document.context.obj([document.context.register(link)]));
    for (const useObjectStreams of [true, false]) {
      const bytes = Buffer.from(await document.save({ useObjectStreams }));
      expect(refusal(bytes)).toBeUndefined();
    }
  });

  it("refuses, rather than reads for ever, a file made of overlapping stream starts", () => {
    const hostile = minimalPdf({ objects: ["<< >> stream\n1 2 ".repeat(50_000)] });
    expect(refusal(hostile)).toMatch(/too complex/);
  });

  it("does not search page contents, where the bytes of /JS mean nothing", () => {
    const content = "BT (/JavaScript /JS /Launch) Tj ET";
    expect(refusal(minimalPdf({ content }))).toBeUndefined();
  });
});
