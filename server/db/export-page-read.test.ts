import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePostgres } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { describe, expect, it } from "vitest";
import { testDatabasePerFile } from "../test-support/database";
import type { Database, DatabaseConnection } from "./connection";
import { readExportPage } from "./export-page-read";
import * as schema from "./schema";
import { contacts } from "./schema";

const database = testDatabasePerFile();

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

/** The connection's database through a Drizzle instance that records each statement's text. */
function logged(connection: DatabaseConnection): { db: Database; sent: string[] } {
  const sent: string[] = [];
  const logger = { logQuery: (query: string) => void sent.push(query.trim()) };
  const db =
    connection.engine === "pglite"
      ? drizzlePglite({ client: connection.client, schema, logger })
      : drizzleNodePostgres({ client: connection.client, schema, logger });
  return { db, sent };
}

describe("readExportPage", () => {
  it("sends the page's statement alone on PGlite, after JIT and workers are off on PostgreSQL", async () => {
    const connection = database();
    const { db, sent } = logged(connection);
    const page = sql`select current_setting('max_parallel_workers_per_gather') as workers`;
    const [row] = rowsOf<{ workers: string }>(await readExportPage(db, (tx) => tx.execute(page)));
    const pageText = "select current_setting('max_parallel_workers_per_gather') as workers";
    if (connection.engine === "pglite") {
      expect(sent).toEqual([pageText]);
    } else {
      expect(sent.filter((text) => text.includes("set_config"))).toHaveLength(1);
      expect(sent).toContain(pageText);
      expect(row?.workers).toBe("0");
      // Set for the page's transaction only: the session keeps its own.
      const settings = sql`select current_setting('jit') as jit,
        current_setting('max_parallel_workers_per_gather') as workers`;
      const before = rowsOf(await db.execute(settings));
      await readExportPage(db, (tx) => tx.execute(page));
      expect(rowsOf(await db.execute(settings))).toEqual(before);
    }
  });

  it("never reads inside another request's open transaction", async () => {
    const { db } = database();
    const email = "uncommitted@export-page-read.test";
    const count = () =>
      readExportPage(db, async (tx) => {
        const result = await tx.execute(
          sql`select count(*)::int as n from ${contacts} where ${contacts.email} = ${email}`,
        );
        return rowsOf<{ n: number }>(result)[0]?.n;
      });
    let inserted = () => {};
    const afterInsert = new Promise<void>((resolve) => (inserted = resolve));
    const [, read] = await Promise.all([
      db
        .transaction(async (tx) => {
          await tx.insert(contacts).values({ email });
          inserted();
          // The page is asked for while the transaction is open (on PGlite it waits for its end).
          await new Promise((resolve) => setTimeout(resolve, 30));
          tx.rollback();
        })
        .catch(() => undefined),
      afterInsert.then(count),
    ]);
    expect(read).toBe(0);
    expect(await count()).toBe(0);
  });
});
