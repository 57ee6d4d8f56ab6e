import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTableStats } from "../maintenance/table-stats";
import { dueJobs } from "./store";
import { recordingLog, sharedDatabasePerFile } from "./testing";

const { first } = sharedDatabasePerFile();

interface Plan {
  "QUERY PLAN": string;
}

/** The plan the database picks for the claim's look for due jobs. */
async function claimPlan(): Promise<string> {
  const database = first();
  const query = dueJobs(database.db, ["outbound-webhook", "email"], 4).toSQL();
  const text = `explain ${query.sql}`;
  // Narrowed per engine: the two clients type `query` differently.
  const result =
    database.engine === "pglite"
      ? await database.client.query<Plan>(text, query.params)
      : await database.client.query<Plan>(text, query.params);
  return result.rows.map((row) => row["QUERY PLAN"]).join("\n");
}

describe("the job claim under a backlog", () => {
  it("reads the pending jobs' index in claim order once the busy tables are analysed", async () => {
    const database = first();
    // A backlog as an import with two webhook endpoints leaves it: done jobs and queued ones.
    await database.db.execute(sql`
      insert into jobs (type, payload, state, finished_at, run_at)
      select 'outbound-webhook', jsonb_build_object('deliveryId', gen_random_uuid(), 'round', 0),
        'done', now(), now() - interval '1 hour'
      from generate_series(1, 40000)`);
    await database.db.execute(sql`
      insert into jobs (type, payload)
      select 'outbound-webhook', jsonb_build_object('deliveryId', gen_random_uuid(), 'round', 0)
      from generate_series(1, 40000)`);
    const stats = createTableStats(database, recordingLog());
    // PostgreSQL's autovacuum analyses the table in its own time; here, at once.
    if (stats.embedded) await stats.refresh(["jobs"]);
    else await database.db.execute(sql`analyze jobs`);

    const plan = await claimPlan();
    expect(plan).toMatch(/Index Scan using jobs_due on jobs/);
    expect(plan).not.toMatch(/Seq Scan|Bitmap/);
  });
});
