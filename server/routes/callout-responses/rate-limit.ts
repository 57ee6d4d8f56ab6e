import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import { registerRateLimit, senderKey } from "../../plugins/rate-limit";
import type { AnswerRateLimits } from "../../services/responses/rate-limits";

/**
 * The limit of `POST /callout/:id/responses`, per sender and callout (the plugin runs one
 * limit per request). The callout is the one `:id` names, by its id whatever the case or by
 * its slug: each spelling of it shares one allowance. Counted in each server's memory, like
 * the upload limits: behind a load balancer each server allows this many.
 */
export async function answerRateLimit(
  app: FastifyInstance,
  limits: AnswerRateLimits,
  /** The callout's id, undefined when there is no such callout (the route answers 404). */
  calloutId: (request: FastifyRequest) => Promise<string | undefined>,
): Promise<preHandlerAsyncHookHandler[]> {
  if (limits.perCallout === 0) return [];
  await registerRateLimit(app);
  const calloutKey = async (request: FastifyRequest): Promise<string> => {
    const { id } = request.params as { id?: string };
    const callout = (await calloutId(request)) ?? (id ?? "").toLowerCase();
    return `${senderKey(request)}:callout:${callout}`;
  };
  return [
    app.rateLimit({
      keyGenerator: calloutKey,
      max: limits.perCallout,
      timeWindow: limits.windowMs,
    }),
  ];
}
