import { and, lt, ne } from "drizzle-orm";
import type { Database } from "../../db/connection";
import { webhookDeliveries } from "../../db/schema";
import type { JobRunner } from "../jobs";

/** How long the delivery log keeps a delivery that is no longer waiting to be sent. */
export const DELIVERY_LOG_DAYS = 30;

const DAY = 24 * 60 * 60 * 1000;

/**
 * Deletes the deliveries made before `before` that are done with (sent or given up): the log
 * is for recent troubleshooting, and each row keeps a whole body. A pending one stays, so a
 * retry in flight is never lost. Answers how many went.
 */
export async function pruneDeliveries(db: Database, before: Date): Promise<number> {
  const gone = await db
    .delete(webhookDeliveries)
    .where(and(lt(webhookDeliveries.createdAt, before), ne(webhookDeliveries.state, "pending")))
    .returning({ id: webhookDeliveries.id });
  return gone.length;
}

/** The nightly clean-up of the delivery log (once across servers, caught up after downtime). */
export function scheduleDeliveryPruning(jobs: JobRunner, db: Database): void {
  jobs.schedule({
    name: "webhook-deliveries-prune",
    every: { dailyAt: "03:40" },
    run: async ({ until }) => {
      await pruneDeliveries(db, new Date(until.getTime() - DELIVERY_LOG_DAYS * DAY));
    },
  });
}
