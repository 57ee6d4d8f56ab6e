import { unsupportedFileType } from "./errors";
import { type Budget, isRegular, Lexer } from "./pdf-lexer";
import { type Dictionary, entries, isKeyword, Parser, type PdfValue } from "./pdf-parser";
import {
  dataEnd,
  dataStart,
  endstreamPositions,
  flateCount,
  inflate,
  inflateStart,
  isDecodable,
  mayHoldObjects,
} from "./pdf-streams";

/*
 * A PDF is accepted as it is, after these checks:
 * 1. it starts with `%PDF-<digit>.` and has an `%%EOF` marker in its last kilobyte, so it is
 *    a whole PDF and not something else renamed;
 * 2. no object a viewer could load uses a name that runs code, opens other programs or files
 *    or carries other files: JavaScript (actions, name trees), Launch, GoToR, GoToE, embedded
 *    files, rich media, XFA forms (which hold scripts), form submission and data import; and
 *    no link goes to a `javascript:` (or `vbscript:`, `data:`) address.
 *
 * Objects are read with a tokenizer of PDF syntax (strings, comments, `#` escapes in names),
 * from every place a viewer may start reading one, not only where a tidy file has them:
 * - after every `obj` and `trailer` keyword in the file, even inside a string or another
 *   stream's data: the cross-reference table may point there, and viewers that rebuild a
 *   broken table look for `obj` everywhere;
 * - inside every stream that a viewer could read as an object stream: typed `/ObjStm` (after
 *   resolving escapes) or having the `/N` or `/First` that viewers use. Such a stream we
 *   cannot decode (a filter other than Flate, a predictor, encryption) is refused;
 * - inside every other stream whose data, inflated if it is Flate, starts like an object
 *   stream (pairs of object numbers and offsets).
 * The data of other streams (page text, pictures, fonts) is not searched: viewers never read
 * objects there, and random bytes would match short names like `/JS` now and then.
 */

const FORBIDDEN_NAMES = new Set([
  "JavaScript",
  "JS",
  "Launch",
  "EmbeddedFile",
  "EmbeddedFiles",
  "RichMedia",
  "XFA",
  "SubmitForm",
  "ImportData",
  "GoToE",
  "GoToR",
]);

const SCRIPT_SCHEMES = new Set(["javascript", "vbscript", "data"]);

/** After these a viewer reads no more of the object; what follows is checked on its own. */
const OBJECT_ENDS = new Set(["obj", "endobj", "stream", "endstream", "trailer", "xref"]);

/** More than enough for the objects of a 20 MB file; stops a compressed bomb. */
const MAX_DECODED_BYTES = 64 * 1024 * 1024;

function refuse(detail: string): never {
  throw unsupportedFileType(`the PDF ${detail}`);
}

function tooComplex(): never {
  return refuse("is too complex to be checked");
}

/** Where `keyword` stands as a keyword of its own (`endobj` is not `obj`; `5 0obj` is). */
function keywordEnds(text: string, keyword: string): number[] {
  const ends: number[] = [];
  for (let at = text.indexOf(keyword); at >= 0; at = text.indexOf(keyword, at + 1)) {
    const before = text.charCodeAt(at - 1);
    const end = at + keyword.length;
    const separated = at === 0 || !isRegular(before) || (before >= 0x30 && before <= 0x39);
    if (separated && (end === text.length || !isRegular(text.charCodeAt(end)))) ends.push(end);
  }
  return ends;
}

/** The object number in `12 0 obj`, given where `obj` starts. */
function objectNumberBefore(text: string, keywordStart: number): number | undefined {
  const match = /(\d+)\s+\d+\s*$/.exec(text.slice(Math.max(0, keywordStart - 40), keywordStart));
  return match ? Number(match[1]) : undefined;
}

