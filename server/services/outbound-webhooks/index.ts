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
  return { ...endpointCalls(ctx), ...deliveryCalls(ctx), emit: createEmit(ctx) };
}
