import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseConnection } from "../db/connection";
import * as schema from "../db/schema";
import { jobs } from "../db/schema";
import { buildTestApp } from "../test-support/app";
import { testDatabasePerFile } from "../test-support/database";

const database = testDatabasePerFile();
const QUEUED = 5_000;

/** The connection with every statement the app sends written down, in order. */
function recorded(connection: DatabaseConnection): {
  connection: DatabaseConnection;
  statements: string[];
} {
  const statements: string[] = [];
  if (connection.engine !== "pglite") return { connection, statements };
  const logger = { logQuery: (query: string) => void statements.push(query) };
  const db = drizzle({ client: connection.client, schema, logger });
  return { connection: { ...connection, db }, statements };
}

const pending = async () => database().db.$count(jobs, sql`${jobs.state} = 'pending'`);

describe("a start with a backlog of jobs", () => {
  beforeAll(async () => {
    const { db } = database();
    // As a first start leaves the queue (analysed once the demo was written), then a backlog
    // written with no statistics taken since.
    await db.execute(sql`analyze jobs`);
    await db.execute(sql`
      insert into jobs (type, payload)
      select 'outbound-webhook', jsonb_build_object('deliveryId', gen_random_uuid(), 'round', 0)
      from generate_series(1, ${QUEUED})`);
  });

  let stop: (() => Promise<void>) | undefined;
  afterAll(() => stop?.());

  it("answers /health before the backlog drains, with no analysis of the queue first", async () => {
    const { connection, statements } = recorded(database());
    const app = await buildTestApp({ database: connection });
    stop = () => app.close();
    const health = await app.inject({ url: "/api/1.0/health" });
    expect(health.statusCode).toBe(200);
    const answered = statements.length;
    // Most of the backlog still waits: draining it takes tens of seconds. (PostgreSQL runs a
    // few jobs beside the start-up, more on a busy machine: a hundred or so.)
    expect(await pending()).toBeGreaterThan(QUEUED / 2);
    // What the embedded database ran before the health check's `select 1`: on its one thread,
    // an analysis of the queue held the first `/health` of a restart for seconds.
    const before = statements.slice(0, answered);
    expect(before.filter((statement) => /^analyze/i.test(statement))).toEqual([]);
    expect(before.filter((statement) => /^update "jobs"/.test(statement)).length).toBeLessThan(2);
  });
});
