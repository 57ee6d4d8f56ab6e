import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseConnection } from "../../db/connection";
import { createTestDatabase, onServer, type TestDatabase } from "../../test-support/database";
import { createContentService } from "../content";
import type { JobLog } from "../jobs";
import {
  CACHE_CHANNEL,
  cacheInvalidationFor,
  memoryCacheInvalidation,
  type CacheInvalidation,
} from "./cache-invalidation";

const quiet: JobLog = { debug() {}, info() {}, warn() {}, error() {} };
const HOUR = 60 * 60 * 1000;

/** Resolves with the next key `name` is told to forget on this server. */
function nextForget(
  invalidation: CacheInvalidation,
  name: string,
): () => Promise<string | undefined> {
  const waiting: ((key: string | undefined) => void)[] = [];
  invalidation.subscribe(name, (key) => waiting.shift()?.(key));
  return () => new Promise((resolve) => waiting.push(resolve));
}

describe("cache invalidation in one process", () => {
  it("reaches every cache of the name at once", () => {
    const invalidation = memoryCacheInvalidation();
    const heard: (string | undefined)[] = [];
    invalidation.subscribe("content", (key) => heard.push(key));
    invalidation.subscribe("callouts", () => heard.push("wrong cache"));
    invalidation.forget("content", "general");
    invalidation.forget("content");
    expect(heard).toEqual(["general", undefined]);
  });
});

describe("cache invalidation between servers on PostgreSQL", () => {
  let database: TestDatabase;
  let other: DatabaseConnection | undefined;
  const started: CacheInvalidation[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
    if (database.url) other = await openDatabase({ databaseUrl: database.url });
  });
  afterAll(async () => {
    await Promise.all(started.map((invalidation) => invalidation.close()));
    await other?.close();
    await database.dispose();
  });

  it("shows a setting changed on one server on the other at once, and catches up after a lost connection", async (context) => {
    // The embedded database is one process's: its caches are in memory/invalidation above.
    if (!other || !database.url) return context.skip();
    const here = cacheInvalidationFor(database.connection, quiet);
    const there = cacheInvalidationFor(other, quiet);
    started.push(here, there);
    // Caches kept an hour: only a notice can make the change show.
    const hereContent = createContentService(database.connection.db, {
      cacheMs: HOUR,
      invalidation: here,
    });
    const thereContent = createContentService(other.db, { cacheMs: HOUR, invalidation: there });
    const heardThere = nextForget(there, "content");
    // Listening starts by forgetting everything (what changed before is unknown).
    const listening = heardThere();
    there.listen();
    expect(await listening).toBeUndefined();

    const before = (await thereContent.get("general")).organisationName;
    const heard = heardThere();
    await hereContent.update("general", { organisationName: "Harbour Ledger" });
    expect(await heard).toBe("general");
    expect(before).not.toBe("Harbour Ledger");
    expect((await thereContent.get("general")).organisationName).toBe("Harbour Ledger");

    // The listening connection dies: once back, the server forgets all it kept.
    const caughtUp = heardThere();
    await onServer(
      database.url,
      `select pg_terminate_backend(pid) from pg_stat_activity where query = 'listen ${CACHE_CHANNEL}'`,
    );
    expect(await caughtUp).toBeUndefined();
  });
});
