import rateLimit, { normalizeIP } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { HttpError } from "../../src/core/errors";

/** Signed-in contacts count as themselves; everyone else (API keys too) by client address. */
export function senderKey(request: FastifyRequest): string {
  const { contactId } = request.caller;
  // IPv6 addresses count per /64, the block one household or phone is given.
  return contactId === undefined ? `address:${normalizeIP(request.ip)}` : `contact:${contactId}`;
}

/**
 * Enables per-route limits in the calling plugin, answering with the contract's 429 body:
 * code `TOO_MANY_REQUESTS` and how long to wait (the plugin also sets `Retry-After`).
 */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new HttpError(429, {
        message: `Rate limit exceeded. Try again in ${seconds} seconds.`,
        code: "TOO_MANY_REQUESTS",
      });
    },
  });
}
