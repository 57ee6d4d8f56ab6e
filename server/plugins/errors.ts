import type { FastifyError, FastifyInstance } from "fastify";
import { HttpError, notFound } from "../../src/core/errors";

/** Our words for the request errors Fastify raises before a handler runs. */
const FASTIFY_MESSAGES: Readonly<Record<string, string>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: "The request body is not valid JSON",
  FST_ERR_CTP_EMPTY_JSON_BODY: "The request body is empty but its Content-Type says JSON",
  FST_ERR_CTP_BODY_TOO_LARGE: "The request body is too large",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "Unsupported Content-Type: send JSON (application/json)",
};

function isClientError(error: unknown): error is FastifyError & { statusCode: number } {
  if (!(error instanceof Error)) return false;
  const status = (error as Partial<FastifyError>).statusCode;
  return typeof status === "number" && status >= 400 && status < 500;
}

/**
 * What the caller is told about an error: our own `HttpError`s as they are; a request Fastify
 * refused (bad JSON, too large, wrong type) with its status; anything else is a bug, answered
 * with a bare 500 so no stack trace or internal detail leaves the server.
 */
function toHttpError(error: unknown): HttpError | undefined {
  if (error instanceof HttpError) return error;
  if (!isClientError(error)) return undefined;
  // JSON.parse's SyntaxError carries the status Fastify gave it, but no code.
  const message =
    FASTIFY_MESSAGES[error.code] ??
    (error instanceof SyntaxError ? FASTIFY_MESSAGES.FST_ERR_CTP_INVALID_JSON_BODY : error.message);
  return new HttpError(error.statusCode, { message });
}

/** PostgreSQL's SQLSTATE, on its error or on the query error that wraps it (Drizzle). */
function sqlState(error: unknown): string | undefined {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 3; depth++) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    cause = cause.cause;
  }
  return undefined;
}

/**
 * Class 22 (data exception: a value out of range, unreadable as a date or number, a NUL byte)
 * is the caller's value, not our fault: a safety net behind the schemas, answered 400.
 */
const isDataException = (error: unknown) => sqlState(error)?.startsWith("22") ?? false;

const DATA_EXCEPTION = new HttpError(400, {
  message: "A value in the request is out of range or cannot be stored",
});

const UNHANDLED = new HttpError(500, { message: "Unhandled error" });

/** Every error, and every unknown route, answers with the contract's error body. */
export function errorBodies(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    if (isDataException(error)) {
      // A schema let through what the database refuses: worth fixing, but no server fault.
      request.log.warn({ err: error }, "Data exception answered 400");
      return reply.code(400).send(DATA_EXCEPTION.toBody());
    }
    const httpError = toHttpError(error);
    if (!httpError || httpError.httpCode >= 500) {
      request.log.error({ err: error }, "Unhandled error");
    }
    const answer = httpError ?? UNHANDLED;
    return reply.code(answer.httpCode).send(answer.toBody());
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0] ?? "";
    const error = notFound(`Not found: ${request.method} ${path.slice(0, 200)}`);
    return reply.code(404).send(error.toBody());
  });
}
