import { and, eq, inArray, sql } from "drizzle-orm";
import { WEBHOOK_TEST_EVENT } from "@core/outbound-webhooks";
import { webhookDeliveries, webhookEndpoints } from "../../db/schema";
import type { JobContext } from "../jobs";
import type { WebhooksContext } from "./context";
import { deliveryBatchJob, deliveryJob } from "./delivery-jobs";
import { DISABLED_AFTER_FAILURES, endpointOf, type DeliveryRow, type EndpointRow } from "./rows";
import { sendDelivery } from "./send";
import { SIGNATURE_HEADER, signatureHeader } from "./signature";

async function turnOff(ctx: WebhooksContext, endpoint: EndpointRow): Promise<void> {
  const { db, subscriptions, tell } = ctx;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(webhookEndpoints)
      .set({ enabled: false, disabledReason: DISABLED_AFTER_FAILURES, updatedAt: new Date() })
      .where(and(eq(webhookEndpoints.id, endpoint.id), eq(webhookEndpoints.enabled, true)))
      .returning();
    // Only the server that turned it off says so.
    if (row) await tell?.(tx, "webhook-endpoint.disabled", { endpoint: endpointOf(row) });
  });
  subscriptions.forget();
}

/**
 * One try of one delivery, its outcome recorded on it. Answers whether the job should try
 * again later (it failed, and this was not its last try).
 */
async function send(
  ctx: WebhooksContext,
  delivery: DeliveryRow,
  endpoint: EndpointRow,
  context: JobContext,
): Promise<{ retry: string | null }> {
  const { db, secrets, allowPrivate } = ctx;
  const isTest = delivery.event === WEBHOOK_TEST_EVENT;
  if (!endpoint.enabled && !isTest) {
    await db
      .update(webhookDeliveries)
      .set({ state: "failed", lastError: "The endpoint is turned off" })
      .where(eq(webhookDeliveries.id, delivery.id));
    return { retry: null };
  }
  const timestamp = Math.floor(Date.now() / 1000);
  const secret = await secrets.open(endpoint.secretSealed);
  const outcome = await sendDelivery({
    url: endpoint.url,
    body: delivery.body,
    headers: {
      [SIGNATURE_HEADER]: signatureHeader(secret, timestamp, delivery.body),
      "agora-event": delivery.event,
      "agora-delivery": delivery.id,
    },
    allowPrivate,
    signal: context.signal,
  });
  const lastTry = outcome.permanent || context.attempt >= deliveryJob.maxAttempts;
  const state = outcome.ok ? "succeeded" : lastTry ? "failed" : "pending";
  await db
    .update(webhookDeliveries)
    .set({
      state,
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      responseCode: outcome.status,
      lastError: outcome.error,
      lastAttemptAt: new Date(),
    })
    .where(and(eq(webhookDeliveries.id, delivery.id), eq(webhookDeliveries.round, delivery.round)));
  if (outcome.ok) return { retry: null };
  if (!lastTry) return { retry: outcome.error ?? "The delivery failed" };
  if (!outcome.permanent && !isTest) {
    await turnOff(ctx, endpoint);
    // The rest of a batch to it fail as turned off.
    endpoint.enabled = false;
  }
  return { retry: null };
}

/** Sends the deliveries as their jobs come due: one at a time, or an import's in batches. */
export function handleDeliveryJobs(ctx: WebhooksContext): void {
  const { db, jobs } = ctx;

  jobs.handle(deliveryJob, async ({ deliveryId, round }, context) => {
    const [found] = await db
      .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(eq(webhookDeliveries.id, deliveryId));
    // Deleted with its endpoint, or redelivered since: nothing for this job to do.
    if (!found || found.delivery.round !== round) return;
    const { retry } = await send(ctx, found.delivery, found.endpoint, context);
    if (retry) throw new Error(retry);
  });

  jobs.handle(deliveryBatchJob, async ({ endpointId, deliveryIds }, context) => {
    const [endpoint] = await db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, endpointId));
    if (!endpoint) return;
    // Those still waiting for their first round: sent ones, and redelivered ones (which have
    // jobs of their own), are left alone.
    const rows = await db
      .select()
      .from(webhookDeliveries)
      .where(
        and(
          inArray(webhookDeliveries.id, deliveryIds),
          eq(webhookDeliveries.state, "pending"),
          eq(webhookDeliveries.round, 0),
        ),
      );
    const order = new Map(deliveryIds.map((id, index) => [id, index]));
    rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
    context.progress(0, rows.length);
    for (const [index, delivery] of rows.entries()) {
      if (context.signal.aborted) throw new Error("Stopped: the batch runs again elsewhere");
      const { retry } = await send(ctx, delivery, endpoint, context);
      // The receiver is failing: the rest wait for the batch's next try rather than fail too.
      if (retry) throw new Error(retry);
      context.progress(index + 1, rows.length);
    }
  });
}
