import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../db/connection";
import { migrateDatabase } from "../db/migrate";
import { migratedDataDir } from "../db/template";
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
  const dump = await migratedDataDir(MIGRATIONS_DIR);
  const file = join(dir, "migrated.tar");
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", file);
  return () => rm(dir, { recursive: true, force: true });
}
