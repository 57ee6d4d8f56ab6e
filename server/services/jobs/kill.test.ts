import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { eq } from "drizzle-orm";
import { number, object } from "superstruct";
import { expect, it } from "vitest";
import { openDatabase, type DatabaseConnection } from "../../db/connection";
import { migrateDatabase } from "../../db/migrate";
import { jobs } from "../../db/schema";
import { createTestDatabase, MIGRATIONS_DIR } from "../../test-support/database";
import { createJobRunner, defineJob } from ".";
import { recordingLog } from "./testing";

const HOLDER = join(import.meta.dirname, "holder.ts");

/**
 * The database for two processes: on PostgreSQL both connect to it at once; the embedded one
 * lives in a folder that only one process at a time may open.
 */
async function sharedByProcesses() {
  if (process.env.AGORA_TEST_ENGINE === "postgres") {
    const database = await createTestDatabase();
    return {
      env: { DATABASE_URL: database.url ?? "" },
      concurrent: true,
      open: () => Promise.resolve(database.connection),
      close: () => Promise.resolve(),
      dispose: () => database.dispose(),
    };
  }
  const dataDir = await mkdtemp(join(tmpdir(), "agora-jobs-"));
  let connection: DatabaseConnection | undefined;
  return {
    env: { AGORA_DATA_DIR: dataDir },
    concurrent: false,
    async open() {
      connection = await openDatabase({ dataDir });
      await migrateDatabase(connection, MIGRATIONS_DIR);
      return connection;
    },
    close: async () => connection?.close(),
    async dispose() {
      await connection?.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

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
      await expect
        .poll(
          async () => {
            await runner.drain();
            return ran;
          },
          { timeout: 20_000, interval: 250 },
        )
        .toEqual([2]);
      const [row] = await connection.db.select().from(jobs).where(eq(jobs.id, id));
      expect(row).toMatchObject({ state: "done", attempts: 2, lockedBy: null });
    } finally {
      holder.kill("SIGKILL");
    }
  } finally {
    await database.dispose();
  }
});
