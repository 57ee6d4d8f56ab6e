import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, inject, it } from "vitest";
import { MIGRATIONS_DIR } from "../test-support/database";
import { openDatabase, type DatabaseConnection } from "./connection";
import { migrateDatabase } from "./migrate";
import { content } from "./schema";
import { buildMigrationsDir, DATA_DIR_TEMPLATE, holdsDatabase, writeBuildSchema } from "./template";

/** The run's migrated data directory as a tarball (global-setup.ts), migrated as builds do. */
const template = inject("pgliteTemplate");

async function appliedMigrations(connection: DatabaseConnection): Promise<number> {
  if (connection.engine !== "pglite") throw new Error("An embedded database was expected");
  const { rows } = await connection.client.query<{ count: number }>(
    "select count(*)::int as count from drizzle.__drizzle_migrations",
  );
  return rows[0]?.count ?? -1;
}

interface Journal {
  entries: { idx: number; tag: string; when: number; version: string; breakpoints: boolean }[];
}

async function readJournal(dir = MIGRATIONS_DIR): Promise<Journal> {
  return JSON.parse(await readFile(join(dir, "meta", "_journal.json"), "utf8")) as Journal;
}

async function journalLength(): Promise<number> {
  return (await readJournal()).entries.length;
}

// The PostgreSQL project has no embedded template; the embedded one checks this.
describe.skipIf(!template)("a new embedded database from the build's template", () => {
  const dataDir = mkdtemp(join(tmpdir(), "agora-template-"));
  afterAll(async () => rm(await dataDir, { recursive: true, force: true }));

  it("starts migrated, with every migration recorded as applied", async () => {
    const pgdata = join(await dataDir, "pgdata");
    expect(await holdsDatabase(pgdata)).toBe(false);
    const first = await openDatabase({ dataDir: await dataDir, template });
    expect(await holdsDatabase(pgdata)).toBe(true);
    expect(await appliedMigrations(first)).toBe(await journalLength());
    await migrateDatabase(first, MIGRATIONS_DIR);
    expect(await appliedMigrations(first)).toBe(await journalLength());
    await first.db.insert(content).values({ id: "profile", data: { introMessage: "Kept" } });
    await first.close();

    // A data directory that holds a database is opened as it is, never replaced.
    const second = await openDatabase({ dataDir: await dataDir, template });
    const rows = await second.db.select().from(content);
    expect(rows.map((row) => row.data)).toEqual([{ introMessage: "Kept" }]);
    await second.close();
  });
});

describe("a server build's schema", () => {
  const folder = mkdtemp(join(tmpdir(), "agora-build-"));
  afterAll(async () => rm(await folder, { recursive: true, force: true }));

  it("is the migrations it was built with, even once the checkout has newer ones", async () => {
    const source = join(await folder, "source");
    const build = join(await folder, "dist-server");
    await cp(MIGRATIONS_DIR, source, { recursive: true });
    await writeBuildSchema(build, source);

    // The checkout moves on after the build: a pull without a rebuild.
    const journal = await readJournal(source);
    const last = journal.entries.at(-1)!;
    const tag = `${String(last.idx + 1).padStart(4, "0")}_checkout_moved_on`;
    journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1, tag });
    await writeFile(join(source, "meta", "_journal.json"), JSON.stringify(journal));
    await writeFile(join(source, `${tag}.sql`), "create table checkout_moved_on (id int);");

    const database = await openDatabase({
      dataDir: join(await folder, "data"),
      template: join(build, DATA_DIR_TEMPLATE),
    });
    try {
      await migrateDatabase(
        database,
        buildMigrationsDir(pathToFileURL(join(build, "main.js")).href),
      );
      expect(await appliedMigrations(database)).toBe(await journalLength());
      if (database.engine !== "pglite") throw new Error("An embedded database was expected");
      const { rows } = await database.client.query<{ found: string | null }>(
        "select to_regclass('checkout_moved_on')::text as found",
      );
      expect(rows).toEqual([{ found: null }]);
    } finally {
      await database.close();
    }
    // Two embedded databases made from nothing: tens of seconds on a busy machine.
  }, 120_000);
});
