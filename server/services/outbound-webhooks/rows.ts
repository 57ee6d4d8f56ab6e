import { randomUUID } from "node:crypto";
import type { WebhookDelivery, WebhookEndpoint, WebhookEvent } from "@core/outbound-webhooks";
import type { webhookDeliveries, webhookEndpoints } from "../../db/schema";

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

export const endpointOf = (row: EndpointRow): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  description: row.description,
  events: row.events as WebhookEvent[],
  enabled: row.enabled,
  disabledReason: row.disabledReason,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const deliveryOf = (row: DeliveryRow): WebhookDelivery => ({
  id: row.id,
  endpointId: row.endpointId,
  event: row.event as WebhookDelivery["event"],
  state: row.state,
  attempts: row.attempts,
  responseCode: row.responseCode,
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
  lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
});

export const DISABLED_AFTER_FAILURES =
  "Turned off: deliveries kept failing for 3 days. Check the receiver, then turn it on again.";

/** A delivery's row: its id is in its body, which is signed as stored. */
export function deliveryValues(endpointId: string, event: string, data: object) {
  const id = randomUUID();
  const createdAt = new Date().toISOString();
  return { id, endpointId, event, body: JSON.stringify({ id, type: event, createdAt, data }) };
}