/** A PDF text string as a viewer shows it: UTF-16 or UTF-8 after a byte order mark. */
function textString(bytes: string): string {
  const buffer = Buffer.from(bytes, "latin1");
  if (bytes.startsWith("\xfe\xff")) return buffer.subarray(2).swap16().toString("utf16le");
  if (bytes.startsWith("\xff\xfe")) return buffer.subarray(2).toString("utf16le");
  if (bytes.startsWith("\xef\xbb\xbf")) return buffer.subarray(3).toString("utf8");
  return bytes;
}

class PdfCheck {
  private readonly budget: Budget;
  private decodedLeft = MAX_DECODED_BYTES;
  /** Objects that are the address of a link, and the strings those objects hold. */
  private readonly addressObjects = new Set<number>();
  private readonly stringObjects = new Map<number, string[]>();
  /** Stream data starts already unpacked as object streams. */
  private readonly unpacked = new Set<number>();
  private readonly endstreams: number[];

  constructor(private readonly text: string) {
    this.endstreams = endstreamPositions(text);
    // Each byte of a tidy file is read about once; hostile overlaps are cut off.
    this.budget = { left: 8 * text.length + 1024 * 1024 };
  }

  run() {
    const { text } = this;
    for (const end of keywordEnds(text, "obj")) {
      this.checkObject(end, objectNumberBefore(text, end - 3));
    }
    for (const end of keywordEnds(text, "trailer")) this.checkObject(end, undefined);
    for (const end of keywordEnds(text, "stream")) {
      const start = dataStart(text, end);
      if (!this.unpacked.has(start)) this.checkOtherStream(start);
    }
    for (const objectNumber of this.addressObjects) {
      for (const address of this.stringObjects.get(objectNumber) ?? []) this.checkAddress(address);
    }
  }

  private parser(text: string, position: number): Parser {
    return new Parser(new Lexer(text, position, this.budget, tooComplex), tooComplex);
  }

  /** The values after an `obj` or `trailer` keyword, and the stream after a dictionary. */
  private checkObject(position: number, objectNumber: number | undefined) {
    const parser = this.parser(this.text, position);
    let previous: PdfValue | undefined;
    for (let value = parser.read(); value; value = parser.read()) {
      if (value.kind === "keyword" && OBJECT_ENDS.has(value.value)) {
        if (isKeyword(value, "stream") && previous?.kind === "dictionary") {
          this.checkStream(previous, dataStart(this.text, parser.end));
        }
        return;
      }
      this.checkValue(value);
      if (!previous) this.remember(objectNumber, value);
      previous = value;
    }
  }

  private remember(objectNumber: number | undefined, value: PdfValue) {
    if (objectNumber === undefined || value.kind !== "string") return;
    this.stringObjects.set(objectNumber, [
      ...(this.stringObjects.get(objectNumber) ?? []),
      value.value,
    ]);
  }

  private checkValue(value: PdfValue) {
    if (value.kind === "name" && FORBIDDEN_NAMES.has(value.value)) {
      refuse(`uses /${value.value}, which is not allowed`);
    }
    if (value.kind === "array") value.items.forEach((item) => this.checkValue(item));
    if (value.kind !== "dictionary") return;
    for (const [key, entry] of value.entries) {
      this.checkValue({ kind: "name", value: key });
      this.checkValue(entry);
      if (key !== "URI") continue;
      if (entry.kind === "string") this.checkAddress(entry.value);
      if (entry.kind === "reference") this.addressObjects.add(entry.objectNumber);
    }
  }

  private checkAddress(address: string) {
    // Browsers ignore white space and control characters in an address, so do we.
    const plain = textString(address)
      // eslint-disable-next-line no-control-regex -- the control characters are the point
      .replace(/[\s\0-\x1f\x7f]/g, "")
      .toLowerCase();
    const scheme = /^([a-z]+):/.exec(plain)?.[1];
    if (scheme && SCRIPT_SCHEMES.has(scheme)) refuse(`has a ${scheme}: link, which is not allowed`);
  }

