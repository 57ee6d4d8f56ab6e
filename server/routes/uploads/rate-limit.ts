import type { FastifyInstance, preHandlerAsyncHookHandler } from "fastify";
import { registerRateLimit, senderKey } from "../../plugins/rate-limit";
import type { RateCounters } from "../../services/shared-state/rate-counters";
import type { UploadRateLimits } from "../../services/uploads";

/**
 * One limiter for both upload routes, so their counts add up. Counted by `counters`: on
 * PostgreSQL, once for all the servers behind a load balancer (and kept across restarts).
 */
export async function uploadRateLimit(
  app: FastifyInstance,
  counters: RateCounters,
  limits: UploadRateLimits,
): Promise<preHandlerAsyncHookHandler> {
  await registerRateLimit(app, counters, "uploads");
  return app.rateLimit({
    keyGenerator: senderKey,
    max: (_request, key) =>
      key.startsWith("contact:") ? limits.perContact : limits.guestsPerAddress,
    timeWindow: limits.windowMs,
  });
}
