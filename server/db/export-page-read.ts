import { sql } from "drizzle-orm";
import type { Database } from "./connection";

/**
 * Reads one page of an export in a transaction of its own, without JIT or parallel workers.
 * A page is small, but its statement's estimate is large (many expressions, joined sets
 * guessed high): PostgreSQL compiled each page with JIT (0.3 to 2 s a page, more than reading
 * it) or started workers for it (issue #28; the responses and payments exports). PGlite has
 * neither; there the settings change nothing. Set for the transaction only, so they hold
 * behind a pooler too.
 */
export function readExportPage<T>(db: Database, read: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('jit', 'off', true),
      set_config('max_parallel_workers_per_gather', '0', true)`);
    return read(tx);
  });
}
