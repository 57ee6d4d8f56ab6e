import type { ByteRange } from "../../services/uploads/stores";

/**
 * The one byte range a `Range` header asks of a file of `size` bytes: undefined to send it
 * whole (no header, a unit other than bytes, several ranges), "unsatisfiable" for a range
 * that starts past the end (416).
 */
export function requestedRange(
  header: string | undefined,
  size: number,
): ByteRange | "unsatisfiable" | undefined {
  const match = header === undefined ? null : /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return undefined;
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return undefined;
  if (first === "") {
    // `bytes=-500`: the last 500 bytes.
    const length = Number(last);
    if (length === 0) return "unsatisfiable";
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  if (start >= size) return "unsatisfiable";
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  return end < start ? undefined : { start, end };
}

/** Whether an `If-None-Match` header names this ETag (weakly compared, as RFC 9110 asks). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
}
