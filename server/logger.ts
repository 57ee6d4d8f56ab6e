import type { FastifyRequest, FastifyServerOptions } from "fastify";
import type { LogLevel } from "./config";

/** Where JSON log lines go instead of stdout (tests read them). */
export interface LogStream {
  write(line: string): void;
}

/**
 * Path segments that are a one-time token: the emailed links (password, second factor, join
 * and email-change confirmations), their API calls, and the test provider's checkout.
 */
const TOKEN_IN_PATH =
  /(\/(?:reset-password|set-password|reset-device|confirm-email|email-change|checkout\/test|test-provider\/checkout)\/)[^/?#]+/giu;

/**
 * Query parameters that hold a secret: the payment flow a payer comes back with (enough to
 * complete someone's join) and the client secrets Stripe adds to its return address.
 */
const SECRET_IN_QUERY =
  /([?&](?:paymentFlowId|setup_intent_client_secret|payment_intent_client_secret)=)[^&#]*/giu;

/** A URL as logged: a link's token would let anyone who reads the log use the link. */
export function redactUrl(url: string): string {
  return url.replace(TOKEN_IN_PATH, "$1[redacted]").replace(SECRET_IN_QUERY, "$1[redacted]");
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
