import { access, cp, rm } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { pgliteExtensions } from "./pglite-extensions.ts";

/**
 * The folder a server build keeps beside `main.js`: an embedded database's data directory, made
 * and migrated when the server was built (vite.config.ts). A new embedded database starts as
 * a copy of it instead of running PostgreSQL's initdb, most of a first start's time; the
 * migrations that follow find all of its own recorded as applied and run only newer ones. A
 * plain copy of the folder, not a tarball PGlite unpacks, as unpacking took as long again as
 * opening the database.
 */
export const DATA_DIR_TEMPLATE = "pgdata-template";

/**
 * The folder a server build keeps beside `main.js` and `cli.js`: the migrations it was built
 * with. A built server runs these rather than the source tree's, so a build older than the
 * checkout it sits in never runs migrations its code does not know (it would then read and
 * write columns they moved).
 */
export const BUILD_MIGRATIONS = "migrations";

/** The migrations folder beside a built entry point (`import.meta.url` of main.js or cli.js). */
export function buildMigrationsDir(entryUrl: string): string {
  return fileURLToPath(new URL(`./${BUILD_MIGRATIONS}`, entryUrl));
}

/** Writes a server build's schema beside it: its migrations and the template migrated by them. */
export async function writeBuildSchema(outDir: string, migrationsFolder: string): Promise<void> {
  const migrations = join(outDir, BUILD_MIGRATIONS);
  await rm(migrations, { recursive: true, force: true });
  await cp(migrationsFolder, migrations, { recursive: true });
  await writeMigratedDataDir(join(outDir, DATA_DIR_TEMPLATE), migrations);
}

/** Makes `dir` a migrated embedded database's data directory, anew (a build's template). */
export async function writeMigratedDataDir(dir: string, migrationsFolder: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  const client = await PGlite.create({ dataDir: dir, extensions: pgliteExtensions });
  try {
    await migrate(drizzle({ client }), { migrationsFolder });
  } finally {
    await client.close();
  }
}

/** Whether an embedded database's data directory holds a database already. */
export async function holdsDatabase(pgdata: string): Promise<boolean> {
  return access(join(pgdata, "PG_VERSION")).then(
    () => true,
    () => false,
  );
}
