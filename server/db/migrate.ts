import { drizzle as drizzleNodePostgres } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePostgres } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { DatabaseConnection } from "./connection";

/** Any fixed number: PostgreSQL advisory locks are named by numbers. */
const MIGRATION_LOCK = 4_715_392_001;

/**
 * Applies the migrations not yet applied, in one transaction, with Drizzle's migrator for
 * the engine in use. Both engines read the same SQL files.
 */
export async function migrateDatabase(
  connection: DatabaseConnection,
  migrationsFolder: string,
): Promise<void> {
  if (connection.engine === "pglite") {
    await migratePglite(drizzlePglite({ client: connection.client }), { migrationsFolder });
    return;
  }
  // Several servers may start at once on one PostgreSQL: one migrates while the others wait.
  const session = await connection.client.connect();
  try {
    await session.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migrateNodePostgres(drizzleNodePostgres({ client: session }), { migrationsFolder });
  } finally {
    // Ending the session releases its advisory lock, even when the migration failed.
    session.release(true);
  }
}
