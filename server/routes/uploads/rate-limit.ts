import type { FastifyInstance, preHandlerAsyncHookHandler } from "fastify";
import { registerRateLimit, senderKey } from "../../plugins/rate-limit";
import type { UploadRateLimits } from "../../services/uploads";

/**
 * One limiter for both upload routes, so their counts add up. Counted in each server's
 * memory (as the contract's own limiter did): behind a load balancer each server allows this
 * many, and a restart forgets the counts.
 */
export async function uploadRateLimit(
  app: FastifyInstance,
  limits: UploadRateLimits,
): Promise<preHandlerAsyncHookHandler> {
  await registerRateLimit(app);
  return app.rateLimit({
    keyGenerator: senderKey,
    max: (_request, key) =>
      key.startsWith("contact:") ? limits.perContact : limits.guestsPerAddress,
    timeWindow: limits.windowMs,
  });
}
