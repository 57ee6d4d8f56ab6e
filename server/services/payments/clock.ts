import { sql } from "drizzle-orm";
import type { Database } from "../../db/connection";
import { testProviderClock } from "../../db/schema";
import { createReadCache } from "../shared-state/read-cache";
import type { CacheInvalidation } from "../shared-state/cache-invalidation";

export interface PaymentClockOptions {
  /**
   * Whether the clock can be moved: only while the test provider is the one taking payments.
   * With a real provider, payments happen in real time and the stored offset is ignored.
   */
  movable: boolean;
  /** How long the offset read is reused (other servers' moves show within this time). */
  cacheMs: number;
  /** Tells the other servers of a move at once. */
  invalidation?: CacheInvalidation | undefined;
  realNow?: () => number;
}

export type PaymentClock = ReturnType<typeof createPaymentClock>;

/**
 * The time payments and memberships run on: real time, plus how far the test provider's clock
 * was moved forward (stored in the database, so every server and every restart agrees). Tests
 * and demos move it to play months of renewals in a moment; providers' charges, membership
 * dates and membership statuses all follow it, so what a member sees stays consistent.
 */
export function createPaymentClock(db: Database, options: PaymentClockOptions) {
  const realNow = options.realNow ?? Date.now;
  const cache = createReadCache(load, {
    cacheMs: options.cacheMs,
    now: realNow,
    shared: options.invalidation && { name: "payment-clock", invalidation: options.invalidation },
  });

  async function load(): Promise<number> {
    const [row] = await db.select({ offsetMs: testProviderClock.offsetMs }).from(testProviderClock);
    return row?.offsetMs ?? 0;
  }

  async function offsetMs(): Promise<number> {
    if (!options.movable) return 0;
    return cache.get(undefined);
  }

  return {
    movable: options.movable,
    offsetMs,

    async now(): Promise<Date> {
      return new Date(realNow() + (await offsetMs()));
    },

    /**
     * Moves the clock forward to `target` (never back: providers' records would contradict
     * themselves). Answers the new offset.
     */
    async moveTo(target: Date): Promise<number> {
      if (!options.movable) throw new Error("The payment clock moves only with the test provider");
      const offset = Math.max(0, target.getTime() - realNow());
      const [row] = await db
        .insert(testProviderClock)
        .values({ id: 1, offsetMs: offset })
        .onConflictDoUpdate({
          target: testProviderClock.id,
          set: {
            offsetMs: sql`greatest(${testProviderClock.offsetMs}, excluded.offset_ms)`,
            updatedAt: sql`now()`,
          },
        })
        .returning({ offsetMs: testProviderClock.offsetMs });
      cache.forget();
      return row?.offsetMs ?? offset;
    },
  };
}
