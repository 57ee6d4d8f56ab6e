import { and, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/connection";
import { jobs } from "../../db/schema";
import { PRIORITIES, type JobDefinition } from "./define";

/** Anything that can write a job: the database, or the transaction of what caused it. */
export type JobWriter = Pick<Database, "insert" | "select">;

export interface EnqueueOptions {
  /** Not before this time; now when left out. */
  runAt?: Date;
  /** One job per key and type: enqueuing the key again keeps the first job (while it is kept). */
  uniqueKey?: string;
}

/** Done jobs are kept this long (their unique keys with them), failed ones longer. */
const KEEP_DONE_DAYS = 30;
const KEEP_FAILED_DAYS = 90;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Errors are stored this long at most. */
const ERROR_LENGTH = 500;

/**
 * Writes a job of this kind, in its kind's lane; answers its id, and whether it is new
 * (false: its unique key existed).
 */
export async function insertJob(
  writer: JobWriter,
  { type, priority }: Pick<JobDefinition<unknown, unknown>, "type" | "priority">,
  payload: unknown,
  options: EnqueueOptions = {},
): Promise<{ id: string; created: boolean }> {
  const [row] = await writer
    .insert(jobs)
    .values({
      type,
      priority: PRIORITIES[priority],
      payload,
      uniqueKey: options.uniqueKey ?? null,
      ...(options.runAt ? { runAt: options.runAt } : {}),
    })
    .onConflictDoNothing({ target: [jobs.type, jobs.uniqueKey] })
    .returning({ id: jobs.id });
  if (row) return { id: row.id, created: true };
  const [existing] = await writer
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.type, type), eq(jobs.uniqueKey, options.uniqueKey ?? "")));
  if (!existing) throw new Error(`A job of type ${type} was neither written nor found`);
  return { id: existing.id, created: false };
}

/** A job this server holds: `token` names its claim, and only that claim may record it. */
export interface ClaimedJob {
  id: string;
  type: string;
  payload: unknown;
  /** Tries started, this one included. */
  attempts: number;
  token: string;
}

/** A claim on a job: the job and the token that names this claim of it. */
export type Claim = Pick<ClaimedJob, "id" | "token">;

/**
 * The claim's job while still held: by the job's key as well as its claim's token, which has
 * no index; reading the whole queue for the token once per job drained a backlog of 100,000
 * at 17 jobs/s (bench). Exported for the test that reads its plan.
 */
export function heldBy(claim: Claim) {
  return and(eq(jobs.id, claim.id), eq(jobs.lockedBy, claim.token), eq(jobs.state, "pending"));
}

/** Every one of these claims' jobs still held. */
function heldAll(claims: readonly Claim[]) {
  return and(
    inArray(
      jobs.id,
      claims.map((claim) => claim.id),
    ),
    inArray(
      jobs.lockedBy,
      claims.map((claim) => claim.token),
    ),
    eq(jobs.state, "pending"),
  );
}

/** A job as a route reports it. */
export interface StoredJob {
  id: string;
  type: string;
  payload: unknown;
  state: "queued" | "running" | "done" | "failed";
  attempts: number;
  runAt: Date;
  progress: { done: number; total: number | null } | null;
  result: unknown;
  createdAt: Date;
  finishedAt: Date | null;
}

/**
 * The claim's look for due jobs, in claim order: the lanes in turn (a recurring task's run
 * before anything else, bulk work last), each longest due first. Served by the partial index
 * `jobs_due` (pending rows by lane, then `run_at`), so it reads a few index entries whatever
 * the table holds (`CLAIM_PLAN` keeps the planner to that index): the entries it passes over
 * are only those of earlier lanes not yet due (retries waiting) or held by a running claim.
 * Exported for the tests that read its plan.
 */
export function dueJobs(db: Database, types: readonly string[], limit: number) {
  return db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.state, "pending"),
        lte(jobs.runAt, sql`now()`),
        or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, sql`now()`)),
        inArray(jobs.type, [...types]),
      ),
    )
    .orderBy(jobs.priority, jobs.runAt)
    .limit(limit)
    .for("update", { skipLocked: true });
}

/**
 * Planner settings for the claim's transaction: no bitmap, whole-table scan or sort, which
 * leaves reading `jobs_due` in claim order. Whatever the statistics say, that reads a few
 * entries. On a table never analysed (a new installation's first backlog, before autovacuum
 * came by) the planner's defaults chose a bitmap of every due job and a sort instead: half a
 * second a claim at a million jobs (the backlog bench).
 */
export const CLAIM_PLAN = `select set_config('enable_bitmapscan', 'off', true),
  set_config('enable_seqscan', 'off', true), set_config('enable_sort', 'off', true)`;

/** `work` in a transaction planned as the claim must be (`CLAIM_PLAN`). */
export function inClaimPlan<T>(db: Database, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(CLAIM_PLAN));
    return work(tx);
  });
}

