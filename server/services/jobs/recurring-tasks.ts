import type { Database, Transaction } from "../../db/connection";
import type { JobDefinition, JobHandler } from "./define";
import { periodCovered, periodJob, planRun, nextDue, type RecurringTask } from "./schedule";

type Handle = <Payload, Result>(
  definition: JobDefinition<Payload, Result>,
  handler: JobHandler<Payload, Result>,
  afterDone?: (tx: Transaction, payload: Payload) => Promise<void>,
) => void;

/**
 * The runner's recurring tasks: each is handled as a job per due period, and `planSchedules`
 * queues the periods that are due.
 */
export function createRecurringTasks(db: Database, clock: () => number, handle: Handle) {
  const schedules = new Map<string, { task: RecurringTask; checkAt: number }>();

  function schedule(task: RecurringTask): void {
    if (schedules.has(task.name)) throw new Error(`A task is named ${task.name} already`);
    const definition = periodJob(task);
    handle(
      definition,
      (period, context) =>
        task.run({ since: new Date(period.since), until: new Date(period.until) }, context),
      (tx, period) => periodCovered(tx, task.name, new Date(period.until)),
    );
    schedules.set(task.name, { task, checkAt: 0 });
  }

  /** Queues the runs of recurring tasks that are due (each server looks only when one is). */
  async function planSchedules(): Promise<void> {
    const now = clock();
    for (const entry of schedules.values()) {
      if (entry.checkAt > now) continue;
      const outcome = await planRun(db, entry.task, now);
      // An earlier run still pending (retrying): look again soon, to queue what it missed.
      const next = nextDue(entry.task.every, now);
      entry.checkAt = outcome === "waiting" ? Math.min(next, now + 60_000) : next;
    }
  }

  return { schedule, planSchedules };
}
