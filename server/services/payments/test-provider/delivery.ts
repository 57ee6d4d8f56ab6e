import { asc, eq, isNull } from "drizzle-orm";
import { create } from "superstruct";
import type { Database } from "@server/db/connection";
import { testProviderEvents } from "@server/db/schema";
import type { JobLog } from "../../jobs";
import { ProviderEvent, type EventHandler } from "../events";

/** How many events one delivery round hands over at most. */
const BATCH = 200;

/**
 * Deliveries of one event before it is given up: a real provider stops retrying a webhook
 * after a few days, so one event the handler cannot take never holds up the others for ever.
 */
export const DELIVERY_ATTEMPTS = 10;

/**
 * Hands the events not yet delivered to the shared handler, oldest first, like a provider's
 * webhook deliveries: one that fails stays for the next round (and the later ones wait, so a
 * member's events keep their order) until it has failed `DELIVERY_ATTEMPTS` times. Answers how
 * many were delivered.
 */
export async function deliverEvents(
  db: Database,
  handler: Pick<EventHandler, "apply">,
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
      const fields = { event: row.id, type: row.type, attempt: row.attempts + 1 };
      try {
        await handler.apply("test", create(row.payload, ProviderEvent));
      } catch (error) {
        const err = { message: (error as Error).message };
        const giveUp = row.attempts + 1 >= DELIVERY_ATTEMPTS;
        await db
          .update(testProviderEvents)
          .set({ attempts: row.attempts + 1, ...(giveUp ? { deliveredAt: new Date() } : {}) })
          .where(eq(testProviderEvents.id, row.id));
        if (giveUp) {
          log.error({ ...fields, err }, "The test provider gave up delivering an event");
          continue;
        }
        log.warn(
          { ...fields, err },
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
