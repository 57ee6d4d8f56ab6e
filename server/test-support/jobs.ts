import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, inject } from "vitest";
import { openDatabase, type DatabaseConnection } from "../db/connection";
import { migrateDatabase } from "../db/migrate";
import { createTestDatabase, MIGRATIONS_DIR, type TestDatabase } from "./database";
import type { JobLog } from "../services/jobs/runner";

/** Test helpers: a log that keeps what it was told, and a database two servers can share. */

export interface LogEntry {
  level: "debug" | "info" | "warn" | "error";
  details: Record<string, unknown>;
  message: string;
}

export function recordingLog(): JobLog & { entries: LogEntry[] } {
  const entries: LogEntry[] = [];
  const record = (level: LogEntry["level"]) => (details: object, message: string) =>
    entries.push({ level, details: details as Record<string, unknown>, message });
  return {
    entries,
    debug: record("debug"),
    info: record("info"),
    warn: record("warn"),
    error: record("error"),
  };
}

/**
 * One database for the calling test file, and a second connection to it: on PostgreSQL a pool
 * of its own, as another server would have; on the embedded database, which one process
 * opens once, the same connection.
 */
export function sharedDatabasePerFile(): {
  first: () => DatabaseConnection;
  second: () => DatabaseConnection;
} {
  let database: TestDatabase | undefined;
  let other: DatabaseConnection | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    if (database.url) other = await openDatabase({ databaseUrl: database.url });
  });
  afterAll(async () => {
    await other?.close();
    await database?.dispose();
  });
  const first = () => {
    if (!database) throw new Error("The test database opens in beforeAll: use it inside tests");
    return database.connection;
  };
  return { first, second: () => other ?? first() };
}

/**
 * The database for two processes: on PostgreSQL both connect to it at once; the embedded one
 * lives in a folder that only one process at a time may open, made from the run's migrated
 * template (global-setup.ts) as a built server's is from its own, not by initdb and every
 * migration (most of its test files' time).
 */
export async function sharedByProcesses() {
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
      connection = await openDatabase({ dataDir, template: inject("pgliteTemplate") });
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
