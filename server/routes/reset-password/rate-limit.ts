import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import { HttpError } from "../../../src/core/errors";

/**
 * How often one client address may ask for reset links: enough for a typo or two, too few to
 * flood someone's inbox. Counted in each server's memory; behind a load balancer each server
 * allows this many.
 */
export const RESET_REQUEST_LIMIT = { max: 5, timeWindow: 15 * 60 * 1000 };

/** Enables per-route `config.rateLimit` in this plugin, answering 429 `TOO_MANY_REQUESTS`. */
export async function resetRateLimit(app: FastifyInstance): Promise<void> {
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
