import { cp, mkdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePostgres } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import * as schema from "./schema";
import { pgliteExtensions } from "./pglite-extensions";
import { holdsDatabase } from "./template";

/** What services query: the same Drizzle API over either engine. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The database inside `db.transaction(…)`: what work that must commit together takes. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

interface Handle {
  db: Database;
  /** Whether the database answers a real query. */
  ping(): Promise<boolean>;
  /** Closes the database; safe to call more than once. */
  close(): Promise<void>;
}

export type DatabaseConnection = Handle &
  ({ engine: "pglite"; client: PGlite } | { engine: "postgres"; client: pg.Pool });

export interface DatabaseOptions {
  /** PostgreSQL at this URL when set. */
  databaseUrl?: string | undefined;
  /** Otherwise the embedded database in `<dataDir>/pgdata`, or in memory without a dataDir. */
  dataDir?: string | undefined;
  /** An embedded database's starting contents (a dump of another's data directory). */
  loadDataDir?: Blob | undefined;
  /**
   * What a new embedded database in `dataDir` starts from: a data directory to copy or a
   * tarball of one (server/db/template.ts).
   */
  template?: string | undefined;
}

/**
 * What a new data directory starts from: nothing when it holds a database already; a copy of
 * the template when that is a data directory (the build's); else the template's contents
 * when it is a tarball (the tests').
 */
async function startingContents(pgdata: string, template: string): Promise<Blob | undefined> {
  if (await holdsDatabase(pgdata)) return undefined;
  if (await holdsDatabase(template)) {
    await cp(template, pgdata, { recursive: true });
    return undefined;
  }
  // Absent when the server runs from source (npm run dev): initdb then makes the directory.
  const tarball = await readFile(template).catch(() => undefined);
  return tarball && new Blob([tarball]);
}

function handle(db: Database, closeClient: () => Promise<void>): Handle {
  let closed: Promise<void> | undefined;
  return {
    db,
    async ping() {
      try {
        await db.execute(sql`select 1`);
        return true;
      } catch {
        return false;
      }
    },
    close: () => (closed ??= closeClient()),
  };
}

export async function openDatabase(options: DatabaseOptions = {}): Promise<DatabaseConnection> {
  if (options.databaseUrl) {
    // Connects lazily: a wrong URL shows at the first query (the migrations), not here.
    const client = new pg.Pool({ connectionString: options.databaseUrl });
    const db = drizzleNodePostgres({ client, schema });
    return { engine: "postgres", client, ...handle(db, () => client.end()) };
  }
  let dataDir: string | undefined;
  let loadDataDir = options.loadDataDir;
  if (options.dataDir) {
    dataDir = join(options.dataDir, "pgdata");
    await mkdir(dataDir, { recursive: true });
    if (!loadDataDir && options.template) {
      loadDataDir = await startingContents(dataDir, options.template);
    }
  }
  const client = await PGlite.create({
    extensions: pgliteExtensions,
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  const db = drizzlePglite({ client, schema });
  return { engine: "pglite", client, ...handle(db, () => client.close()) };
}
