import { setImmediate as nextTurn, setTimeout as sleep } from "node:timers/promises";
import type { Database, Transaction } from "../../db/connection";
import type { JobDefinition, JobHandler } from "./define";
import { describe } from "./describe";
import { insertCheckedJob } from "./enqueue";
import { entryFor, type Entry } from "./entry";
import { execute } from "./execute";
import { findJob } from "./find";
import { giveBack } from "./give-back";
import { renewLeases, type Holding, type LeaseDeps } from "./leases";
import type { JobLog } from "./log";
import { createRecurringTasks } from "./recurring-tasks";
import { createJobStore, type ClaimedJob, type EnqueueOptions, type JobWriter } from "./store";

export type { JobStatus } from "./find";
export type { JobLog } from "./log";

export interface JobRunnerOptions {
  db: Database;
  log: JobLog;
  /** How often due jobs are looked for (a job queued here starts at once with `poke`). */
  pollMs?: number;
  /** How long a claim lasts unless renewed; a running job's is renewed every third of it. */
  leaseSeconds?: number;
  /** Jobs one server runs at once. */
  concurrency?: number;
  /**
   * Jobs taken by one claim statement; those beyond the free slots wait on this server for
   * one (their leases renewed meanwhile). One statement per job drained a backlog slowly.
   */
  claimBatch?: number;
  /**
   * Whether requests are being answered (on the embedded database: or were a moment ago):
   * while they are, one job runs at a time, so the requests' queries wait behind one job's
   * statement rather than several (the embedded database runs one statement at a time, in
   * order).
   */
  serving?: () => boolean;
  /** How long `stop` waits for running jobs before giving them back. */
  stopGraceMs?: number;
  /** The time recurring tasks are due by (milliseconds); tests move it. */
  clock?: () => number;
}

/** How often finished jobs are swept away. */
const CLEANUP = { name: "jobs-cleanup", every: { minutes: 60 } } as const;

export type JobRunner = ReturnType<typeof createJobRunner>;

/**
 * Runs the jobs of the `jobs` table on this server, beside the runners of other servers on the
 * same database: claims due jobs (a few at a time), renews their leases while they run, and
 * records each outcome: done (with its result), retried after its type's backoff, or failed
 * after its last try. Recurring tasks become one such job per due period. Handlers are
 * registered (`handle`, `schedule`) before `start`.
 */
