import { constants, inflateSync } from "node:zlib";
import { type Dictionary, entries, type PdfValue } from "./pdf-parser";

/*
 * Stream data: where it lies and how to decode it. Viewers disagree on broken files (some
 * trust /Length, some look for `endstream`), so the data is taken up to the farther of the
 * two: inflating ignores what follows the end of the compressed data.
 */

/** Where the data starts: after `stream` and the end of line that follows it. */
export function dataStart(text: string, afterKeyword: number): number {
  if (text.startsWith("\r\n", afterKeyword)) return afterKeyword + 2;
  return /[\r\n]/.test(text[afterKeyword] ?? "") ? afterKeyword + 1 : afterKeyword;
}

/** Every `endstream` of the file, in order: found once, so each stream's end is a lookup. */
export function endstreamPositions(text: string): number[] {
  const positions: number[] = [];
  for (let at = text.indexOf("endstream"); at >= 0; at = text.indexOf("endstream", at + 1)) {
    positions.push(at);
  }
  return positions;
}

/** The first of the sorted `positions` at or after `start`, or undefined. */
function nextPosition(positions: readonly number[], start: number): number | undefined {
  let low = 0;
  let high = positions.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((positions[middle] as number) < start) low = middle + 1;
    else high = middle;
  }
  return positions[low];
}

export function dataEnd(
  text: string,
  endstreams: readonly number[],
  dictionary: Dictionary | undefined,
  start: number,
): number {
  const byKeyword = nextPosition(endstreams, start) ?? text.length;
  const [length] = dictionary ? entries(dictionary, "Length") : [];
  if (length?.kind !== "number" || !length.integer || length.value < 0) return byKeyword;
  return Math.max(byKeyword, Math.min(text.length, start + length.value));
}

/** An object stream in some viewer's eyes: `/Type /ObjStm`, or the `/N` or `/First` it needs. */
export function mayHoldObjects(dictionary: Dictionary): boolean {
  const types = entries(dictionary, "Type");
  return (
    types.some((type) => type.kind === "name" && type.value === "ObjStm") ||
    entries(dictionary, "N").length > 0 ||
    entries(dictionary, "First").length > 0
  );
}

const FLATE = new Set(["FlateDecode", "Fl"]);

/** True if the data is plain or only Flate-compressed without predictor, which we can decode. */
export function isDecodable(dictionary: Dictionary): boolean {
  const filters = entries(dictionary, "Filter");
  const parameters = [...entries(dictionary, "DecodeParms"), ...entries(dictionary, "DP")];
  if (filters.length > 1 || parameters.length > 1) return false;
  const [filter] = filters;
  const names = filter?.kind === "array" ? filter.items : filter ? [filter] : [];
  const flate = names.every((name) => name.kind === "name" && FLATE.has(name.value));
  return flate && parameters.every(withoutPredictor);
}

function withoutPredictor(parameters: PdfValue): boolean {
  if (parameters.kind === "keyword" && parameters.value === "null") return true;
  if (parameters.kind === "array") return parameters.items.every(withoutPredictor);
  if (parameters.kind !== "dictionary") return false;
  return entries(parameters, "Predictor").every(
    (predictor) => predictor.kind === "number" && predictor.value <= 1,
  );
}

/** How many Flate filters the data went through (isDecodable must hold). */
export function flateCount(dictionary: Dictionary): number {
  const [filter] = entries(dictionary, "Filter");
  if (!filter) return 0;
  return filter.kind === "array" ? filter.items.length : 1;
}

/** The data inflated `times` times; throws if it is not Flate data or grows past the limit. */
export function inflate(data: Buffer, times: number, maxOutputLength: number): Buffer {
  let decoded = data;
  for (let time = 0; time < times; time++) decoded = inflateSync(decoded, { maxOutputLength });
  return decoded;
}

/** The start of Flate data, inflated as far as its first kilobyte goes; undefined if not Flate. */
export function inflateStart(data: Buffer): Buffer | undefined {
  // A zlib header (RFC 1950) first: most streams are not Flate, and trying costs far more.
  const [cmf = 0, flags = 0] = data;
  if ((cmf & 0x0f) !== 8 || (cmf * 256 + flags) % 31 !== 0) return undefined;
  try {
    return inflateSync(data.subarray(0, 1024), {
      finishFlush: constants.Z_SYNC_FLUSH,
      maxOutputLength: 1024 * 1024,
    });
  } catch {
    // Not Flate data (or a bomb even in its first kilobyte): not something we unpack.
    return undefined;
  }
}
