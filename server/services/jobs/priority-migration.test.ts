import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { asc, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { openDatabase } from "../../db/connection";
import { migrateDatabase } from "../../db/migrate";
import { jobs } from "../../db/schema";
import { MIGRATIONS_DIR } from "../../test-support/database";
import { deliveryBatchJob, deliveryJob } from "../outbound-webhooks";
import { PRIORITIES } from "./define";

/** The migrations before the one that gave jobs their lanes, in a folder of their own. */
async function migrationsBeforeLanes(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), "agora-migrations-"));
  await cp(MIGRATIONS_DIR, folder, { recursive: true });
  const journalFile = join(folder, "meta", "_journal.json");
  const journal = JSON.parse(await readFile(journalFile, "utf8")) as {
    entries: { tag: string }[];
  };
  journal.entries = journal.entries.filter((entry) => entry.tag < "0035");
  await writeFile(journalFile, JSON.stringify(journal));
  return folder;
}

it("puts the jobs queued before lanes existed in their type's lane", async () => {
  const before = await migrationsBeforeLanes();
  const database = await openDatabase();
  try {
    await migrateDatabase(database, before);
    await database.db.execute(sql`
      insert into jobs (id, type, payload, state, finished_at)
      values
        ('00000000-0000-4000-8000-00000000000a', 'schedule:role-lapses', '{}', 'pending', null),
        ('00000000-0000-4000-8000-00000000000b', 'email', '{}', 'pending', null),
        ('00000000-0000-4000-8000-00000000000c', ${deliveryJob.type}, '{}', 'pending', null),
        ('00000000-0000-4000-8000-00000000000d', ${deliveryBatchJob.type}, '{}', 'pending', null),
        ('00000000-0000-4000-8000-00000000000e', ${deliveryJob.type}, '{}', 'done', now())
    `);
    await migrateDatabase(database, MIGRATIONS_DIR);

    const rows = await database.db
      .select({ type: jobs.type, state: jobs.state, priority: jobs.priority })
      .from(jobs)
      .orderBy(asc(jobs.id));
    expect(rows).toEqual([
      { type: "schedule:role-lapses", state: "pending", priority: PRIORITIES.recurring },
      { type: "email", state: "pending", priority: PRIORITIES.normal },
      { type: deliveryJob.type, state: "pending", priority: PRIORITIES[deliveryJob.priority] },
      {
        type: deliveryBatchJob.type,
        state: "pending",
        priority: PRIORITIES[deliveryBatchJob.priority],
      },
      // Never claimed again: left at the default rather than rewritten.
      { type: deliveryJob.type, state: "done", priority: PRIORITIES.normal },
    ]);
  } finally {
    await database.close();
    await rm(before, { recursive: true, force: true });
  }
});
