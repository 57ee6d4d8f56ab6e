import { sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { createTableStats } from "../maintenance/table-stats";
import { jobs } from "../../db/schema";
import { PRIORITIES } from "./define";
import { claimStatement, heldBy, inClaimPlan } from "./store";
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

/** The claim's plan as a server plans it: in its transaction's settings (`inClaimPlan`). */
const claimPlan = () =>
  inClaimPlan(first().db, async (tx) => {
    const result = await tx.execute(sql`explain ${claimStatement(tx, TYPES, 8, 120).getSQL()}`);
    // Both engines answer rows as objects.
    const { rows } = result as unknown as { rows: Plan[] };
    return rows.map((row) => row["QUERY PLAN"]).join("\n");
  });

describe("the job claim on a table never analysed", () => {
  it("reads the pending jobs' index in claim order", async () => {
    const { db } = first();
    // A new installation's first backlog (an import's deliveries) before autovacuum has ever
    // analysed the table: the planner has only its defaults to go on (the bench met this).
    await db.execute(sql`
      insert into jobs (type, payload, priority, run_at)
      select 'outbound-webhook', jsonb_build_object('deliveryId', gen_random_uuid(), 'round', 0),
        ${PRIORITIES.bulk}, now() - interval '1 hour' + make_interval(secs => n * 0.01)
      from generate_series(1, 100000) as n`);
    const plan = await claimPlan();
    expect(plan).toMatch(/Index Scan using jobs_due on jobs/);
    expect(plan).not.toMatch(/Seq Scan on jobs|Bitmap/);
    await db.execute(sql`delete from jobs`);
  });
});

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
