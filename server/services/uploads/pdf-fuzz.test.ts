import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { HttpError } from "@core/errors";
import { minimalPdf, objectStream } from "../../test-support/uploads";
import { checkPdf } from "./pdf";

/**
 * The PDF check reads bytes anyone may upload: whatever they are, it either accepts them or
 * refuses them with a 415, never throws anything else, and never lets through a file that is
 * not a PDF. Seeded, so a failure shows the same case again.
 */

type Outcome = "accepted" | "refused";

function outcome(bytes: Buffer): Outcome {
  try {
    checkPdf(bytes);
    return "accepted";
  } catch (error) {
    // Anything but the check's own refusal (a RangeError, a TypeError, a zlib error) fails.
    if (!(error instanceof HttpError) || error.httpCode !== 415) throw error;
    return "refused";
  }
}

/** What any accepted file must be: PDF's header first, its end marker in the last 1 KB. */
function looksLikeWholePdf(bytes: Buffer): boolean {
  return (
    /^%PDF-\d\.\d/.test(bytes.subarray(0, 8).toString("latin1")) &&
    bytes.subarray(-1024).toString("latin1").includes("%%EOF")
  );
}

const REAL_PDFS = [
  minimalPdf(),
  minimalPdf({
    catalog: "/Outlines 5 0 R",
    objects: ["<< /Type /Outlines /Count 0 >>", objectStream(["<< /A 1 >>", "[1 2 3]"])],
  }),
  minimalPdf({ content: "BT /F1 12 Tf 10 10 Td (Hello \\(world\\)) Tj ET" }),
];

/** Pieces a hostile file would splice in: actions, broken syntax, huge numbers, deep nesting. */
const FRAGMENTS = [
  "<< /S /JavaScript /JS (x) >>",
  "<< /S /Launch /F (calc.exe) >>",
  "/EmbeddedFile",
  "<<",
  ">>",
  "[[[[[[[[",
  "(",
  ")",
  "\\",
  "stream\n",
  "endstream",
  "obj",
  "endobj",
  "9999999999 0 R",
  "/Filter /FlateDecode",
  "%%EOF",
  "%PDF-1.7",
  "xref\n0 1\n",
  "#",
  "/Type /ObjStm /N 99999 /First -1",
];

/** One change to a real file: bytes flipped, a fragment spliced in, a slice cut out. */
const mutation = fc.oneof(
  fc.record({
    kind: fc.constant("flip" as const),
    at: fc.nat(),
    byte: fc.integer({ min: 0, max: 255 }),
  }),
  fc.record({
    kind: fc.constant("splice" as const),
    at: fc.nat(),
    text: fc.constantFrom(...FRAGMENTS),
  }),
  fc.record({ kind: fc.constant("cut" as const), at: fc.nat(), length: fc.nat({ max: 64 }) }),
);
type Mutation = typeof mutation extends fc.Arbitrary<infer M> ? M : never;

function mutate(bytes: Buffer, change: Mutation): Buffer {
  const at = change.at % (bytes.length + 1);
  switch (change.kind) {
    case "flip": {
      const copy = Buffer.from(bytes);
      if (at < copy.length) copy[at] = change.byte;
      return copy;
    }
    case "splice":
      return Buffer.concat([
        bytes.subarray(0, at),
        Buffer.from(change.text, "latin1"),
        bytes.subarray(at),
      ]);
    case "cut":
      return Buffer.concat([bytes.subarray(0, at), bytes.subarray(at + change.length)]);
  }
}

const SEED = 27;

describe("checkPdf under fuzzing", () => {
  it("answers random bytes with a refusal, never a crash", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 2048 }), (array) => {
        const bytes = Buffer.from(array);
        const result = outcome(bytes);
        if (!looksLikeWholePdf(bytes)) expect(result).toBe("refused");
      }),
      { seed: SEED, numRuns: 300 },
    );
  });

  it("answers random bytes behind a PDF header, never a crash", () => {
    const body = fc.uint8Array({ maxLength: 2048 });
    fc.assert(
      fc.property(body, (array) => {
        const bytes = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.from(array)]);
        const result = outcome(bytes);
        if (!looksLikeWholePdf(bytes)) expect(result).toBe("refused");
      }),
      { seed: SEED, numRuns: 300 },
    );
  });

  it("answers mutated real PDFs, never a crash, and accepts only whole PDFs", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...REAL_PDFS),
        fc.array(mutation, { minLength: 1, maxLength: 6 }),
        (pdf, changes) => {
          const bytes = changes.reduce(mutate, pdf);
          const result = outcome(bytes);
          if (!looksLikeWholePdf(bytes)) expect(result).toBe("refused");
        },
      ),
      { seed: SEED, numRuns: 400 },
    );
  });

  it("still refuses a script action wherever it lands in a real PDF's objects", () => {
    fc.assert(
      fc.property(fc.constantFrom(...REAL_PDFS), fc.nat(), (pdf, seedAt) => {
        // Spliced in as an object of its own just before the cross-reference table, where a
        // viewer reading the file from its start (as repair does) finds it.
        const text = pdf.toString("latin1");
        const xref = text.lastIndexOf("xref");
        const objects = [...text.slice(0, xref).matchAll(/endobj\n/g)];
        const after = objects[seedAt % objects.length]!;
        const at = after.index + after[0].length;
        const hostile = `77 0 obj\n<< /Type /Action /S /JavaScript /JS (app.alert\\(1\\)) >>\nendobj\n`;
        const bytes = Buffer.from(text.slice(0, at) + hostile + text.slice(at), "latin1");
        expect(outcome(bytes)).toBe("refused");
      }),
      { seed: SEED, numRuns: 30 },
    );
  });
});
