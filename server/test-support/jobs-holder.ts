/**
 * Run by kill.test.ts as a server of its own: claims the jobs of type `HOLD_JOB_TYPE` on the
 * database of `DATABASE_URL` (or the embedded one in `AGORA_DATA_DIR`), says which it holds
 * on standard output, and holds them, renewing their leases, until it is killed.
 */
import { unknown } from "superstruct";
import { openDatabase } from "../db/connection";
import { defineJob } from "../services/jobs/define";
import { createJobRunner } from "../services/jobs/runner";

const type = process.env.HOLD_JOB_TYPE ?? "";
const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.AGORA_DATA_DIR,
});
const quiet = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };
const runner = createJobRunner({ db: database.db, log: quiet, leaseSeconds: 3, pollMs: 50 });
runner.handle(defineJob({ type, payload: unknown() }), async (_payload, { id, attempt }) => {
  process.stdout.write(`holding ${id} ${attempt}\n`);
  await new Promise(() => {});
});
runner.start();
// Runner timers do not keep a process alive; a server's HTTP listener would.
setInterval(() => {}, 60_000);
