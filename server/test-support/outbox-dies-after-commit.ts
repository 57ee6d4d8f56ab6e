/**
 * Run by outbox.test.ts as a server of its own, on the database of `DATABASE_URL` (or the
 * embedded one in `AGORA_DATA_DIR`): makes the contact `CONTACT_EMAIL` and is killed the moment
 * the transaction that stores it commits, before anything after it runs. The services are
 * loaded through Vite, as the tests load them (their translated messages need its plugins).
 */
import { createServer } from "vite";
import type * as Connection from "../db/connection";
import type * as Contacts from "../services/contacts";
import type * as Jobs from "../services/jobs";
import type * as Passwords from "../services/passwords";
import type * as Webhooks from "../services/outbound-webhooks";

const vite = await createServer({
  mode: "test",
  appType: "custom",
  logLevel: "silent",
  server: { middlewareMode: true, hmr: false, ws: false },
});
const load = async <Module>(path: string) =>
  (await vite.ssrLoadModule(new URL(path, import.meta.url).pathname)) as Module;
const { openDatabase } = await load<typeof Connection>("../db/connection.ts");
const { createContactService } = await load<typeof Contacts>("../services/contacts/index.ts");
const { createJobRunner } = await load<typeof Jobs>("../services/jobs/index.ts");
const { createPasswordService } = await load<typeof Passwords>("../services/passwords/index.ts");
const { createOutboundWebhooks } = await load<typeof Webhooks>(
  "../services/outbound-webhooks/index.ts",
);

const { db } = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.AGORA_DATA_DIR,
});
const quiet = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };
const jobs = createJobRunner({ db, log: quiet });
const webhooks = createOutboundWebhooks({ db, jobs, allowPrivate: true });
const contacts = createContactService(db, createPasswordService(), { emit: webhooks.emit });

const transaction = db.transaction.bind(db);
db.transaction = async (...args) => {
  const result = await transaction(...args);
  process.kill(process.pid, "SIGKILL");
  return result;
};
await contacts.create({ email: process.env.CONTACT_EMAIL ?? "" });