/** A lease of this many seconds from now. */
const leaseFor = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`;

/**
 * The claim: up to `limit` due jobs of these types, each given a token of its own and a lease,
 * in one statement. Exported for the test that reads its plan.
 */
export function claimStatement(
  db: Database,
  types: readonly string[],
  limit: number,
  leaseSeconds: number,
) {
  return db
    .update(jobs)
    .set({
      lockedBy: sql`gen_random_uuid()`,
      lockedUntil: leaseFor(leaseSeconds),
      attempts: sql`${jobs.attempts} + 1`,
    })
    .where(inArray(jobs.id, dueJobs(db, types, limit)))
    .returning({
      id: jobs.id,
      type: jobs.type,
      payload: jobs.payload,
      attempts: jobs.attempts,
      token: jobs.lockedBy,
      priority: jobs.priority,
      runAt: jobs.runAt,
    });
}

export type JobStore = ReturnType<typeof createJobStore>;

/** The `jobs` table as runners use it: claims, leases and outcomes. */
export function createJobStore(db: Database, leaseSeconds: number) {
  const lease = leaseFor(leaseSeconds);
  const released = { lockedBy: null, lockedUntil: null } as const;

  return {
    /**
     * Takes up to `limit` due jobs of these types for this server: rows another server is
     * claiming are skipped (SKIP LOCKED), rows another holds are left until their lease runs
     * out. Each claim gets a token of its own, written in the same statement. Answered in
     * claim order, which the runner starts them in.
     */
    async claim(types: readonly string[], limit: number): Promise<ClaimedJob[]> {
      if (types.length === 0 || limit <= 0) return [];
      const rows = await inClaimPlan(db, (tx) => claimStatement(tx, types, limit, leaseSeconds));
      // RETURNING lists rows as the update met them, not in the order they were chosen.
      rows.sort((a, b) => a.priority - b.priority || a.runAt.getTime() - b.runAt.getTime());
      return rows.map((row) => ({
        id: row.id,
        type: row.type,
        payload: row.payload,
        attempts: row.attempts,
        token: row.token ?? "",
      }));
    },

    /** Extends the leases of these claims; answers the tokens still held. */
    async renew(claims: readonly Claim[]): Promise<Set<string>> {
      if (claims.length === 0) return new Set();
      const rows = await db
        .update(jobs)
        .set({ lockedUntil: lease })
        .where(heldAll(claims))
        .returning({ token: jobs.lockedBy });
      return new Set(rows.map((row) => row.token ?? ""));
    },

    async progress(claim: Claim, done: number, total: number | null): Promise<void> {
      await db.update(jobs).set({ progressDone: done, progressTotal: total }).where(heldBy(claim));
    },

    /**
     * Marks the job done with its result, and runs `also` in the same transaction. Answers
     * false, recording nothing, when the claim is no longer held. Without `also` it is one
     * statement: a transaction's begin and commit were two of a webhook delivery's five.
     */
    async finish(
      claim: Claim,
      result: unknown,
      also?: (tx: Transaction) => Promise<void>,
    ): Promise<boolean> {
      const markDone = async (writer: Pick<Database, "update">) => {
        const rows = await writer
          .update(jobs)
          .set({
            ...released,
            state: "done",
            result: result ?? null,
            lastError: null,
            finishedAt: sql`now()`,
          })
          .where(heldBy(claim))
          .returning({ id: jobs.id });
        return rows.length > 0;
      };
      if (!also) return markDone(db);
      return db.transaction(async (tx) => {
        if (!(await markDone(tx))) return false;
        await also(tx);
        return true;
      });
    },

    /** A failed try: due again after `delaySeconds`. */
    async retry(claim: Claim, error: string, delaySeconds: number): Promise<boolean> {
      const rows = await db
        .update(jobs)
        .set({
          ...released,
          lastError: error.slice(0, ERROR_LENGTH),
          runAt: sql`now() + make_interval(secs => ${delaySeconds})`,
        })
        .where(heldBy(claim))
        .returning({ id: jobs.id });
      return rows.length > 0;
    },

    /** Gives up on the job. */
    async fail(claim: Claim, error: string): Promise<boolean> {
      const rows = await db
        .update(jobs)
        .set({
          ...released,
          state: "failed",
          lastError: error.slice(0, ERROR_LENGTH),
          finishedAt: sql`now()`,
        })
        .where(heldBy(claim))
        .returning({ id: jobs.id });
      return rows.length > 0;
    },

    /** Gives claims back unfinished (the server is stopping): due again at once, the try not
     * counted. */
    async release(claims: readonly Claim[]): Promise<void> {
      if (claims.length === 0) return;
      await db
        .update(jobs)
        .set({ ...released, attempts: sql`greatest(${jobs.attempts} - 1, 0)` })
        .where(heldAll(claims));
    },

    async find(id: string): Promise<StoredJob | undefined> {
      // An id from an address may be anything; the column only takes UUIDs.
      if (!UUID.test(id)) return undefined;
      const [row] = await db
        .select({
          id: jobs.id,
          type: jobs.type,
          payload: jobs.payload,
          state: jobs.state,
          running: sql<boolean>`coalesce(${jobs.lockedUntil} > now(), false)`,
          attempts: jobs.attempts,
          runAt: jobs.runAt,
          progressDone: jobs.progressDone,
          progressTotal: jobs.progressTotal,
          result: jobs.result,
          createdAt: jobs.createdAt,
          finishedAt: jobs.finishedAt,
        })
        .from(jobs)
        .where(eq(jobs.id, id));
      if (!row) return undefined;
      const { running, progressDone, progressTotal, ...job } = row;
      return {
        ...job,
        state: row.state === "pending" ? (running ? "running" : "queued") : row.state,
        progress: progressDone === null ? null : { done: progressDone, total: progressTotal },
      };
    },

    /** Forgets jobs finished long ago. */
    async sweep(): Promise<void> {
      await db
        .delete(jobs)
        .where(
          or(
            and(
              eq(jobs.state, "done"),
              lt(jobs.finishedAt, sql`now() - make_interval(days => ${KEEP_DONE_DAYS})`),
            ),
            and(
              eq(jobs.state, "failed"),
              lt(jobs.finishedAt, sql`now() - make_interval(days => ${KEEP_FAILED_DAYS})`),
            ),
          ),
        );
    },
  };
}
