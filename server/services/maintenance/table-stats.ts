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

  return {
    /** Whether this engine needs it (false on PostgreSQL: autovacuum analyses). */
    embedded,
    refresh,

    /** After a bulk write: analysed now; a failure is logged, never the writer's. */
    async afterBulkWrite(tables: readonly BusyTable[]): Promise<void> {
      await refresh(tables).catch((error: unknown) =>
        log.warn({ err: error, tables }, "Could not analyse tables after a bulk write"),
      );
    },

    /** Registers the recurring analysis with the runner (embedded database only). */
    schedule(jobs: JobRunner): void {
      if (!embedded) return;
      jobs.schedule({ name: "analyse-tables", every: EVERY, run: () => refresh() });
    },
  };
}
