import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../db/connection";
import { migrateDatabase } from "../db/migrate";
import { pgliteExtensions } from "../db/pglite-extensions";
import { MIGRATIONS_DIR, onServer } from "./database";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated embedded database's data directory, as a tarball file. */
    pgliteTemplate?: string;
    /** A migrated database on the `TEST_DATABASE_URL` server that test databases copy. */
    postgresTemplate?: string;
  }
}

/**
 * A new in-memory embedded database, migrated, as a tarball of its data directory: what every
 * test file's embedded database starts from. Two settings make each copy cheaper to open and
 * change nothing a query sees: the write-ahead log in segments of 1 MB rather than 16 (a copy
 * unpacks the whole segment, mostly zeros), and 16 MB of shared buffers rather than 128 (which
 * each opening zeroes; a test file's data fits many times over).
 */
async function migratedTemplate(): Promise<Blob> {
  const client = await PGlite.create({
    extensions: pgliteExtensions,
    initDbStartParams: ["--wal-segsize=1"],
  });
  try {
    await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_DIR });
    await client.exec("alter system set shared_buffers = '16MB'");
    return await client.dumpDataDir("none");
  } finally {
    await client.close();
  }
}

/**
 * Migrates one database per run, which each test file's database then copies: starting and
 * migrating an embedded database took two to three seconds a file, a copy half of one.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (project.config.env?.AGORA_TEST_ENGINE === "postgres" && serverUrl) {
    const name = `agora_template_${randomBytes(6).toString("hex")}`;
    await onServer(serverUrl, `create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const connection = await openDatabase({ databaseUrl: url.toString() });
    await migrateDatabase(connection, MIGRATIONS_DIR);
    await connection.close();
    project.provide("postgresTemplate", name);
    return () => onServer(serverUrl, `drop database if exists ${name} with (force)`);
  }
  const dir = await mkdtemp(join(tmpdir(), "agora-test-template-"));
  const dump = await migratedTemplate();
  const file = join(dir, "migrated.tar");
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", file);
  return () => rm(dir, { recursive: true, force: true });
}
