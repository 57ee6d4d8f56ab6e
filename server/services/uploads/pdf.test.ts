import { deflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { HttpError } from "../../../src/core/errors";
import { checkPdf } from "./pdf";
import { minimalPdf, objectStream } from "./testing";

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

  it("does not search page contents, where the bytes of /JS mean nothing", () => {
    const content = "BT (/JavaScript /JS /Launch) Tj ET";
    expect(refusal(minimalPdf({ content }))).toBeUndefined();
  });
});
