import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openDatabase } from "../db/connection";
import { migrateDatabase } from "../db/migrate";
import { testProviderEvents } from "../db/schema";
import { createContactService } from "../services/contacts";
import { seedDemoContent } from "../services/demo";
import { createPasswordService, TEST_SCRYPT_COST } from "../services/passwords";
import { MIGRATIONS_DIR, onServer } from "../test-support/database";
import {
  copyToPostgres,
  pgliteQuery,
  poolQuery,
  tablesInDependencyOrder,
} from "./copy-to-postgres";

const serverUrl = process.env.TEST_DATABASE_URL;
// Once per run (the unit project), with a PostgreSQL server to copy into.
const runs = serverUrl !== undefined && process.env.AGORA_TEST_ENGINE !== "postgres";
if (!serverUrl) console.log("copy-to-postgres: skipped, TEST_DATABASE_URL names no PostgreSQL");

type Counts = Record<string, number>;

async function counts(query: ReturnType<typeof pgliteQuery>): Promise<Counts> {
  const result: Counts = {};
  for (const table of await tablesInDependencyOrder(query)) {
    const [row] = await query<{ n: string }>(`select count(*) as n from "${table}"`);
    result[table] = Number(row?.n);
  }
  return result;
}

describe.runIf(runs)("copy-to-postgres", () => {
  let dataDir: string;
  let targetUrl: string;
  const name = `agora_copy_${Date.now()}`;
  let before: Counts;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "agora-copy-"));
    // From the run's migrated template (global-setup.ts), as a built server starts.
    const source = await openDatabase({ dataDir, template: inject("pgliteTemplate") });
    await migrateDatabase(source, MIGRATIONS_DIR);
    await seedDemoContent(source.db, true);
    const contacts = createContactService(source.db, createPasswordService(TEST_SCRYPT_COST));
    for (const email of ["ada@example.org", "grace@example.org"]) {
      await contacts.create({ email, firstname: "Copied", roles: [{ role: "member" }] });
    }
    // An identity column: the copy keeps its values and the sequence continues after them.
    await source.db.insert(testProviderEvents).values(
      [1, 2, 3].map((i) => ({
        id: `evt_${i}`,
        type: "test",
        payload: { i },
        occurredAt: new Date(),
      })),
    );
    if (source.engine !== "pglite") throw new Error("An embedded database was expected");
    before = await counts(pgliteQuery(source.client));
    await source.close();
    await onServer(serverUrl ?? "", `create database ${name}`);
    const url = new URL(serverUrl ?? "");
    url.pathname = `/${name}`;
    targetUrl = url.toString();
  });

  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
    await onServer(serverUrl ?? "", `drop database if exists ${name} with (force)`);
  });

  it("copies every table's rows and sequences, leaving the embedded database as it was", async () => {
    const copied = await copyToPostgres({
      dataDir,
      databaseUrl: targetUrl,
      migrationsDir: MIGRATIONS_DIR,
    });
    expect(Object.fromEntries(copied.map((table) => [table.table, table.rows]))).toEqual(before);
    expect(before.contacts).toBeGreaterThanOrEqual(2);
    expect(before.content).toBeGreaterThan(0);

    const target = await openDatabase({ databaseUrl: targetUrl });
    const source = await openDatabase({ dataDir });
    try {
      if (target.engine !== "postgres" || source.engine !== "pglite") throw new Error("engines");
      expect(await counts(pgliteQuery(source.client))).toEqual(before);
      const emails = await poolQuery(target.client)<{ email: string }>(
        "select email from contacts where firstname = 'Copied' order by email",
      );
      expect(emails.map((row) => row.email)).toEqual(["ada@example.org", "grace@example.org"]);
      // JSON's null in a jsonb column (a kept count's key) stays JSON's null, not SQL's NULL.
      const jsonNulls =
        "select count(*)::int as n from callout_answer_counts where value = 'null'::jsonb";
      const [sourceNulls] = await pgliteQuery(source.client)<{ n: number }>(jsonNulls);
      expect(sourceNulls?.n).toBeGreaterThan(0);
      expect(await poolQuery(target.client)<{ n: number }>(jsonNulls)).toEqual([sourceNulls]);
      // Generated columns are computed again; the identity goes on after the copied rows.
      const [next] = await target.db
        .insert(testProviderEvents)
        .values({ id: "evt_4", type: "test", payload: {}, occurredAt: new Date() })
        .returning({ seq: testProviderEvents.seq });
      expect(next?.seq).toBe(4);
    } finally {
      await source.close();
      await target.close();
    }
  });

  it("refuses a database that is not empty", async () => {
    await expect(
      copyToPostgres({ dataDir, databaseUrl: targetUrl, migrationsDir: MIGRATIONS_DIR }),
    ).rejects.toThrow(/not empty/);
  });
});