export function createJobRunner(options: JobRunnerOptions) {
  const { db, log } = options;
  const pollMs = options.pollMs ?? 1000;
  const leaseMs = (options.leaseSeconds ?? 120) * 1000;
  const concurrency = options.concurrency ?? 4;
  const claimBatch = Math.max(options.claimBatch ?? concurrency * 2, 1);
  const serving = options.serving ?? (() => false);
  const stopGraceMs = options.stopGraceMs ?? 5000;
  const clock = options.clock ?? Date.now;
  const store = createJobStore(db, leaseMs / 1000);

  const entries = new Map<string, Entry>();
  const holding = new Map<string, Holding>();
  /** Claimed by this server, waiting for a free slot, in claim order. */
  const waiting: ClaimedJob[] = [];
  const leases: LeaseDeps = { holding, waiting, store, log, leaseMs };
  let started = false;
  let closing = false;
  let timer: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let looking: Promise<number> | undefined;
  let lookAgain = false;

  /**
   * Registers what runs the jobs of a type. `afterDone` is recorded in the transaction that
   * marks a job done (a recurring task's clock moves on there).
   */
  function handle<Payload, Result>(
    definition: JobDefinition<Payload, Result>,
    handler: JobHandler<Payload, Result>,
    afterDone?: (tx: Transaction, payload: Payload) => Promise<void>,
  ): void {
    if (entries.has(definition.type)) {
      throw new Error(`Jobs of type ${definition.type} already have a handler`);
    }
    entries.set(definition.type, entryFor(definition, handler, afterDone));
  }

  const { schedule, planSchedules } = createRecurringTasks(db, clock, handle);

  function begin(job: ClaimedJob): void {
    const controller = new AbortController();
    // Started on a later turn, so requests waiting since the claim are served first.
    const done = nextTurn()
      .then(() => execute({ entries, store, log }, job, controller))
      .catch((error: unknown) =>
        // The database went away: the lease runs out and the job is tried again.
        log.error(
          { job: job.id, type: job.type, err: describe(error) },
          "Could not record how a job ended; it will run again after its lease",
        ),
      )
      .finally(() => {
        holding.delete(job.token);
        if (holding.size === 0 && waiting.length === 0) stopHeartbeat();
        // The next claim waits a turn: a backlog drains between requests, not before them.
        if (started && !closing) setImmediate(() => void look());
      });
    holding.set(job.token, { job, controller, renewedAt: Date.now(), done });
    heartbeat ??= setInterval(() => void renewLeases(leases), leaseMs / 3).unref();
  }

  function stopHeartbeat(): void {
    clearInterval(heartbeat);
    heartbeat = undefined;
  }

  /** How many jobs may run now: one while requests are being answered. */
  const slots = () => (serving() ? 1 : concurrency);

  /**
   * Queues due recurring runs, then starts waiting jobs while slots are free, claiming a
   * batch whenever none waits. One look at a time; asking during one asks for another after
   * it. Answers how many jobs it claimed.
   */
  function look(): Promise<number> {
    if (looking) {
      lookAgain = true;
      return looking;
    }
    looking = (async () => {
      let claimed = 0;
      try {
        do {
          lookAgain = false;
          if (closing) break;
          await planSchedules();
          while (!closing && holding.size < slots()) {
            const next = waiting.shift();
            if (next) {
              begin(next);
              continue;
            }
            // A turn first: requests that came in meanwhile are served before the claim.
            await nextTurn();
            if (closing || holding.size >= slots()) break;
            const batch = await store.claim([...entries.keys()], claimBatch);
            if (batch.length === 0) break;
            waiting.push(...batch);
            claimed += batch.length;
            heartbeat ??= setInterval(() => void renewLeases(leases), leaseMs / 3).unref();
          }
        } while (lookAgain);
      } catch (error) {
        // The database may be briefly away: the next poll tries again.
        log.error({ err: describe(error) }, "Could not look for due jobs");
      } finally {
        looking = undefined;
      }
      return claimed;
    })();
    return looking;
  }

  function poll(): void {
    if (!started) return;
    timer = setTimeout(() => void look().finally(poll), pollMs);
    timer.unref();
  }

  /** A job was just queued here: look for it now rather than at the next poll. */
  function poke(): void {
    if (started && !closing) void look();
  }

  schedule({ ...CLEANUP, run: () => store.sweep() });

  return {
    handle,
    schedule,

    /**
     * Queues a job in `writer` (the transaction of what caused it, so the job exists if and
     * only if that commits). Queued outside a transaction, it starts at once on this server;
     * after a transaction commits, `poke` does that.
     */
    async enqueue<Payload, Result>(
      writer: JobWriter,
      definition: JobDefinition<Payload, Result>,
      payload: Payload,
      enqueueOptions: EnqueueOptions = {},
    ): Promise<{ id: string; created: boolean }> {
      const queued = await insertCheckedJob(writer, definition, payload, enqueueOptions);
      if (writer === db) poke();
      return queued;
    },

    poke,

    /** A job of this type as a route reports it; undefined when there is none of this type. */
    find: <Payload, Result>(definition: JobDefinition<Payload, Result>, id: string) =>
      findJob(store, definition, id),

    start(): void {
      if (started || closing) return;
      started = true;
      void look();
      poll();
    },

    /** Runs every job due now, and what they make due, until none is left (tests, tools). */
    async drain(): Promise<void> {
      for (;;) {
        const claimed = await look();
        const running = [...holding.values()].map((entry) => entry.done);
        await Promise.all(running);
        if (claimed === 0 && running.length === 0) return;
      }
    },

    /**
     * Stops claiming, waits a little for running jobs, then gives back those still running
     * (their handlers are told to stop), so another server or the next start runs them.
     */
    async stop(): Promise<void> {
      started = false;
      closing = true;
      clearTimeout(timer);
      await looking;
      const running = [...holding.values()];
      if (running.length > 0) {
        await Promise.race([Promise.all(running.map((entry) => entry.done)), sleep(stopGraceMs)]);
      }
      await giveBack({ store, log }, waiting.splice(0), [...holding.values()]);
      stopHeartbeat();
    },
  };
}
