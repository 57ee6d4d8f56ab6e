import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, inject, it } from "vitest";
import { MIGRATIONS_DIR } from "../test-support/database";
import { openDatabase, type DatabaseConnection } from "./connection";
import { migrateDatabase } from "./migrate";
import { content } from "./schema";
import { holdsDatabase } from "./template";

/** The run's migrated data directory (global-setup.ts), made by `migratedDataDir` as builds do. */
const template = inject("pgliteTemplate");

async function appliedMigrations(connection: DatabaseConnection): Promise<number> {
  if (connection.engine !== "pglite") throw new Error("An embedded database was expected");
  const { rows } = await connection.client.query<{ count: number }>(
    "select count(*)::int as count from drizzle.__drizzle_migrations",
  );
  return rows[0]?.count ?? -1;
}

async function journalLength(): Promise<number> {
  const journal = JSON.parse(await readFile(join(MIGRATIONS_DIR, "meta", "_journal.json"), "utf8"));
  return (journal as { entries: unknown[] }).entries.length;
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
