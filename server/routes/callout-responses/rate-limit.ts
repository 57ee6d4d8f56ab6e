import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import { registerRateLimit, senderKey } from "../../plugins/rate-limit";
import type { AnswerRateLimits } from "../../services/responses/rate-limits";

function calloutKey(request: FastifyRequest): string {
  const { id } = request.params as { id?: string };
  return `${senderKey(request)}:callout:${id ?? ""}`;
}

/**
 * The limit of `POST /callout/:id/responses`, per sender and callout (the plugin runs one
 * limit per request). Counted in each server's memory, like the upload limits: behind a load
 * balancer each server allows this many.
 */
export async function answerRateLimit(
  app: FastifyInstance,
  limits: AnswerRateLimits,
): Promise<preHandlerAsyncHookHandler[]> {
  if (limits.perCallout === 0) return [];
  await registerRateLimit(app);
  return [
    app.rateLimit({
      keyGenerator: calloutKey,
      max: limits.perCallout,
      timeWindow: limits.windowMs,
    }),
  ];
}
