import { webhookDeliveries } from "../../db/schema";
import type { WebhooksContext } from "./context";
import { DELIVERY_BATCH_SIZE, deliveryBatchJob, deliveryJob } from "./delivery-jobs";
import type { EventWriter } from "../events/emit";
import { deliveryValues, type DeliveryRow } from "./rows";

/** Stores a delivery of the event to each endpoint, and queues their first tries, in `tx`. */
export async function queue(
  { jobs }: WebhooksContext,
  tx: EventWriter,
  endpointIds: readonly string[],
  event: string,
  data: object,
): Promise<DeliveryRow[]> {
  if (endpointIds.length === 0) return [];
  const rows = await tx
    .insert(webhookDeliveries)
    .values(endpointIds.map((endpointId) => deliveryValues(endpointId, event, data)))
    .returning();
  for (const { id, endpointId } of rows) {
    await jobs.enqueue(
      tx,
      deliveryJob,
      { deliveryId: id, round: 0, endpointId },
      { uniqueKey: `${id}:0` },
    );
  }
  return rows;
}

/** Stores each event's delivery to each endpoint, queued as one job per endpoint and batch. */
export async function queueMany(
  { jobs }: WebhooksContext,
  tx: EventWriter,
  endpointIds: readonly string[],
  event: string,
  items: readonly object[],
): Promise<void> {
  for (const endpointId of endpointIds) {
    for (let start = 0; start < items.length; start += DELIVERY_BATCH_SIZE) {
      const batch = items.slice(start, start + DELIVERY_BATCH_SIZE);
      const rows = await tx
        .insert(webhookDeliveries)
        .values(batch.map((data) => deliveryValues(endpointId, event, data)))
        .returning({ id: webhookDeliveries.id });
      const deliveryIds = rows.map((row) => row.id);
      await jobs.enqueue(
        tx,
        deliveryBatchJob,
        { endpointId, deliveryIds },
        { uniqueKey: `batch:${deliveryIds[0] ?? ""}` },
      );
    }
  }
}
