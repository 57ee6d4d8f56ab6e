/**
 * Run by kill.test.ts as a server of its own: does the test provider's due work up to
 * `RUN_UNTIL` (epoch milliseconds) on the database of `DATABASE_URL` (or the embedded one in
 * `AGORA_DATA_DIR`), says after each piece that it did it, and stops after the first piece
 * without ending, so the test can kill it in the middle of a run.
 */
import { openDatabase } from "../../../db/connection";
import { runDueWork } from "./charges";

const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.AGORA_DATA_DIR,
});
let done = 0;
await runDueWork(database.db, new Date(Number(process.env.RUN_UNTIL)), async () => {
  done += 1;
  process.stdout.write(`charged ${done}\n`);
  await new Promise(() => {});
});
