import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { recordingLog } from "../../test-support/jobs";
import { testDatabasePerFile } from "../../test-support/database";
import { createTableStats } from "./table-stats";

const database = testDatabasePerFile();

/** `reltuples` of these tables: -1 until the table is first analysed. */
async function reltuples(): Promise<Record<string, number>> {
  const result = await database().db.execute(sql`
    select relname, reltuples from pg_class
    where relnamespace = 'public'::regnamespace and relname in ('jobs', 'contacts')`);
  const { rows } = result as unknown as { rows: { relname: string; reltuples: number }[] };
  return Object.fromEntries(rows.map((row) => [row.relname, Number(row.reltuples)]));
}

describe("tables analysed at start", () => {
  it("are those never analysed, on the embedded database only", async () => {
    const stats = createTableStats(database(), recordingLog());
    if (!stats.embedded) return;
    await database().db.execute(sql`analyze contacts`);
    await database().db.execute(sql`
      insert into jobs (type, payload) select 'email', '{}' from generate_series(1, 30)`);
    expect((await reltuples()).jobs).toBe(-1);
    await stats.ifNeverAnalysed(["jobs", "contacts"]);
    expect((await reltuples()).jobs).toBe(30);
    // Analysed once: more jobs queued leave the statistics as they were.
    await database().db.execute(sql`
      insert into jobs (type, payload) select 'email', '{}' from generate_series(1, 30)`);
    await stats.ifNeverAnalysed(["jobs", "contacts"]);
    expect((await reltuples()).jobs).toBe(30);
  });
});
