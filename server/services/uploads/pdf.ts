import { inflateSync } from "node:zlib";
import { unsupportedFileType } from "./errors";

/*
 * A PDF is accepted as it is, after these checks:
 * 1. it starts with `%PDF-<digit>.` and has an `%%EOF` marker in its last kilobyte, so it is
 *    a whole PDF and not something else renamed;
 * 2. no dictionary uses a name that runs code, opens other programs or carries other files:
 *    JavaScript (actions, name trees), Launch, embedded files, rich media, XFA forms (which
 *    hold scripts), form submission and data import. Names are compared after resolving
 *    `#xx` escapes (`/J#61vaScript` is `/JavaScript`);
 * 3. dictionaries packed into compressed object streams are unpacked and checked the same
 *    way; an object stream we cannot unpack (a filter other than Flate, encryption) cannot be
 *    checked, so the file is refused.
 * Stream contents (page text, pictures, fonts) are not searched: they are data, and random
 * bytes there would match short names like `/JS` now and then.
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
]);

/** More than enough for the objects of a 20 MB file; stops a compressed bomb. */
const MAX_OBJECT_STREAM_BYTES = 64 * 1024 * 1024;

/** A name token: `/` and everything up to the next PDF delimiter or white space. */
const NAME_TOKEN = /\/([^\0\t\n\f\r /<>[\]()%{}]*)/g;
/** `stream` after a dictionary, then the end of line that starts its data. */
const STREAM_START = />>\s*stream(?:\r\n|\n)/g;

function refuse(detail: string): never {
  throw unsupportedFileType(`the PDF ${detail}`);
}

function resolveEscapes(name: string): string {
  return name.replace(/#([0-9a-fA-F]{2})/g, (_match, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
}

/** The first forbidden name in PDF syntax (read as latin1), if any. */
function forbiddenName(text: string): string | undefined {
  for (const [, raw = ""] of text.matchAll(NAME_TOKEN)) {
    const name = resolveEscapes(raw);
    if (FORBIDDEN_NAMES.has(name)) return name;
  }
  return undefined;
}

/** Where a stream's data ends: by its direct `/Length` when that is right, else `endstream`. */
function streamEnd(text: string, dictionary: string, start: number): number {
  const [, length, indirect] = /\/Length\s+(\d+)(\s+\d+\s+R)?/.exec(dictionary) ?? [];
  if (length !== undefined && indirect === undefined) {
    const end = start + Number(length);
    if (/^\s*endstream/.test(text.slice(end, end + 12))) return end;
  }
  const end = text.indexOf("endstream", start);
  if (end < 0) refuse("has a stream without an end");
  return end;
}

/** The dictionary before a `stream` keyword: back to the start of its object. */
function dictionaryBefore(text: string, streamKeyword: number): string {
  const objectStart = text.lastIndexOf(" obj", streamKeyword);
  return text.slice(Math.max(0, objectStart, streamKeyword - 4096), streamKeyword + 2);
}

function unpackObjectStream(bytes: Buffer, dictionary: string, start: number, end: number) {
  const filters = /\/Filter\s*(\[[^\]]*\]|\/\w+)/.exec(dictionary)?.[1]?.match(/\/\w+/g) ?? [];
  if (filters.length > 1 || filters.some((filter) => filter !== "/FlateDecode")) {
    refuse("packs objects in a way that cannot be checked");
  }
  const data = bytes.subarray(start, end);
  if (filters.length === 0) return data.toString("latin1");
  try {
    return inflateSync(data, { maxOutputLength: MAX_OBJECT_STREAM_BYTES }).toString("latin1");
  } catch {
    // Encrypted object streams end up here too: their contents cannot be checked.
    return refuse("has compressed objects that cannot be read");
  }
}

/** Throws a 415 unless the bytes are a whole PDF without scripts, launchers or attachments. */
export function checkPdf(bytes: Buffer): void {
  if (!/^%PDF-\d\.\d/.test(bytes.subarray(0, 8).toString("latin1"))) refuse("header is missing");
  if (!bytes.subarray(-1024).toString("latin1").includes("%%EOF")) {
    refuse("is incomplete (no %%EOF at its end)");
  }
  const text = bytes.toString("latin1");
  const outsideStreams: string[] = [];
  let position = 0;
  STREAM_START.lastIndex = 0;
  for (let match = STREAM_START.exec(text); match; match = STREAM_START.exec(text)) {
    const start = match.index + match[0].length;
    const dictionary = dictionaryBefore(text, match.index);
    const end = streamEnd(text, dictionary, start);
    outsideStreams.push(text.slice(position, start));
    if (/\/Type\s*\/ObjStm\b/.test(dictionary)) {
      const name = forbiddenName(unpackObjectStream(bytes, dictionary, start, end));
      if (name) refuse(`uses /${name}, which is not allowed`);
    }
    position = end;
    STREAM_START.lastIndex = end;
  }
  outsideStreams.push(text.slice(position));
  const name = forbiddenName(outsideStreams.join("\n"));
  if (name) refuse(`uses /${name}, which is not allowed`);
}
