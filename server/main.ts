import { fileURLToPath } from "node:url";
import type { FastifyInstance } from "fastify";
import { buildApp } from "./app";
import { ConfigError, listeningAddress, loadConfig, type Config } from "./config";
import { openDatabase, type DatabaseConnection } from "./db/connection";
import { readableLogStream } from "./log-lines";
import { migrateDatabase } from "./db/migrate";
import { warnAboutNodeVersion } from "./node-version";
import { startSteps } from "./start-steps";
import { buildMigrationsDir, DATA_DIR_TEMPLATE } from "./db/template";
import { seedDemoContent } from "./services/demo";
import { BUSY_TABLES } from "./services/maintenance/table-stats";
import { seedDemoMembers } from "./services/demo/members";
import { TEST_SCRYPT_COST } from "./services/passwords";
import {
  demoAccountsWithDemoPassword,
  seedDemoAccounts,
  type DemoAccount,
} from "./services/demo/accounts";

/** Exits with a message that says what to change, without a stack trace. */
function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
}

function printDemoAccounts(accounts: readonly DemoAccount[]): void {
  if (accounts.length === 0) return;
  console.log("Demo accounts (shown while they keep these passwords; change them in the profile):");
  for (const { role, email, password } of accounts) {
    console.log(`  ${role.padEnd(11)} ${email}  password: ${password}`);
  }
}

function printFirstAdminHelp(): void {
  console.log(
    "No superadmin yet. Create the first one with:\n  npm run agora -- create-admin --email you@example.org",
  );
}

function listenOnSignals(app: FastifyInstance, database: DatabaseConnection): void {
  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "Shutting down");
    // Requests in flight get a few seconds to finish; a hung one must not keep the process up.
    setTimeout(() => process.exit(1), 10_000).unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGINT", (signal) => void shutdown(signal));
  process.on("SIGTERM", (signal) => void shutdown(signal));
}

async function start(): Promise<void> {
  const steps = startSteps();
  warnAboutNodeVersion();
  const config = readConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    template: fileURLToPath(new URL(`./${DATA_DIR_TEMPLATE}`, import.meta.url)),
  }).catch((error: Error) =>
    fail(`Could not open the database in ${config.dataDir}/pgdata: ${error.message}`),
  );
  steps.mark("databaseOpened");

  // Built before migrating, so migrations and seeding log through the same logger: readable
  // lines on a terminal, JSON for a log collector.
  const logger = config.logFormat === "pretty" ? readableLogStream() : true;
  // A server with test hooks (the end-to-end tests', from the build made for tests) hashes
  // passwords at the tests' cost: their hundreds of sign-ins took minutes at the real one.
  const securityTuning = config.testHooks ? { scryptCost: TEST_SCRYPT_COST } : undefined;
  const app = await buildApp({ config, database, logger, securityTuning });
  steps.mark("appBuilt");
  if (database.engine === "postgres") {
    // The pool has not connected yet, so no error can have been missed. Without a listener, a
    // dropped idle connection would crash the process; the pool replaces it on next use.
    database.client.on("error", (error) =>
      app.log.error({ err: error }, "Database connection lost"),
    );
  }
  const { contacts } = app.services;
  let demoAccounts: DemoAccount[] = [];
  let firstAdminNeeded = false;
  try {
    app.log.info({ engine: database.engine }, "Migrating the database");
    await migrateDatabase(database, buildMigrationsDir(import.meta.url));
    steps.mark("migrated");
    const settingUp = await seedDemoContent(database.db, config.demo);
    if (settingUp) {
      app.log.info(config.demo ? "Wrote the demo organisation's settings" : "Demo content is off");
      // Their passwords are public: never on a real installation (see Config.demoAccounts).
      if (config.demoAccounts) await seedDemoAccounts(contacts);
      steps.mark("demoContent");
    }
    // Listening first: a backlog of jobs (and the analysis of their table that precedes the
    // first claim) must not keep the server from answering after a restart.
    await app.listen({ port: config.port, host: config.host });
    steps.mark("listening");
    if (settingUp) {
      // Paying readers with months of history (and the demo member's own contribution): most
      // of a first start, written while `/health` answers. The job runner waits for them, so
      // their renewals are charged once; the accounts are printed once all of it is there.
      if (config.demo) await seedDemoMembers(app.services);
      // Thousands of rows at once: the embedded database's statistics catch up.
      await app.services.tableStats.afterBulkWrite(BUSY_TABLES);
      steps.mark("demoMembers");
    }
    if (config.demoAccounts) demoAccounts = await demoAccountsWithDemoPassword(contacts);
    else firstAdminNeeded = !(await contacts.roles.anyoneHas("superadmin"));
    app.log.info({ ms: steps.marks() }, "Started");
    app.startBackgroundJobs();
  } catch (error) {
    app.log.fatal({ err: error }, `Could not start: ${(error as Error).message}`);
    await app.close();
    await database.close();
    if ((error as NodeJS.ErrnoException).code === "EADDRINUSE") {
      fail(`Port ${config.port} is in use: set PORT to a free port`);
    }
    process.exit(1);
  }

  listenOnSignals(app, database);
  // The address links are made from: the one to open, so cookies and pictures match.
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  const listening = listeningAddress(config.host, port);
  const behind = listening === config.baseUrl ? "" : ` (listening on ${listening})`;
  console.log(`Agora is running at ${config.baseUrl}/${behind}`);
  printDemoAccounts(demoAccounts);
  if (firstAdminNeeded) printFirstAdminHelp();
}

await start();
