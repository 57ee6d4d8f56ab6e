import { eq } from "drizzle-orm";
import type { Database } from "../../db/connection";
import { webhookEndpoints } from "../../db/schema";
import type { BusEmit } from "../events/bus";
import type { EventWriter } from "../events/emit";
import type { JobRunner } from "../jobs";
import type { CacheInvalidation } from "../shared-state/cache-invalidation";
import { createReadCache } from "../shared-state/read-cache";
import { createSecretBox } from "./secret-box";

export interface OutboundWebhookOptions {
  db: Database;
  jobs: JobRunner;
  /** Deliveries to loopback, link-local and private addresses (an installation's choice). */
  allowPrivate: boolean;
  /**
   * The event bus, told `webhook-endpoint.disabled` when the server turns an endpoint off after
   * its deliveries failed for days (in the transaction that does).
   */
  tell?: BusEmit;
  /** How long the enabled endpoints' events are reused by `emit` (services/shared-state/read-cache). */
  cacheMs?: number;
  /** Tells the other servers' `emit` of a changed endpoint at once. */
  invalidation?: CacheInvalidation | undefined;
}

export type WebhooksContext = ReturnType<typeof createWebhooksContext>;

/**
 * What the use cases of outbound webhooks share: the options, the sealed secrets, and the
 * cached read of which events enabled endpoints want.
 */
export function createWebhooksContext(options: OutboundWebhookOptions) {
  const { db } = options;
  const secrets = createSecretBox(db);
  // Every answer, triage and payment emits: whether any endpoint wants an event is read once
  // per `cacheMs`, not once per event (changes made here are seen at once).
  const enabledEndpoints = (reader: EventWriter) =>
    reader
      .select({ id: webhookEndpoints.id, events: webhookEndpoints.events })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.enabled, true));
  const subscriptions = createReadCache(() => enabledEndpoints(db), {
    cacheMs: options.cacheMs ?? 0,
    shared: options.invalidation && {
      name: "webhook-subscriptions",
      invalidation: options.invalidation,
    },
  });

  return { ...options, secrets, enabledEndpoints, subscriptions };
}
