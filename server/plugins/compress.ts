import { Readable, pipeline } from "node:stream";
import { promisify } from "node:util";
import {
  brotliCompress,
  constants,
  createBrotliCompress,
  createGzip,
  gzip,
  type BrotliOptions,
} from "node:zlib";
import type { FastifyInstance, FastifyReply } from "fastify";
import {
  ENCODINGS,
  isCompressibleType,
  negotiateEncoding,
  varyOn,
  type Encoding,
} from "./encoding";

/** Smaller bodies fit in a packet or two as they are; compressing them costs more than it saves. */
export const MIN_COMPRESSED_SIZE = 1024;

/** Quality 4: most of brotli's gain over gzip at a fraction of its maximum's CPU time. */
const BROTLI: BrotliOptions = {
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 4,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  },
};

const encode: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: { ...BROTLI.params, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  gzip: (body) => promisify(gzip)(body),
};

/**
 * Streamed answers are long downloads (exports of megabytes) compressed while the server answers
 * other requests: a fast setting. On the bench's 10 MB responses export, brotli quality 2 took
 * 39 ms against quality 4's 117 to 184 for 3 % more bytes, and gzip level 3 38 ms against the
 * default level's 66 to 80 for 7 % more.
 */
const STREAMED_BROTLI_QUALITY = 2;
export const STREAMED_GZIP_LEVEL = 3;

const encoder: Record<Encoding, () => NodeJS.ReadWriteStream> = {
  br: () =>
    createBrotliCompress({
      params: { ...BROTLI.params, [constants.BROTLI_PARAM_QUALITY]: STREAMED_BROTLI_QUALITY },
    }),
  gzip: () => createGzip({ level: STREAMED_GZIP_LEVEL }),
};

/** Replies whose coding is already settled: files sent from their precompressed copies or as they are. */
const settled = new WeakSet<FastifyReply>();

/** Leaves this reply's body alone (plugins/static.ts chooses between a file's built copies). */
export function encodingSettled(reply: FastifyReply): void {
  settled.add(reply);
}

function byteLength(payload: unknown, reply: FastifyReply): number | undefined {
  if (typeof payload === "string") return Buffer.byteLength(payload);
  if (payload instanceof Uint8Array) return payload.length;
  const declared = Number(reply.getHeader("content-length"));
  return Number.isFinite(declared) ? declared : undefined;
}

/** An entity tag of its own for each coding, so caches never swap one body for another. */
function tagEncoding(reply: FastifyReply, encoding: Encoding): void {
  const etag = reply.getHeader("etag");
  if (typeof etag === "string") reply.header("etag", etag.replace(/"$/, `-${encoding}"`));
}

const CODING_SUFFIX = new RegExp(`-(?:${ENCODINGS.join("|")})"$`);

/**
 * Whether If-None-Match names `etag` in any of the codings this hook tags it with: a client
 * revalidates with the tag of the body it got, whose coding it chose, not the content.
 */
export function namesEntity(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "").replace(CODING_SUFFIX, '"');
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
}

/**
 * Compresses dynamic answers (API JSON, pages the server renders) over 1 KB by the request's
 * Accept-Encoding: brotli at a fast quality, or gzip. Streams are compressed as they flow, for
 * answers whose size is not known up front, at a faster setting still.
 */
export function compressAnswers(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply, payload) => {
    if (payload === null || payload === undefined || settled.has(reply)) return payload;
    if (reply.hasHeader("content-encoding") || reply.statusCode === 204) return payload;
    const type = reply.getHeader("content-type");
    if (typeof type !== "string" || !isCompressibleType(type)) return payload;
    if (/\bno-transform\b/.test(String(reply.getHeader("cache-control") ?? ""))) return payload;
    const length = byteLength(payload, reply);
    if (length !== undefined && length <= MIN_COMPRESSED_SIZE) return payload;

    varyOn(reply, "Accept-Encoding");
    const encoding = negotiateEncoding(request.headers["accept-encoding"]);
    if (!encoding) return payload;
    reply.header("content-encoding", encoding);
    reply.removeHeader("content-length");
    tagEncoding(reply, encoding);
    if (payload instanceof Readable) {
      return pipeline(payload, encoder[encoding](), (error) => {
        if (error) request.log.warn({ err: error }, "compressing a streamed answer failed");
      });
    }
    // Serialised by now: a string or bytes.
    const body = typeof payload === "string" ? Buffer.from(payload) : (payload as Uint8Array);
    return encode[encoding](Buffer.isBuffer(body) ? body : Buffer.from(body));
  });
}
