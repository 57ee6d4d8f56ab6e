import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { Database } from "./connection";

/**
 * Whether `db` is Drizzle over the embedded database: what `DatabaseConnection.engine` says,
 * read from its client, as the exports are given the database alone. A transaction (no
 * `$client`) counts as PostgreSQL's, whose path holds on either engine.
 */
function embedded(db: Database): boolean {
  return (db as { $client?: unknown }).$client instanceof PGlite;
}

/**
 * Reads one page of an export. On PostgreSQL, in a transaction of its own, without JIT or
 * parallel workers: a page is small, but its statement's estimate is large (many expressions,
 * joined sets guessed high), so PostgreSQL compiled each page with JIT (0.3 to 2 s a page, more
 * than reading it) or started workers for it (issue #28; the responses and payments exports).
 * Set for the transaction only, so they hold behind a pooler too. PGlite has neither, and its
 * `query` waits for any open transaction to end, so there the page is read alone: the
 * transaction's three statements cost every page of the server's thread for nothing.
 */
export function readExportPage<T>(db: Database, read: (tx: Database) => Promise<T>): Promise<T> {
  if (embedded(db)) return read(db);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('jit', 'off', true),
      set_config('max_parallel_workers_per_gather', '0', true)`);
    return read(tx);
  });
}
