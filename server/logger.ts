import type { FastifyRequest, FastifyServerOptions } from "fastify";
import type { LogLevel } from "./config";

/** Where JSON log lines go instead of stdout (tests read them). */
export interface LogStream {
  write(line: string): void;
}

/** Paths whose last segment is a one-time token (the emailed links and their API calls). */
const TOKEN_IN_PATH = /(\/(?:reset-password|set-password|reset-device)\/)[^/?#]+/giu;

/** A URL as logged: a link's token would let anyone who reads the log use the link. */
export function redactUrl(url: string): string {
  return url.replace(TOKEN_IN_PATH, "$1[redacted]");
}

/**
 * Fastify's pino logger: one JSON object per line. Credentials never reach the log, whatever
 * a serializer or a `log.info({ req })` call includes.
 */
export function loggerOptions(
  level: LogLevel,
  stream?: LogStream,
): NonNullable<FastifyServerOptions["logger"]> {
  return {
    level,
    redact: {
      paths: [
        "req.headers.authorization",
        "req.headers.cookie",
        'res.headers["set-cookie"]',
        "headers.authorization",
        "headers.cookie",
      ],
      censor: "[redacted]",
    },
    serializers: {
      // Fastify's own fields, with the URL's tokens taken out.
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
    ...(stream ? { stream } : {}),
  };
}
