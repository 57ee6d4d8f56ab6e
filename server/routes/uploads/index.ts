import fastifyMultipart from "@fastify/multipart";
import type {
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
  onSendAsyncHookHandler,
} from "fastify";
import { HttpError, notFound, unsafeTextError, type ErrorCode } from "@core/errors";
import { isSafeText } from "@core/validation";
import { ImageQuery, MAX_UPLOAD_BYTES, Upload } from "@core/uploads";
import type { Services } from "../../services";
import { readUpload, type StoredFile } from "../../services/uploads";
import { fileTooLarge, uploadError } from "../../services/uploads/errors";
import { uploadRateLimit } from "./rate-limit";
import { matchesEtag, requestedRange } from "./range";
import { IdParams } from "../params";
import { EXAMPLE, EXAMPLE_PDF_BASE64, EXAMPLE_PNG_BASE64 } from "../../openapi/examples";
import { route } from "../route";

/**
 * One file in the field `file`, and little else. The parser hands over at most the limit's
 * bytes, so `readUpload` sees a file reach it and refuses it then, rather than when the
 * parser, having skipped the rest, reaches the end of the part.
 */
const MULTIPART_LIMITS = {
  fileSize: MAX_UPLOAD_BYTES,
  files: 1,
  fields: 4,
  parts: 5,
  fieldSize: 1024,
  headerPairs: 20,
};

/** Room for the boundaries and part headers around the file in a multipart body. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** Names never change (they are random): a year's caching, and no revalidation. */
const CACHE_CONTROL = "public, max-age=31536000, immutable";
/**
 * Opened on their own (an SVG or PDF link followed), stored files run nothing and load
 * nothing: no scripts, no fetches, a sandboxed origin. Styles inside an SVG still apply.
 */
const FILE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'";

/** The multipart parser's refusals, as the contract's codes. */
const PARSER_ERRORS: Readonly<Record<string, { code: ErrorCode; message: string }>> = {
  FST_FILES_LIMIT: { code: "TOO_MANY_FILES", message: "Send one file at a time" },
  FST_PARTS_LIMIT: { code: "TOO_MANY_PARTS", message: "Send only the field `file`" },
  FST_FIELDS_LIMIT: { code: "TOO_MANY_FIELDS", message: "Send only the field `file`" },
};

function fromParser(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: unknown } | undefined)?.code;
  if (code === "FST_REQ_FILE_TOO_LARGE") return fileTooLarge();
  const known = typeof code === "string" ? PARSER_ERRORS[code] : undefined;
  if (known) return new HttpError(400, known);
  return uploadError("The upload could not be read: send multipart/form-data with one file");
}

/** The first file of a multipart body, which must be in the field `file`, read within the limit. */
async function takeFile(request: FastifyRequest) {
  if (!request.isMultipart()) {
    throw uploadError("Send the file as multipart/form-data, in the field `file`");
  }
  // Refused before reading when the sender announces more than the limit allows.
  if (Number(request.headers["content-length"] ?? 0) >= MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD) {
    throw fileTooLarge();
  }
  try {
    const part = await request.file({ limits: MULTIPART_LIMITS });
    if (!part || part.fieldname !== "file") {
      throw uploadError("No file: send it in the multipart field `file`");
    }
    // The one multipart text a handler reads; JSON inputs are checked app-wide (safe-text).
    if (!isSafeText(part.filename)) throw unsafeTextError("body", ["file", "filename"]);
    return {
      bytes: await readUpload(part.file),
      filename: part.filename,
      contentType: part.mimetype,
    };
  } catch (error) {
    throw fromParser(error);
  }
}

/** The bytes and name of the one file a request carries, or the error to answer with. */
async function receiveFile(request: FastifyRequest, reply: FastifyReply) {
  try {
    return await takeFile(request);
  } catch (error) {
    // The rest of a file too large is not worth reading: the connection closes after the 413.
    if (error instanceof HttpError && error.httpCode === 413) reply.header("connection", "close");
    throw error;
  }
}

/**
 * A stored file, streamed from the store: revalidated by its ETag (304), and one byte range
 * when asked for (206; 416 for a range past its end), so a PDF viewer can fetch pages as needed.
 */
async function sendFile(
  uploads: Services["uploads"],
  request: FastifyRequest,
  reply: FastifyReply,
  file: StoredFile,
  disposition: "inline" | "attachment",
) {
  const name = file.key.split("/").pop() ?? "";
  reply
    .header("content-type", file.contentType)
    .header("content-disposition", `${disposition}; filename="${name}"`)
    .header("cache-control", CACHE_CONTROL)
    .header("etag", file.etag)
    .header("accept-ranges", "bytes");
  if (matchesEtag(request.headers["if-none-match"], file.etag)) return reply.code(304).send();
  const range = requestedRange(request.headers.range, file.size);
  if (range === "unsatisfiable") {
    return reply
      .code(416)
      .header("content-range", `bytes */${file.size}`)
      .header("content-type", "text/plain; charset=utf-8")
      .send("Range not satisfiable");
  }
  if (range) {
    reply
      .code(206)
      .header("content-range", `bytes ${range.start}-${range.end}/${file.size}`)
      .header("content-length", range.end - range.start + 1);
  } else {
    reply.header("content-length", file.size);
  }
  return reply.send(await uploads.open(file, range));
}

