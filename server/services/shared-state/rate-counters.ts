import { lt, sql } from "drizzle-orm";
import type { Database, DatabaseConnection } from "../../db/connection";
import { rateCounters } from "../../db/schema";

/** A key's hits so far in its window (this one included), and the milliseconds left of it. */
export interface RateCount {
  hits: number;
  ttlMs: number;
}

/**
 * Fixed-window hit counters for rate limits: the first hit on a key starts its window, and
 * the count starts again once it has passed.
 */
export interface RateCounters {
  hit(key: string, windowMs: number): Promise<RateCount>;
}

/** Keys kept in memory at most: keys come from client addresses, which are unbounded. */
const MAX_MEMORY_KEYS = 10_000;

/** In this process's memory: enough where one process serves the site (the embedded database). */
export function memoryRateCounters(now: () => number = Date.now): RateCounters {
  const windows = new Map<string, { hits: number; ends: number }>();
  return {
    hit(key, windowMs) {
      const time = now();
      let window = windows.get(key);
      if (!window || window.ends <= time) {
        window = { hits: 0, ends: time + windowMs };
        // Re-inserted, so the Map's order stays oldest window first.
        windows.delete(key);
        if (windows.size >= MAX_MEMORY_KEYS) {
          const oldest = windows.keys().next();
          if (!oldest.done) windows.delete(oldest.value);
        }
        windows.set(key, window);
      }
      window.hits += 1;
      return Promise.resolve({ hits: window.hits, ttlMs: window.ends - time });
    },
  };
}

/** How often one server deletes the windows that have passed. */
const PRUNE_EVERY_MS = 60_000;

/**
 * In the database, so every server sharing it counts against one limit. Each hit is one
 * atomic upsert (the row's lock orders parallel hits from any server) timed by the
 * database's clock, so servers whose clocks differ still agree on the window.
 */
export function databaseRateCounters(db: Database, now: () => number = Date.now): RateCounters {
  let prunedAt = 0;
  return {
    async hit(key, windowMs) {
      if (now() - prunedAt >= PRUNE_EVERY_MS) {
        prunedAt = now();
        await db.delete(rateCounters).where(lt(rateCounters.expires, sql`now()`));
      }
      const ends = sql`now() + make_interval(secs => ${windowMs / 1000})`;
      const [row] = await db
        .insert(rateCounters)
        .values({ key, hits: 1, expires: ends })
        .onConflictDoUpdate({
          target: rateCounters.key,
          set: {
            hits: sql`case when ${rateCounters.expires} <= now() then 1 else ${rateCounters.hits} + 1 end`,
            expires: sql`case when ${rateCounters.expires} <= now() then excluded.expires else ${rateCounters.expires} end`,
          },
        })
        .returning({
          hits: rateCounters.hits,
          ttlMs: sql<string>`ceil(extract(epoch from ${rateCounters.expires} - now()) * 1000)`,
        });
      if (!row) throw new Error("The rate counter was not stored");
      // A hit whose transaction began before the one that opened the window sees a little
      // more than the whole window left; it never has more than that.
      return { hits: row.hits, ttlMs: Math.min(windowMs, Math.max(0, Number(row.ttlMs))) };
    },
  };
}

/** Shared through PostgreSQL when the servers share one; in memory on the embedded database. */
export function rateCountersFor(database: DatabaseConnection): RateCounters {
  return database.engine === "postgres" ? databaseRateCounters(database.db) : memoryRateCounters();
}
