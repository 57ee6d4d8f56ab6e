import { sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { createTableStats } from "../maintenance/table-stats";
import { jobs } from "../../db/schema";
import { claimStatement, heldBy } from "./store";
import { recordingLog, sharedDatabasePerFile } from "../../test-support/jobs";

const { first } = sharedDatabasePerFile();

interface Plan {
  "QUERY PLAN": string;
}

/** The plan the database picks for a query. */
async function planOf(query: { sql: string; params: unknown[] }): Promise<string> {
  const database = first();
  const text = `explain ${query.sql}`;
  // Narrowed per engine: the two clients type `query` differently.
  const result =
    database.engine === "pglite"
      ? await database.client.query<Plan>(text, query.params)
      : await database.client.query<Plan>(text, query.params);
  return result.rows.map((row) => row["QUERY PLAN"]).join("\n");
}

/** Every kind of job a server handles, as the runner passes them to the claim. */
const TYPES = ["outbound-webhook", "outbound-webhook-batch", "email", "schedule:jobs-cleanup"];

const claimPlan = () => planOf(claimStatement(first().db, TYPES, 8, 120).toSQL());

describe("the job claim under a backlog", () => {
  beforeAll(async () => {
    const database = first();
    // The statistics a first start leaves: taken once the demo was written, a few jobs queued.
    await database.db.execute(sql`
      insert into jobs (type, payload, state, finished_at)
      select 'email', '{}', 'done', now() from generate_series(1, 20)`);
    await database.db.execute(sql`analyze jobs`);
    // Then a backlog as an import with two webhook endpoints leaves it, written with no
    // statistics taken since: done jobs and 20,000 queued ones.
    await database.db.execute(sql`
      insert into jobs (type, payload, state, finished_at, run_at)
      select 'outbound-webhook', jsonb_build_object('deliveryId', gen_random_uuid(), 'round', 0),
        'done', now(), now() - interval '1 hour'
      from generate_series(1, 20000)`);
    await database.db.execute(sql`
      insert into jobs (type, payload)
      select 'outbound-webhook', jsonb_build_object('deliveryId', gen_random_uuid(), 'round', 0)
      from generate_series(1, 20000)`);
  });

  it("reads the pending jobs' index in claim order on the statistics of a smaller queue", async () => {
    // So a start need not analyse the backlog before its first claim (table-stats).
    const plan = await claimPlan();
    expect(plan).toMatch(/Index Scan using jobs_due on jobs/);
    expect(plan).not.toMatch(/Seq Scan on jobs|Bitmap/);
  });

  it("reads the same index once the busy tables are analysed", async () => {
    const database = first();
    const stats = createTableStats(database, recordingLog());
    // PostgreSQL's autovacuum analyses the table in its own time; here, at once.
    if (stats.embedded) await stats.refresh(["jobs"]);
    else await database.db.execute(sql`analyze jobs`);
    const plan = await claimPlan();
    expect(plan).toMatch(/Index Scan using jobs_due on jobs/);
    expect(plan).not.toMatch(/Seq Scan on jobs|Bitmap/);
  });

  it("finds a held job by its key to record its outcome, not by reading the queue", async () => {
    const held = first()
      .db.select({ id: jobs.id })
      .from(jobs)
      .where(heldBy({ id: randomUUID(), token: randomUUID() }))
      .toSQL();
    const plan = await planOf(held);
    expect(plan).toMatch(/Index Scan using jobs_pkey on jobs/);
    expect(plan).not.toMatch(/Seq Scan/);
  });
});