/** After the app-wide headers (which forbid framing API answers): the files' own policy. */
const filePolicy: onSendAsyncHookHandler = async (_request, reply, payload) => {
  reply.header("content-security-policy", FILE_POLICY);
  reply.header("x-content-type-options", "nosniff");
  return payload;
};

/**
 * `POST /images` and `POST /documents` (contract 2.16) for anyone, rate-limited; the stored
 * files at `GET /images/:id` (with `?w=` for a narrower copy) and `GET /documents/:id`.
 */
export const uploadRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services: { uploads, rateCounters } },
) => {
  // In this plugin only: elsewhere the API still refuses multipart bodies.
  await app.register(fastifyMultipart);
  const limited = await uploadRateLimit(app, rateCounters, uploads.rateLimits);
  const upload = { config: { access: "anyone" as const }, preHandler: limited };
  const download = { config: { access: "anyone" as const }, onSend: filePolicy };
  const tag = "Uploads";
  const uploadErrors = {
    413: "The file is larger than the limit.",
    415: "The file's content is not of a type taken here.",
    429: "Too many uploads from this address.",
  };
  const uploadCodes = [
    "FILE_TOO_LARGE",
    "UNSUPPORTED_FILE_TYPE",
    "UPLOAD_ERROR",
    "TOO_MANY_FILES",
    "TOO_MANY_PARTS",
    "TOO_MANY_FIELDS",
    "TOO_MANY_REQUESTS",
  ] as const;

  route(
    app,
    "POST",
    "/images",
    upload,
    {
      summary: "Upload an image (JPEG, PNG, GIF, WebP), checked by its content",
      description: "Send `multipart/form-data` with the file in the field `file`.",
      tag,
      bodyType: "multipart/form-data",
      answer: Upload,
      errors: uploadErrors,
      codes: uploadCodes,
      examples: [
        {
          summary: "A picture uploaded",
          as: "anyone",
          status: 200,
          file: { filename: "tap.png", contentType: "image/png", base64: EXAMPLE_PNG_BASE64 },
        },
      ],
    },
    async (request, reply) => {
      const { bytes, filename, contentType } = await receiveFile(request, reply);
      return uploads.storeImage(bytes, filename, contentType);
    },
  );

  route(
    app,
    "POST",
    "/documents",
    upload,
    {
      summary: "Upload a document (PDF), checked by its content",
      description: "Send `multipart/form-data` with the file in the field `file`.",
      tag,
      bodyType: "multipart/form-data",
      answer: Upload,
      errors: uploadErrors,
      codes: uploadCodes,
      examples: [
        {
          summary: "A PDF uploaded",
          as: "anyone",
          status: 200,
          file: {
            filename: "report.pdf",
            contentType: "application/pdf",
            base64: EXAMPLE_PDF_BASE64,
          },
        },
      ],
    },
    async (request, reply) => {
      const { bytes, filename } = await receiveFile(request, reply);
      return uploads.storeDocument(bytes, filename);
    },
  );

  route(
    app,
    "GET",
    "/images/:id",
    download,
    {
      summary: "A stored image; w asks for a narrower copy",
      tag,
      params: IdParams,
      query: ImageQuery,
      answerType: "image/*",
      errors: { 404: "No such image." },
      examples: [
        { summary: "An image", as: "anyone", status: 200, params: { id: EXAMPLE.image } },
        { summary: "An unknown image", as: "anyone", status: 404, params: { id: "none.png" } },
      ],
    },
    async (request, reply) => {
      const { w } = request.query;
      const file = await uploads.findImage(
        request.params.id,
        w === undefined ? undefined : Number(w),
      );
      if (!file) throw notFound("No such image");
      return sendFile(uploads, request, reply, file, "inline");
    },
  );

  route(
    app,
    "GET",
    "/documents/:id",
    download,
    {
      summary: "A stored document, as a download",
      tag,
      params: IdParams,
      answerType: "application/pdf",
      errors: { 404: "No such document." },
      examples: [
        { summary: "A document", as: "anyone", status: 200, params: { id: EXAMPLE.document } },
      ],
    },
    async (request, reply) => {
      const file = await uploads.findDocument(request.params.id);
      if (!file) throw notFound("No such document");
      // Downloaded rather than shown: the sandbox policy stops browsers' PDF viewers anyway.
      return sendFile(uploads, request, reply, file, "attachment");
    },
  );
};
