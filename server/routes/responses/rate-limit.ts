import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import { registerRateLimit, senderKey } from "../../plugins/rate-limit";
import type { AnswerRateLimits } from "../../services/responses/rate-limits";
import type { RateCounters } from "../../services/shared-state/rate-counters";

/**
 * The limit of `POST /callout/:id/responses`, per sender and callout (the plugin runs one
 * limit per request). The callout is the one `:id` names, by its id whatever the case or by
 * its slug: each spelling of it shares one allowance. Counted by `counters`: on PostgreSQL,
 * once for all the servers behind a load balancer.
 */
export async function answerRateLimit(
  app: FastifyInstance,
  counters: RateCounters,
  limits: AnswerRateLimits,
  /** The callout's id, undefined when there is no such callout (the route answers 404). */
  calloutId: (request: FastifyRequest) => Promise<string | undefined>,
): Promise<preHandlerAsyncHookHandler[]> {
  if (limits.perCallout === 0) return [];
  await registerRateLimit(app, counters, "answers");
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
