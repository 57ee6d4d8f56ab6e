import { drizzle as drizzleNodePostgres } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type { Database, DatabaseConnection } from "../db/connection";
import * as schema from "../db/schema";

/** A transaction's own statements and its settings (`set_config`), which read no rows. */
const CONTROL = /^\s*(begin|commit|rollback|savepoint|release|select set_config\()/i;

/**
 * The connection's database seen through a second Drizzle instance that counts the
 * statements it sends that read or write rows: for tests that a service sends a fixed number
 * per page or batch.
 */
export function countingDatabase(connection: DatabaseConnection): {
  db: Database;
  statements: () => number;
} {
  let sent = 0;
  const logger = {
    logQuery: (query: string) => {
      if (!CONTROL.test(query)) sent++;
    },
  };
  const db =
    connection.engine === "pglite"
      ? drizzlePglite({ client: connection.client, schema, logger })
      : drizzleNodePostgres({ client: connection.client, schema, logger });
  return { db, statements: () => sent };
}
