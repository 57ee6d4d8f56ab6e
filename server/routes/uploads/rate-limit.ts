import { normalizeIP } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import { registerRateLimit } from "../../plugins/rate-limit";
import type { UploadRateLimits } from "../../services/uploads";

/** Signed-in contacts count as themselves; everyone else (API keys too) by client address. */
function senderKey(request: FastifyRequest): string {
  const { contactId } = request.caller;
  // IPv6 addresses count per /64, the block one household or phone is given.
  return contactId === undefined ? `address:${normalizeIP(request.ip)}` : `contact:${contactId}`;
}

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
