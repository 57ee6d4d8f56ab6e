import { sql } from "drizzle-orm";
import type { DatabaseConnection } from "../../db/connection";
import type { JobLog, JobRunner } from "../jobs";

/**
 * The tables bulk writes and the job queue fill fastest: the planner needs their statistics
 * to pick the indexes (the job claim, lists, exports). Names are ours, never a caller's.
 */
export const BUSY_TABLES = [
  "jobs",
  "contacts",
  "contact_profiles",
  "contact_roles",
  "contact_tag_assignments",
  "contact_activity",
  "contributions",
  "payments",
  "callout_responses",
  "webhook_deliveries",
] as const;

export type BusyTable = (typeof BUSY_TABLES)[number];

/** How often the embedded database's busy tables are analysed, whatever was written. */
const EVERY = { minutes: 15 } as const;

export type TableStats = ReturnType<typeof createTableStats>;

/**
 * Keeps the planner's statistics fresh where nothing else does. PostgreSQL's autovacuum
 * analyses tables as they change; the embedded database (PGlite) has no autovacuum, so a
 * table that grew by a bulk write keeps the statistics of when it was small, and the planner
 * picks plans that read it whole (a job claim took 250 ms at 100,000 queued jobs). There,
 * the busy tables are analysed after bulk writes (`refresh`), at start, and on a schedule.
 */
export function createTableStats(database: DatabaseConnection, log: JobLog) {
  const embedded = database.engine === "pglite";

  async function refresh(tables: readonly BusyTable[] = BUSY_TABLES): Promise<void> {
    if (!embedded) return;
    for (const table of tables) {
      await database.db.execute(sql.raw(`analyze ${table}`));
    }
  }

  /** After a bulk write: analysed now; a failure is logged, never the writer's. */
  async function afterBulkWrite(tables: readonly BusyTable[]): Promise<void> {
    await refresh(tables).catch((error: unknown) =>
      log.warn({ err: error, tables }, "Could not analyse tables after a bulk write"),
    );
  }

  /** Those of these tables the embedded database has never analysed (`reltuples` is -1). */
  async function neverAnalysed(tables: readonly BusyTable[]): Promise<BusyTable[]> {
    if (!embedded) return [];
    const result = await database.db.execute(sql`
      select relname from pg_class
      where relnamespace = 'public'::regnamespace and relkind = 'r' and reltuples < 0
        and relname in (${sql.join(
          tables.map((table) => sql`${table}`),
          sql`, `,
        )})`);
    // The embedded engine's result: rows as objects.
    const { rows } = result as unknown as { rows: { relname: string }[] };
    const names = new Set(rows.map((row) => row.relname));
    return tables.filter((table) => names.has(table));
  }

  return {
    /** Whether this engine needs it (false on PostgreSQL: autovacuum analyses). */
    embedded,
    refresh,
    afterBulkWrite,

    /**
     * At start, before the first job claim: analyses only the tables never analysed. Statistics
     * taken when a table was small (or held only finished jobs) still lead the claim to its
     * index; none at all do not (a claim read the whole queue: 0.4 to 1 s at 100,000 jobs). An
     * analysis of `jobs` at every start held the first `/health` of a restart with a backlog
     * for 1 to 4 s, as the embedded database runs on the server's own thread.
     */
    async ifNeverAnalysed(tables: readonly BusyTable[]): Promise<void> {
      const missing = await neverAnalysed(tables).catch((error: unknown) => {
        log.warn({ err: error, tables }, "Could not read which tables were analysed");
        return [];
      });
      if (missing.length > 0) await afterBulkWrite(missing);
    },

    /** Registers the recurring analysis with the runner (embedded database only). */
    schedule(jobs: JobRunner): void {
      if (!embedded) return;
      jobs.schedule({ name: "analyse-tables", every: EVERY, run: () => refresh() });
    },
  };
}