  /** A stream with its dictionary: unpacked if some viewer could read objects from it. */
  private checkStream(dictionary: Dictionary, start: number) {
    if (!mayHoldObjects(dictionary)) return;
    const firsts = entries(dictionary, "First");
    const [first = { kind: "number", value: 0, integer: true }] = firsts;
    if (!isDecodable(dictionary) || firsts.length > 1 || first.kind !== "number") {
      refuse("packs objects in a way that cannot be checked");
    }
    const data = Buffer.from(
      this.text.slice(start, dataEnd(this.text, this.endstreams, dictionary, start)),
      "latin1",
    );
    let decoded: Buffer;
    try {
      decoded = inflate(data, flateCount(dictionary), this.decodedLeft);
    } catch {
      // Encrypted object streams end up here too: their contents cannot be checked.
      return refuse("has compressed objects that cannot be read");
    }
    this.unpacked.add(start);
    this.checkObjectStream(this.spend(decoded), first.value);
  }

  /** Stream data whose dictionary we did not read as an object stream's: checked if it looks like one. */
  private checkOtherStream(start: number) {
    const end = dataEnd(this.text, this.endstreams, undefined, start);
    // Only the start decides whether to look further: hostile files have thousands of streams.
    const head = Buffer.from(this.text.slice(start, Math.min(end, start + 1024)), "latin1");
    const flate = inflateStart(head);
    if (!this.objectStreamHeader((flate ?? head).toString("latin1"))) return;
    const data = this.text.slice(start, end);
    if (!flate) {
      // Bytes of the file itself: reading them again is paid from the file's own budget.
      this.checkObjectStream(data, undefined);
      return;
    }
    let decoded: Buffer;
    try {
      decoded = inflate(Buffer.from(data, "latin1"), 1, this.decodedLeft);
    } catch {
      // Not whole Flate data, or too big: no viewer reads objects from it either way.
      return;
    }
    this.checkObjectStream(this.spend(decoded), undefined);
  }

  /** Inflated data: new bytes to read, so the reading budget grows with them. */
  private spend(decoded: Buffer): string {
    this.decodedLeft -= decoded.length;
    this.budget.left += 4 * decoded.length;
    return decoded.toString("latin1");
  }

  /** The object numbers and offsets that start an object stream, and where they end. */
  private objectStreamHeader(text: string) {
    const lexer = new Lexer(text, 0, this.budget, tooComplex);
    const pairs: [number, number][] = [];
    for (let end = 0; ; end = lexer.position) {
      const objectNumber = lexer.next();
      const offset = lexer.next();
      if (objectNumber?.kind !== "number" || offset?.kind !== "number" || !offset.integer) {
        return pairs.length ? { pairs, end } : undefined;
      }
      pairs.push([objectNumber.value, offset.value]);
    }
  }

  /** Every object where a viewer would read it (`/First` on), and all values in a row. */
  private checkObjectStream(text: string, first: number | undefined) {
    const header = this.objectStreamHeader(text);
    for (const [objectNumber, offset] of header?.pairs ?? []) {
      const value = this.parser(text, (first ?? header?.end ?? 0) + offset).read();
      if (!value) continue;
      this.checkValue(value);
      this.remember(objectNumber, value);
    }
    const parser = this.parser(text, 0);
    for (let value = parser.read(); value; value = parser.read()) this.checkValue(value);
  }
}

/** Throws a 415 unless the bytes are a whole PDF without scripts, launchers or attachments. */
export function checkPdf(bytes: Buffer): void {
  if (!/^%PDF-\d\.\d/.test(bytes.subarray(0, 8).toString("latin1"))) refuse("header is missing");
  if (!bytes.subarray(-1024).toString("latin1").includes("%%EOF")) {
    refuse("is incomplete (no %%EOF at its end)");
  }
  new PdfCheck(bytes.toString("latin1")).run();
}
