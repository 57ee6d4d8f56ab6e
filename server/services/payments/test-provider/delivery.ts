import { asc, eq, isNull } from "drizzle-orm";
import { create } from "superstruct";
import type { Database } from "../../../db/connection";
import { testProviderEvents } from "../../../db/schema";
import type { JobLog } from "../../jobs";
import { ProviderEvent, type EventHandler } from "../events";

/** How many events one delivery round hands over at most. */
const BATCH = 200;

/**
 * Hands the events not yet delivered to the shared handler, oldest first, like a provider's
 * webhook deliveries: one that fails stays for the next round (and the later ones wait, so
 * a member's events keep their order). Answers how many were delivered.
 */
export async function deliverEvents(
  db: Database,
  handler: EventHandler,
  log: JobLog,
): Promise<number> {
  let delivered = 0;
  for (;;) {
    const pending = await db
      .select()
      .from(testProviderEvents)
      .where(isNull(testProviderEvents.deliveredAt))
      .orderBy(asc(testProviderEvents.seq))
      .limit(BATCH);
    for (const row of pending) {
      try {
        await handler.apply("test", create(row.payload, ProviderEvent));
      } catch (error) {
        log.warn(
          { event: row.id, type: row.type, err: { message: (error as Error).message } },
          "The test provider could not deliver an event; it will try again",
        );
        return delivered;
      }
      await db
        .update(testProviderEvents)
        .set({ deliveredAt: new Date() })
        .where(eq(testProviderEvents.id, row.id));
      delivered += 1;
    }
    if (pending.length < BATCH) return delivered;
  }
}
