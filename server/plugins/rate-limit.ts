import rateLimit, {
  normalizeIP,
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
} from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import { HttpError } from "@core/errors";
import type { RateCounters } from "../services/shared-state/rate-counters";

/** Signed-in contacts count as themselves; everyone else (API keys too) by client address. */
export function senderKey(request: FastifyRequest): string {
  const { contactId } = request.caller;
  // IPv6 addresses count per /64, the block one household or phone is given.
  return contactId === undefined ? `address:${normalizeIP(request.ip)}` : `contact:${contactId}`;
}

/**
 * The plugin's store over our counters, keys prefixed by `scope` and, for a limit in a route's
 * config, by the route: each limit counts on its own, as the plugin's own store does.
 */
function counterStore(counters: RateCounters, scope: string): FastifyRateLimitStoreCtor {
  class CounterStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = `${scope}:`,
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      counters.hit(this.prefix + key, timeWindow).then(
        ({ hits, ttlMs }) => callback(null, { current: hits, ttl: ttlMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(options: object): FastifyRateLimitStore {
      // The plugin passes the limit's settings with the route it is declared on (if any).
      const route = (options as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      return new CounterStore(
        undefined,
        route?.url ? `${this.prefix}${String(route.method)} ${String(route.url)}:` : this.prefix,
      );
    }
  }
  return CounterStore;
}

/**
 * Enables per-route limits in the calling plugin, answering with the contract's 429 body:
 * code `TOO_MANY_REQUESTS` and how long to wait (the plugin also sets `Retry-After`). Hits
 * are counted by `counters` (shared by the servers of one PostgreSQL database), apart from
 * every other plugin's under `scope`.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  counters: RateCounters,
  scope: string,
): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    store: counterStore(counters, scope),
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new HttpError(429, {
        message: `Rate limit exceeded. Try again in ${seconds} seconds.`,
        code: "TOO_MANY_REQUESTS",
      });
    },
  });
}

/**
 * A second limit on a route that has one in its config: the plugin runs only one limit per
 * request, so this one counts on `counters` itself (under `scope`), answering as the plugin
 * does: 429 with `TOO_MANY_REQUESTS` and `Retry-After`.
 */
export function extraRateLimit(
  counters: RateCounters,
  scope: string,
  limit: { max: number; windowMs: number },
): preHandlerAsyncHookHandler {
  return async (request, reply) => {
    const { hits, ttlMs } = await counters.hit(`${scope}:${senderKey(request)}`, limit.windowMs);
    if (hits <= limit.max) return;
    const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
    void reply.header("retry-after", String(seconds));
    throw new HttpError(429, {
      message: `Rate limit exceeded. Try again in ${seconds} seconds.`,
      code: "TOO_MANY_REQUESTS",
    });
  };
}
