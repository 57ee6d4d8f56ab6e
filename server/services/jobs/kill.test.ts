import { spawn } from "node:child_process";
import { once } from "node:events";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { eq, sql } from "drizzle-orm";
import { number, object } from "superstruct";
import { expect, it } from "vitest";
import { jobs } from "../../db/schema";
import { createJobRunner, defineJob } from ".";
import { recordingLog, sharedByProcesses } from "../../test-support/jobs";

const HOLDER = join(import.meta.dirname, "../../test-support/jobs-holder.ts");

it("runs a job again once the lease of its killed holder ran out, and never beside it", async () => {
  const job = defineJob({ type: "test-hold", payload: object({ n: number() }) });
  const database = await sharedByProcesses();
  try {
    let connection = await database.open();
    const enqueuing = createJobRunner({ db: connection.db, log: recordingLog() });
    const { id } = await enqueuing.enqueue(connection.db, job, { n: 1 });
    await database.close();

    const holder = spawn(process.execPath, ["--import", "tsx", HOLDER], {
      env: { ...process.env, ...database.env, HOLD_JOB_TYPE: job.type },
      stdio: ["ignore", "pipe", "inherit"],
    });
    const exited = once(holder, "exit");
    try {
      const [line] = (await once(createInterface({ input: holder.stdout }), "line")) as [string];
      expect(line).toBe(`holding ${id} 1`);

      const ran: number[] = [];
      if (database.concurrent) {
        // While its holder lives (and renews its lease), another server leaves it alone.
        const other = createJobRunner({ db: connection.db, log: recordingLog() });
        other.handle(job, async (_payload, { attempt }) => void ran.push(attempt));
        await other.drain();
        expect(ran).toEqual([]);
      }
      holder.kill("SIGKILL");
      await exited;

      connection = await database.open();
      const runner = createJobRunner({ db: connection.db, log: recordingLog() });
      runner.handle(job, async (_payload, { attempt }) => void ran.push(attempt));
      // As if its three-second lease had run out: the test moves the lease's end rather than
      // waiting for the clock (and polling past it on a loaded machine).
      await connection.db
        .update(jobs)
        .set({ lockedUntil: sql`now() - interval '1 second'` })
        .where(eq(jobs.id, id));
      await runner.drain();
      expect(ran).toEqual([2]);
      const [row] = await connection.db.select().from(jobs).where(eq(jobs.id, id));
      expect(row).toMatchObject({ state: "done", attempts: 2, lockedBy: null });
    } finally {
      holder.kill("SIGKILL");
    }
  } finally {
    await database.dispose();
  }
});
