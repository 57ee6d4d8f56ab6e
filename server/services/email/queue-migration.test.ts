import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { openDatabase } from "../../db/connection";
import { migrateDatabase } from "../../db/migrate";
import { MIGRATIONS_DIR } from "../../test-support/database";
import { createJobRunner } from "../jobs";
import { recordingLog } from "../../test-support/jobs";
import { emailJob } from "./job";

/** The migrations up to and including `last`, in a folder of their own. */
async function migrationsUpTo(last: string): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), "agora-migrations-"));
  await cp(MIGRATIONS_DIR, folder, { recursive: true });
  const journalFile = join(folder, "meta", "_journal.json");
  const journal = JSON.parse(await readFile(journalFile, "utf8")) as {
    entries: { tag: string }[];
  };
  const end = journal.entries.findIndex((entry) => entry.tag === last);
  journal.entries = journal.entries.slice(0, end + 1);
  await writeFile(journalFile, JSON.stringify(journal));
  return folder;
}

it("moves the emails of the old email queue into jobs, each in its state", async () => {
  const before = await migrationsUpTo("0008_thanks_next_steps");
  const database = await openDatabase();
  try {
    await migrateDatabase(database, before);
    await database.db.execute(sql`
      insert into email_queue (id, template, recipient, fields, attempts, next_attempt_at, sent_at, failed_at, last_error)
      values
        ('00000000-0000-4000-8000-00000000000a', 'welcome', '{"email": "ada@example.org", "firstname": "Ada"}', '{"X": 1}', 2, now() + interval '1 minute', null, null, 'timeout'),
        ('00000000-0000-4000-8000-00000000000b', 'new-member', null, '{"MEMBERNAME": "Bo"}', 1, now(), now(), null, null),
        ('00000000-0000-4000-8000-00000000000c', 'welcome', '{"email": "not an address"}', '{}', 1, now(), null, now(), 'bad address')
    `);
    await migrateDatabase(database, MIGRATIONS_DIR);

    const jobs = createJobRunner({ db: database.db, log: recordingLog() });
    const waiting = await jobs.find(emailJob, "00000000-0000-4000-8000-00000000000a");
    expect(waiting).toMatchObject({
      state: "queued",
      attempts: 2,
      payload: {
        template: "welcome",
        recipient: { email: "ada@example.org", firstname: "Ada" },
        fields: { X: 1 },
      },
    });
    expect(waiting?.runAt.getTime()).toBeGreaterThan(Date.now());
    expect(await jobs.find(emailJob, "00000000-0000-4000-8000-00000000000b")).toMatchObject({
      state: "done",
      payload: { template: "new-member", recipient: null },
    });
    expect(await jobs.find(emailJob, "00000000-0000-4000-8000-00000000000c")).toMatchObject({
      state: "failed",
    });
  } finally {
    await database.close();
    await rm(before, { recursive: true, force: true });
  }
});
