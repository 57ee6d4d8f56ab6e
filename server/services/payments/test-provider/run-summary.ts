import { gt, max } from "drizzle-orm";
import type { TestClockRun } from "@core/payments";
import type { Database } from "@server/db/connection";
import { testProviderEvents } from "@server/db/schema";

/** Where the test provider's events stand now: those after it are what a run reported. */
export async function lastEventSeq(db: Database): Promise<number> {
  const [row] = await db.select({ seq: max(testProviderEvents.seq) }).from(testProviderEvents);
  return row?.seq ?? 0;
}

interface EventPayload {
  payment?: { status?: string; willRetry?: boolean };
}

/**
 * What the test provider reported after `afterSeq`, counted as staff read it: from its own
 * events (kept once delivered), so the count is what members' records were told.
 */
export async function runSummary(db: Database, afterSeq: number): Promise<TestClockRun> {
  const rows = await db
    .select({ type: testProviderEvents.type, payload: testProviderEvents.payload })
    .from(testProviderEvents)
    .where(gt(testProviderEvents.seq, afterSeq));
  const ran: TestClockRun = { charged: 0, paid: 0, retrying: 0, failed: 0, ended: 0 };
  for (const { type, payload } of rows) {
    if (type === "subscription.ended") ran.ended += 1;
    if (type !== "payment.updated") continue;
    // The outbox holds the events `emit` wrote: a payment's carries its status.
    const payment = (payload as EventPayload).payment;
    if (payment?.status === "pending") ran.charged += 1;
    else if (payment?.status === "successful") ran.paid += 1;
    else if (payment?.status === "failed") {
      if (payment.willRetry) ran.retrying += 1;
      else ran.failed += 1;
    }
  }
  return ran;
}
