import type { FastifyServerOptions } from "fastify";
import type { LogLevel } from "./config";

/** Where JSON log lines go instead of stdout (tests read them). */
export interface LogStream {
  write(line: string): void;
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
    ...(stream ? { stream } : {}),
  };
}
