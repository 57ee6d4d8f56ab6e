import { and, eq, sql } from "drizzle-orm";
import { object, string } from "superstruct";
import type { Database, Transaction } from "../../db/connection";
import { jobs, jobSchedules } from "../../db/schema";
import { defineJob, type Backoff, type JobContext, type JobDefinition } from "./define";
import { insertJob } from "./store";

/**
 * How often a recurring task is due: every N minutes (at multiples of N minutes since
 * 1970-01-01 UTC, so every server agrees), or daily at a time of day in UTC ("07:30").
 */
export type Every = { minutes: number } | { dailyAt: string };

/** The period a run covers: what happened after `since`, up to and including `until`. */
export interface Period {
  since: Date;
  until: Date;
}

export interface RecurringTask {
  /** Lower-case letters, digits and "-"; keep it once chosen (the database knows it by it). */
  name: string;
  every: Every;
  /**
   * Runs once per due time, on one server. After downtime (or a failed run) it runs once for
   * everything missed: `since` is the end of the last period it ran for successfully.
   */
  run(period: Period, context: JobContext): Promise<void>;
  /** Tries of one run; 3 unless given. */
  maxAttempts?: number;
  backoff?: Backoff;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The length of a period and where periods start, in milliseconds. */
function cycle(every: Every): { length: number; offset: number } {
  if ("minutes" in every) {
    if (!Number.isInteger(every.minutes) || every.minutes < 1 || every.minutes > 24 * 60) {
      throw new Error(`"every minutes" is a whole number from 1 to 1440: ${every.minutes}`);
    }
    return { length: every.minutes * MINUTE, offset: 0 };
  }
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(every.dailyAt);
  if (!match) throw new Error(`"dailyAt" is a time of day as HH:MM: ${every.dailyAt}`);
  return { length: DAY, offset: (Number(match[1]) * 60 + Number(match[2])) * MINUTE };
}

/** The last due time at or before `now` (milliseconds since the epoch). */
export function latestDue(every: Every, now: number): number {
  const { length, offset } = cycle(every);
  return Math.floor((now - offset) / length) * length + offset;
}

/** The first due time after `now`. */
export function nextDue(every: Every, now: number): number {
  return latestDue(every, now) + cycle(every).length;
}

const PeriodPayload = object({ since: string(), until: string() });

/** The one-off job each due period of a task becomes, claimed ahead of any other kind. */
export function periodJob(
  task: RecurringTask,
): JobDefinition<{ since: string; until: string }, void> {
  cycle(task.every);
  return defineJob({
    type: `schedule:${task.name}`,
    payload: PeriodPayload,
    maxAttempts: task.maxAttempts ?? 3,
    priority: "recurring",
    ...(task.backoff ? { backoff: task.backoff } : {}),
    logFields: (period) => ({ since: period.since, until: period.until }),
  });
}

/** What looking at a task found. */
export type PlanOutcome = "queued" | "current" | "waiting";

/**
 * Queues the run of a task that is due at `now`, once across servers: the task's row is
 * locked while one server decides, the run's job is keyed by the period's end, and no new run
 * is queued while an earlier one is still pending (the next covers what it missed). The first
 * time a task is seen, its periods start at its latest due time: nothing before it is owed.
 */
export async function planRun(
  db: Database,
  task: RecurringTask,
  now: number,
): Promise<PlanOutcome> {
  const definition = periodJob(task);
  const due = new Date(latestDue(task.every, now));
  return db.transaction(async (tx) => {
    await tx
      .insert(jobSchedules)
      .values({ name: task.name, coveredUntil: due })
      .onConflictDoNothing();
    const [schedule] = await tx
      .select({ coveredUntil: jobSchedules.coveredUntil })
      .from(jobSchedules)
      .where(eq(jobSchedules.name, task.name))
      .for("update");
    if (!schedule || schedule.coveredUntil.getTime() >= due.getTime()) return "current";
    const [pending] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.type, definition.type), eq(jobs.state, "pending")))
      .limit(1);
    if (pending) return "waiting";
    const { created } = await insertJob(
      tx,
      definition,
      { since: schedule.coveredUntil.toISOString(), until: due.toISOString() },
      { uniqueKey: due.toISOString() },
    );
    return created ? "queued" : "current";
  });
}

/** Records a run that succeeded: the next one starts where it ended. */
export async function periodCovered(tx: Transaction, name: string, until: Date): Promise<void> {
  await tx
    .update(jobSchedules)
    .set({
      coveredUntil: sql`greatest(${jobSchedules.coveredUntil}, ${until.toISOString()}::timestamptz)`,
    })
    .where(eq(jobSchedules.name, name));
}
