import type { FastifyReply } from "fastify";

/** The content codings we produce, in order of preference when a client rates them equally. */
export const ENCODINGS = ["br", "gzip"] as const;
export type Encoding = (typeof ENCODINGS)[number];

/** The file extension of a precompressed copy, as the build writes it. */
export const ENCODED_EXTENSION: Record<Encoding, string> = { br: ".br", gzip: ".gz" };

/** Text files worth compressing; fonts (woff2) and pictures are compressed already. */
const COMPRESSIBLE_FILE = /\.(?:html|js|mjs|css|svg|json|map|txt|xml|webmanifest)$/i;

/** Answers worth compressing, by Content-Type. */
const COMPRESSIBLE_TYPE =
  /^(?:text\/|application\/(?:json|javascript|xml|manifest\+json|[\w.+-]+\+json)|image\/svg\+xml)/i;

export function isCompressibleFile(path: string): boolean {
  return COMPRESSIBLE_FILE.test(path);
}

export function isCompressibleType(contentType: string): boolean {
  return COMPRESSIBLE_TYPE.test(contentType);
}

/** Each coding named in an Accept-Encoding header with its quality (RFC 9110, 12.5.3). */
function parseAcceptEncoding(header: string): Map<string, number> {
  const ratings = new Map<string, number>();
  for (const entry of header.split(",")) {
    const [name = "", ...params] = entry.split(";").map((part) => part.trim().toLowerCase());
    if (!name) continue;
    let quality = 1;
    for (const param of params) {
      const match = /^q\s*=\s*([01](?:\.\d{0,3})?)$/.exec(param);
      // A malformed weight makes the entry meaningless: skip it rather than guess.
      if (param.startsWith("q") && !match) quality = Number.NaN;
      else if (match) quality = Number(match[1]);
    }
    if (!Number.isNaN(quality)) ratings.set(name, Math.min(quality, 1));
  }
  return ratings;
}

/**
 * The coding to send a body in for this Accept-Encoding, or undefined for the body as it is.
 * A coding the header does not name is acceptable only through `*`; `q=0` refuses it; the
 * highest weight wins and brotli wins a tie (smaller for the same content).
 */
export function negotiateEncoding(
  header: string | undefined,
  offered: readonly Encoding[] = ENCODINGS,
): Encoding | undefined {
  if (!header) return undefined;
  const ratings = parseAcceptEncoding(header);
  let best: Encoding | undefined;
  let bestQuality = 0;
  for (const encoding of offered) {
    const quality = ratings.get(encoding) ?? ratings.get("*") ?? 0;
    if (quality > bestQuality) [best, bestQuality] = [encoding, quality];
  }
  return best;
}

/** Adds a field to Vary without dropping those already there. */
export function varyOn(reply: FastifyReply, field: string): void {
  const current = reply.getHeader("vary");
  const fields = typeof current === "string" && current ? current.split(/\s*,\s*/) : [];
  if (fields.includes("*") || fields.some((name) => name.toLowerCase() === field.toLowerCase())) {
    return;
  }
  reply.header("vary", [...fields, field].join(", "));
}
