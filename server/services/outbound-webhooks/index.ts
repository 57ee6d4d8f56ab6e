import { WEBHOOK_EVENTS, type WebhookEvent } from "@core/outbound-webhooks";
import type { EventBus } from "../events/bus";
import type { EventData, EventWriter } from "../events/emit";
import { createWebhooksContext, type OutboundWebhookOptions } from "./context";
import { deliveryCalls } from "./deliveries";
import { handleDeliveryJobs } from "./deliver";
import { createEmit } from "./emitter";
import { endpointCalls } from "./endpoints";

export { DELIVERY_BATCH_SIZE, deliveryBatchJob, deliveryJob } from "./delivery-jobs";

export type OutboundWebhooks = ReturnType<typeof createOutboundWebhooks>;

/**
 * Signed webhooks to the newsroom's other tools: endpoints, the deliveries of the events they
 * chose (each a job of the durable queue, retried with backoff), tests and redeliveries.
 */
export function createOutboundWebhooks(options: OutboundWebhookOptions) {
  const ctx = createWebhooksContext(options);
  handleDeliveryJobs(ctx);
  const emit = createEmit(ctx);
  return {
    ...endpointCalls(ctx),
    ...deliveryCalls(ctx),
    emit,
    /** Hears every webhook event on the bus: writes the deliveries the endpoints want. */
    hearOn(bus: Pick<EventBus, "on">): void {
      bus.on(
        WEBHOOK_EVENTS,
        Object.assign(
          (tx: EventWriter, data: EventData, event: WebhookEvent) => emit(tx, event, data),
          {
            many: (tx: EventWriter, items: readonly object[], event: WebhookEvent) =>
              emit.many(tx, event, items),
            wants: (event: WebhookEvent) => emit.wants(event),
          },
        ),
      );
    },
  };
}
