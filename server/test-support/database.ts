import { randomBytes } from "node:crypto";
import { join } from "node:path";
import pg from "pg";
import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, expect, inject } from "vitest";
import { openDatabase, type DatabaseConnection } from "../db/connection";
import { migrateDatabase } from "../db/migrate";
import { findProjectRoot } from "../project-root";
import { ENGINE_FREE_TESTS } from "./engine-free";

export const MIGRATIONS_DIR = join(findProjectRoot(), "server", "db", "migrations");

export interface TestDatabase {
  connection: DatabaseConnection;
  /** On PostgreSQL, its URL: another connection to it is another server. */
  url?: string;
  /** Closes the database and, on PostgreSQL, drops it. */
  dispose(): Promise<void>;
}

export async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Waits (up to two seconds) until the database's own connections have closed. A pool's `end`
 * resolves before its sockets close; dropping the database `with (force)` meanwhile kills
 * them, and each killed client reports an error the test run counts as unhandled.
 */
async function untilDisconnected(url: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (let tries = 0; tries < 40; tries++) {
      const result = await client.query<{ count: string }>(
        "select count(*) from pg_stat_activity where datname = $1",
        [name],
      );
      if (result.rows[0]?.count === "0") return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    await client.end();
  }
}

/**
 * A data directory's tarball for PGlite's `loadDataDir`, which reads it with `arrayBuffer()`:
 * that answers at once. A Blob made from the bytes took longer to make and to read back (in
 * small chunks) than the rest of opening the database; other readers still get one.
 */
class Tarball extends Blob {
  readonly #bytes: Uint8Array<ArrayBuffer>;
  #blob: Blob | undefined;

  constructor(bytes: Uint8Array<ArrayBuffer>) {
    super();
    this.#bytes = bytes;
  }

  #whole(): Blob {
    return (this.#blob ??= new Blob([this.#bytes]));
  }

  override get size(): number {
    return this.#bytes.byteLength;
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.#bytes.slice().buffer);
  }

  override bytes(): ReturnType<Blob["bytes"]> {
    return Promise.resolve(this.#bytes.slice());
  }

  override slice(...range: Parameters<Blob["slice"]>): Blob {
    return this.#whole().slice(...range);
  }

  override stream(): ReturnType<Blob["stream"]> {
    return this.#whole().stream();
  }

  override text(): Promise<string> {
    return this.#whole().text();
  }
}

/** The run's template, read once by each worker (server test files share their worker's modules). */
let templateRead: { file: string; bytes: Promise<Uint8Array<ArrayBuffer>> } | undefined;

function templateBytes(file: string): Promise<Uint8Array<ArrayBuffer>> {
  if (templateRead?.file !== file) {
    templateRead = { file, bytes: readFile(file).then((read) => new Uint8Array(read)) };
  }
  return templateRead.bytes;
}

/**
 * A fresh, migrated database: in-memory PGlite, or in the "postgres" test project a new
 * database on the `TEST_DATABASE_URL` server, created for this test file and dropped after.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const file = expect.getState().testPath ?? "";
  if (ENGINE_FREE_TESTS.some((free) => file.endsWith(`/${free}`))) {
    throw new Error(`${file} opens a database: take it off ENGINE_FREE_TESTS`);
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl || process.env.AGORA_TEST_ENGINE !== "postgres") {
    // A copy of the run's migrated database (global-setup.ts), or one migrated here.
    const template = inject("pgliteTemplate");
    const loadDataDir = template ? new Tarball(await templateBytes(template)) : undefined;
    const connection = await openDatabase({ loadDataDir });
    if (!template) await migrateDatabase(connection, MIGRATIONS_DIR);
    return { connection, dispose: () => connection.close() };
  }
  // Identifiers cannot be parameters; these are ours and only letters, digits and _.
  const name = `agora_test_${randomBytes(6).toString("hex")}`;
  const template = inject("postgresTemplate");
  await onServer(serverUrl, `create database ${name}${template ? ` template ${template}` : ""}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const connection = await openDatabase({ databaseUrl: url.toString() });
  if (!template) await migrateDatabase(connection, MIGRATIONS_DIR);
  return {
    connection,
    url: url.toString(),
    async dispose() {
      await connection.close();
      await untilDisconnected(serverUrl, name);
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/** One database for the calling test file: opened before its tests, disposed after them. */
export function testDatabasePerFile(): () => DatabaseConnection {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.dispose();
  });
  return () => {
    if (!database) throw new Error("The test database opens in beforeAll: use it inside tests");
    return database.connection;
  };
}
