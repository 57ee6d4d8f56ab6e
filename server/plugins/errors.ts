import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import {
  errorCodes,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from "fastify";
import { HttpError, notFound } from "@core/errors";
import { MAX_PATH_PARAM_LENGTH } from "../routes/params";

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

/** The methods a path answers, from the router; the pages' catch-all (`/*`) is no match. */
const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

function allowedMethods(app: FastifyInstance, path: string): string[] {
  return METHODS.filter((method) => {
    const route = app.findRoute({ method, url: path });
    return route !== null && !("*" in (route.params ?? {}));
  });
}

/** Fastify's words for a URL its router refuses, before any route or hook runs. */
const ROUTER_MESSAGES: Readonly<Record<string, (max: number) => string>> = {
  FST_ERR_BAD_URL: () => "The URL is not valid: a path segment is not valid percent-encoding",
  FST_ERR_MAX_PARAM_LENGTH: (max) => `A path parameter is longer than ${max} characters`,
};

/**
 * `frameworkErrors` for Fastify's options: the router's refusals (a badly encoded URL, 400; a
 * path parameter over `maxParamLength`, 414) in the contract's error body.
 */
export function routerErrors(maxParamLength: number) {
  return (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
    const status = error.statusCode ?? 400;
    const message = ROUTER_MESSAGES[error.code]?.(maxParamLength) ?? "The URL is not valid";
    return reply.code(status).send(new HttpError(status, { message }).toBody());
  };
}

/** Node's refusals of a request it cannot read, by the parser's error code. */
const CLIENT_ERRORS: Readonly<Record<string, { status: number; message: string }>> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    message: "The request's headers are too large (the URL counts: send long filters in a body)",
  },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: "The request took too long to arrive" },
};

/**
 * `clientErrorHandler` for Fastify's options: a request Node's HTTP parser refuses before
 * Fastify sees it (headers over the limit: 431; a timeout: 408; anything else: 400) answered
 * in the contract's error body, then the connection closed, as Node would.
 */
export function clientErrors(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const known = CLIENT_ERRORS[error.code ?? ""] ?? {
    status: 400,
    message: "The request could not be read",
  };
  const body = JSON.stringify(new HttpError(known.status, { message: known.message }).toBody());
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${known.status} ${STATUS_CODES[known.status]}\r\nConnection: close\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** Every error, and every unknown route, answers with the contract's error body. */
export function errorBodies(app: FastifyInstance, maxParamLength = MAX_PATH_PARAM_LENGTH): void {
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
    // No route's own words run that long: a segment this long is a parameter the router passed
    // over (to the pages' catch-all) for its length.
    if (path.split("/").some((segment) => segment.length > maxParamLength)) {
      return routerErrors(maxParamLength)(
        new errorCodes.FST_ERR_MAX_PARAM_LENGTH(path),
        request,
        reply,
      );
    }
    // A known path asked with a method it does not take: 405 with the ones it does.
    const allowed = allowedMethods(app, path);
    if (allowed.length > 0) {
      const error = new HttpError(405, {
        message: `Method not allowed: ${request.method} ${path.slice(0, 200)}; allowed: ${allowed.join(", ")}`,
      });
      return reply.code(405).header("allow", allowed.join(", ")).send(error.toBody());
    }
    const error = notFound(`Not found: ${request.method} ${path.slice(0, 200)}`);
    return reply.code(404).send(error.toBody());
  });
}
