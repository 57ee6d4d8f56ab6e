import { createReadStream, type Stats } from "node:fs";
import { stat } from "node:fs/promises";
import { extname, join } from "node:path";
import type { FastifyReply, FastifyRequest } from "fastify";
import { ENCODED_EXTENSION, ENCODINGS, negotiateEncoding, type Encoding } from "./encoding";

/**
 * Content types of the text files the build compresses (see isCompressibleFile), exactly as
 * @fastify/static sends the files themselves, so a copy and its original never differ.
 */
const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "application/javascript; charset=utf-8",
  ".mjs": "application/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
  ".webmanifest": "application/manifest+json",
};

export interface EncodedCopy {
  /** The copy on disk, e.g. `…/assets/callout-77aa.js.br`. */
  path: string;
  /** The file it stands for, whose content type it is sent with. */
  original: string;
  encoding: Encoding;
  info: Stats;
}

/**
 * The build's compressed copy of `root/file` that suits this Accept-Encoding best, if any.
 * A copy exists only where it came out smaller, so the choice is made among those on disk.
 */
export async function findEncodedCopy(
  root: string,
  file: string,
  acceptEncoding: string | undefined,
): Promise<EncodedCopy | undefined> {
  if (!acceptEncoding) return undefined;
  const original = join(root, file);
  const copies = await Promise.all(
    ENCODINGS.map(async (encoding) => {
      const path = original + ENCODED_EXTENSION[encoding];
      const info = await stat(path).catch(() => undefined);
      return info?.isFile() ? { path, original, encoding, info } : undefined;
    }),
  );
  const onDisk = copies.filter((copy) => copy !== undefined);
  const encoding = negotiateEncoding(
    acceptEncoding,
    onDisk.map((copy) => copy.encoding),
  );
  return onDisk.find((copy) => copy.encoding === encoding);
}

/** Whether If-None-Match names this entity tag (weak comparison, as for GET). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => opaque(tag) === opaque(etag));
}

/**
 * Sends a compressed copy with its original's content type and an entity tag of its own per
 * coding. Ranges are ignored: a byte range of compressed bytes means nothing to most clients,
 * and the files are small.
 */
export function sendEncodedCopy(
  request: FastifyRequest,
  reply: FastifyReply,
  copy: EncodedCopy,
): FastifyReply {
  const { info, encoding } = copy;
  const etag = `W/"${info.size.toString(16)}-${info.mtime.getTime().toString(16)}-${encoding}"`;
  reply.header("etag", etag);
  reply.header("last-modified", info.mtime.toUTCString());
  reply.header("content-encoding", encoding);
  reply.header(
    "content-type",
    CONTENT_TYPES[extname(copy.original).toLowerCase()] ?? "application/octet-stream",
  );
  if (matches(request.headers["if-none-match"], etag)) return reply.code(304).send();
  reply.header("content-length", info.size);
  return reply.send(createReadStream(copy.path));
}
