import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseConnection } from "../../db/connection";
import { rateCounters } from "../../db/schema";
import { createTestDatabase, type TestDatabase } from "../../test-support/database";
import {
  databaseRateCounters,
  memoryRateCounters,
  rateCountersFor,
  type RateCounters,
} from "./rate-counters";

const MINUTE = 60_000;

describe("counters in memory", () => {
  it("count hits in a window that starts with the first and starts again once passed", async () => {
    let time = 1_000_000;
    const counters = memoryRateCounters(() => time);
    expect(await counters.hit("a", MINUTE)).toEqual({ hits: 1, ttlMs: MINUTE });
    time += 10_000;
    expect(await counters.hit("a", MINUTE)).toEqual({ hits: 2, ttlMs: 50_000 });
    expect(await counters.hit("b", MINUTE)).toEqual({ hits: 1, ttlMs: MINUTE });
    time += 50_000;
    expect(await counters.hit("a", MINUTE)).toEqual({ hits: 1, ttlMs: MINUTE });
  });
});

describe("counters in the database", () => {
  let database: TestDatabase;
  // Another server: its own connection on PostgreSQL, the same one on the embedded database.
  let other: DatabaseConnection;
  beforeAll(async () => {
    database = await createTestDatabase();
    other = database.url ? await openDatabase({ databaseUrl: database.url }) : database.connection;
  });
  afterAll(async () => {
    if (other !== database.connection) await other.close();
    await database.dispose();
  });

  it("give every one of many parallel hits from two servers its own count", async () => {
    const servers = [databaseRateCounters(database.connection.db), databaseRateCounters(other.db)];
    const hits = await Promise.all(
      Array.from({ length: 60 }, (_, index) => servers[index % 2]!.hit("burst", MINUTE)),
    );
    expect(hits.map((hit) => hit.hits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 60 }, (_, index) => index + 1),
    );
    for (const hit of hits) {
      expect(hit.ttlMs).toBeGreaterThan(0);
      expect(hit.ttlMs).toBeLessThanOrEqual(MINUTE);
    }
  });

  it("start a key's count again once its window has passed, and prune passed windows", async () => {
    let time = 0;
    const counters = databaseRateCounters(database.connection.db, () => time);
    expect((await counters.hit("window", MINUTE)).hits).toBe(1);
    expect((await counters.hit("window", MINUTE)).hits).toBe(2);
    await counters.hit("gone", MINUTE);
    // Both windows end now, without waiting for them.
    await database.connection.db
      .update(rateCounters)
      .set({ expires: sql`now() - interval '1 second'` });
    expect(await counters.hit("window", MINUTE)).toMatchObject({ hits: 1 });
    time += 2 * MINUTE;
    await counters.hit("window", MINUTE);
    const gone = await database.connection.db
      .select()
      .from(rateCounters)
      .where(eq(rateCounters.key, "gone"));
    expect(gone).toEqual([]);
  });

  it("are chosen on PostgreSQL; the embedded database counts in memory", async () => {
    const counters: RateCounters = rateCountersFor(database.connection);
    await counters.hit("chosen", MINUTE);
    const stored = await database.connection.db
      .select()
      .from(rateCounters)
      .where(eq(rateCounters.key, "chosen"));
    expect(stored).toHaveLength(database.connection.engine === "postgres" ? 1 : 0);
  });
});
