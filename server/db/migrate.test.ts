import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createTestDatabase, MIGRATIONS_DIR, testDatabasePerFile } from "../test-support/database";
import { openDatabase, type DatabaseConnection } from "./connection";
import { migrateDatabase } from "./migrate";
import { content } from "./schema";

const database = testDatabasePerFile();
/** The embedded engine's own checks: the "postgres" project runs only the one on its engine. */
const embeddedOnly = it.skipIf(process.env.AGORA_TEST_ENGINE === "postgres");

const COUNT_MIGRATIONS = "select count(*)::int as count from drizzle.__drizzle_migrations";

async function appliedMigrations(connection: DatabaseConnection): Promise<number> {
  const { rows } =
    connection.engine === "pglite"
      ? await connection.client.query<{ count: number }>(COUNT_MIGRATIONS)
      : await connection.client.query<{ count: number }>(COUNT_MIGRATIONS);
  return rows[0]?.count ?? -1;
}

async function journalLength(): Promise<number> {
  const journal = JSON.parse(await readFile(join(MIGRATIONS_DIR, "meta", "_journal.json"), "utf8"));
  return (journal as { entries: unknown[] }).entries.length;
}

describe("migrations", () => {
  const dataDir = mkdtemp(join(tmpdir(), "agora-migrate-"));
  afterAll(async () => rm(await dataDir, { recursive: true, force: true }));

  embeddedOnly(
    "run once on a file-backed database and are skipped after a restart",
    async () => {
      const first = await openDatabase({ dataDir: await dataDir });
      await migrateDatabase(first, MIGRATIONS_DIR);
      await first.db.insert(content).values({ id: "profile", data: { introMessage: "Kept" } });
      await first.close();

      const second = await openDatabase({ dataDir: await dataDir });
      await migrateDatabase(second, MIGRATIONS_DIR);
      expect(await appliedMigrations(second)).toBe(await journalLength());
      const rows = await second.db.select().from(content);
      expect(rows.map((row) => row.data)).toEqual([{ introMessage: "Kept" }]);
      await second.close();
      // An embedded database made from nothing and opened twice: 15 s at a load of 14, and past
      // the default 30 s beside three other such files.
    },
    120_000,
  );

  it("are idempotent on the test database's engine too", async () => {
    await migrateDatabase(database(), MIGRATIONS_DIR);
    await migrateDatabase(database(), MIGRATIONS_DIR);
    expect(await appliedMigrations(database())).toBe(await journalLength());
  });

  it("run every statement-level trigger without JIT, which cost PostgreSQL 330 ms an answer", async () => {
    // A transition table's size is unknown to the planner, whose guess compiled small
    // statements (issue #28); migration 0041 and any later trigger function say `set jit = off`.
    const statement = `select p.proname as name, coalesce(p.proconfig, '{}') as config
      from pg_trigger t join pg_proc p on p.oid = t.tgfoid
      where not t.tgisinternal and t.tgtype & 1 = 0`;
    const connection = database();
    const { rows } =
      connection.engine === "pglite"
        ? await connection.client.query<{ name: string; config: string[] }>(statement)
        : await connection.client.query<{ name: string; config: string[] }>(statement);
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.filter((row) => !row.config.includes("jit=off")).map((row) => row.name)).toEqual(
      [],
    );
  });

  embeddedOnly("reports a closed database as down", async () => {
    const { connection: closed } = await createTestDatabase();
    expect(await closed.ping()).toBe(true);
    await closed.close();
    await closed.close();
    expect(await closed.ping()).toBe(false);
  });
});
