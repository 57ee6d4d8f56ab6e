import { array, number, object, optional, size, string } from "superstruct";
import { defineJob, exponentialBackoff } from "../jobs";

/**
 * One delivery's tries: 1 min after the first failure, doubling up to 12 h apart, 16 tries in
 * about 3 days (17 h for the first 11, then 12 h apart). `round` names a redelivery.
 */
export const deliveryJob = defineJob({
  type: "outbound-webhook",
  // `endpointId` lets an endpoint's deletion find its jobs (jobs queued before it have none).
  payload: object({ deliveryId: string(), round: number(), endpointId: optional(string()) }),
  maxAttempts: 16,
  backoff: exponentialBackoff(60, 12 * 60 * 60),
  // Queued by the thousand (an import's events): after every other kind of job.
  priority: "bulk",
  logFields: ({ deliveryId, round }) => ({ deliveryId, round }),
});

/** Deliveries one batch job sends, one request after another. */
export const DELIVERY_BATCH_SIZE = 100;

/**
 * The deliveries of many events at once (an import's) to one endpoint: one job sends them
 * in turn, each as the request a single delivery is, so a 50,000-row import queues 500 jobs
 * per endpoint rather than 50,000. A failure stops the batch; its next try sends what is left.
 */
export const deliveryBatchJob = defineJob({
  type: "outbound-webhook-batch",
  payload: object({
    endpointId: string(),
    deliveryIds: size(array(string()), 1, DELIVERY_BATCH_SIZE),
  }),
  maxAttempts: deliveryJob.maxAttempts,
  backoff: deliveryJob.backoff,
  priority: deliveryJob.priority,
  logFields: ({ endpointId, deliveryIds }) => ({ endpointId, deliveries: deliveryIds.length }),
});
