import { setImmediate as nextTurn, setTimeout as sleep } from "node:timers/promises";
import { validate, type StructError } from "superstruct";
import type { Database, Transaction } from "../../db/connection";
import {
  PermanentJobError,
  type Backoff,
  type JobContext,
  type JobDefinition,
  type JobHandler,
} from "./define";
import { periodCovered, periodJob, planRun, nextDue, type RecurringTask } from "./schedule";
import {
  createJobStore,
  insertJob,
  type ClaimedJob,
  type EnqueueOptions,
  type JobWriter,
  type StoredJob,
} from "./store";

/** What the runner logs through: the app's pino logger, or a stand-in in tests. */
export interface JobLog {
  /** Each job's start and finish: hidden unless LOG_LEVEL=debug, as a busy site runs many. */
  debug(details: object, message: string): void;
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

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
   * Whether requests are being answered: while they are, one job runs at a time, so the
   * requests' queries wait behind one job's statement rather than several (the embedded
   * database runs one statement at a time, in order).
   */
  serving?: () => boolean;
  /** How long `stop` waits for running jobs before giving them back. */
  stopGraceMs?: number;
  /** The time recurring tasks are due by (milliseconds); tests move it. */
  clock?: () => number;
}

/** A job as a route shows it: typed by its definition. */
export interface JobStatus<Payload, Result> extends Omit<StoredJob, "payload" | "result"> {
  payload: Payload;
  /** What the handler answered, once done. */
  result: Result | undefined;
}

/** Results are stored on the job: small things (a file's name, a report), not the file. */
const MAX_RESULT_LENGTH = 64 * 1024;

/** How often finished jobs are swept away. */
const CLEANUP = { name: "jobs-cleanup", every: { minutes: 60 } } as const;

/** A stored payload checked and ready to run, or why it cannot run. */
type Loaded =
  | {
      logFields: Record<string, string | number | boolean>;
      run(context: JobContext): Promise<unknown>;
      afterDone?: (tx: Transaction) => Promise<void>;
    }
  | { error: string };

interface Entry {
  maxAttempts: number;
  backoff: Backoff;
  load(payload: unknown): Loaded;
}

interface Holding {
  job: ClaimedJob;
  controller: AbortController;
  /** When its lease was last extended (or taken). */
  renewedAt: number;
  done: Promise<void>;
}

/** Where a value did not fit its schema, without the value (a payload may hold secrets). */
function misfit(error: StructError): string {
  return `${error.path.join(".") || "the value"} is not ${error.type}`;
}

function describe(error: unknown): { name: string; message: string } {
  return error instanceof Error
    ? { name: error.name, message: error.message }
    : { name: "Error", message: String(error) };
}

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
  const schedules = new Map<string, { task: RecurringTask; checkAt: number }>();
  const holding = new Map<string, Holding>();
  /** Claimed by this server, waiting for a free slot, in claim order. */
  const waiting: ClaimedJob[] = [];
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
    entries.set(definition.type, {
      maxAttempts: definition.maxAttempts,
      backoff: definition.backoff,
      load(stored) {
        const [error, payload] = validate(stored, definition.payload, { coerce: true });
        if (error) return { error: `Its payload does not fit its type: ${misfit(error)}` };
        return {
          logFields: definition.logFields(payload),
          async run(context) {
            const result = await handler(payload, context);
            if (definition.result) {
              const [wrong] = validate(result, definition.result);
              if (wrong) throw new PermanentJobError(`Its result is not valid: ${misfit(wrong)}`);
            }
            if (result !== undefined && JSON.stringify(result).length > MAX_RESULT_LENGTH) {
              throw new PermanentJobError("Its result is too large to keep on the job");
            }
            return result;
          },
          ...(afterDone ? { afterDone: (tx: Transaction) => afterDone(tx, payload) } : {}),
        };
      },
    });
  }

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

  /** Records how a job ended; a claim lost meanwhile records nothing. */
  async function execute(job: ClaimedJob, controller: AbortController): Promise<void> {
    const entry = entries.get(job.type);
    if (!entry) return;
    let fields: Record<string, unknown> = { job: job.id, type: job.type, attempt: job.attempts };
    const giveUp = async (reason: string) => {
      if (await store.fail(job, reason)) {
        log.error({ ...fields, err: { message: reason } }, "Gave up on a job");
      }
    };
    if (job.attempts > entry.maxAttempts) {
      // Its last try was claimed by a server that died (or stopped) before recording it.
      return giveUp("Its last try never ended (its server stopped)");
    }
    const loaded = entry.load(job.payload);
    if ("error" in loaded) return giveUp(loaded.error);
    fields = { ...fields, ...loaded.logFields };

    const progress = progressWriter(job);
    const context: JobContext = {
      id: job.id,
      attempt: job.attempts,
      signal: controller.signal,
      progress: progress.report,
    };
    const startedAt = performance.now();
    log.debug(fields, "Job started");
    let outcome: { result: unknown } | { error: unknown };
    try {
      outcome = { result: await loaded.run(context) };
    } catch (error) {
      outcome = { error };
    }
    await progress.settled();
    const ms = Math.round(performance.now() - startedAt);
    if ("result" in outcome) {
      if (await store.finish(job, outcome.result, loaded.afterDone)) {
        log.debug({ ...fields, ms }, "Job finished");
      } else {
        log.warn({ ...fields, ms }, "A job ended after this server lost it; it was not recorded");
      }
      return;
    }
    const err = describe(outcome.error);
    if (outcome.error instanceof PermanentJobError || job.attempts >= entry.maxAttempts) {
      if (await store.fail(job, err.message)) log.error({ ...fields, err }, "Gave up on a job");
      return;
    }
    const retryInSeconds = entry.backoff(job.attempts);
    if (await store.retry(job, err.message, retryInSeconds)) {
      log.warn({ ...fields, err, retryInSeconds }, "Job failed; it will be retried");
    }
  }

  /** Writes progress one update at a time, the latest last, without holding up the job. */
  function progressWriter(claim: ClaimedJob) {
    let latest: { done: number; total: number | null } | undefined;
    let writing: Promise<void> | undefined;
    const write = async (): Promise<void> => {
      while (latest) {
        const { done, total } = latest;
        latest = undefined;
        await store
          .progress(claim, done, total)
          .catch((error: unknown) =>
            log.warn({ err: describe(error) }, "Could not record a job's progress"),
          );
      }
      writing = undefined;
    };
    return {
      report(done: number, total?: number) {
        latest = { done, total: total ?? null };
        writing ??= write();
      },
      settled: () => writing ?? Promise.resolve(),
    };
  }

  function begin(job: ClaimedJob): void {
    const controller = new AbortController();
    // Started on a later turn, so requests waiting since the claim are served first.
    const done = nextTurn()
      .then(() => execute(job, controller))
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
    heartbeat ??= setInterval(() => void renewLeases(), leaseMs / 3).unref();
  }

  function stopHeartbeat(): void {
    clearInterval(heartbeat);
    heartbeat = undefined;
  }

  /**
   * Extends the leases of running and waiting jobs; a running job whose lease is lost is told
   * to stop, a waiting one is dropped.
   */
  async function renewLeases(): Promise<void> {
    const held = [...holding.values()];
    const queued = [...waiting];
    try {
      const kept = await store.renew([...held.map((entry) => entry.job), ...queued]);
      const now = Date.now();
      for (const entry of held) {
        if (kept.has(entry.job.token)) entry.renewedAt = now;
        else lose(entry);
      }
      for (const job of queued) {
        const at = waiting.indexOf(job);
        if (!kept.has(job.token) && at >= 0) waiting.splice(at, 1);
      }
    } catch (error) {
      log.warn({ err: describe(error) }, "Could not renew the leases of running jobs");
      for (const entry of held) if (Date.now() - entry.renewedAt >= leaseMs) lose(entry);
    }
  }

  function lose(entry: Holding): void {
    if (entry.controller.signal.aborted) return;
    log.warn(
      { job: entry.job.id, type: entry.job.type },
      "Lost a job's lease; it may run elsewhere",
    );
    entry.controller.abort(new Error("This server no longer holds the job"));
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
            heartbeat ??= setInterval(() => void renewLeases(), leaseMs / 3).unref();
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
      const [error, checked] = validate(payload, definition.payload, { coerce: true });
      if (error) {
        throw new Error(`A ${definition.type} job's payload is not valid: ${misfit(error)}`);
      }
      const queued = await insertJob(writer, definition, checked, enqueueOptions);
      if (writer === db) poke();
      return queued;
    },

    poke,

    /** A job of this type as a route reports it; undefined when there is none of this type. */
    async find<Payload, Result>(
      definition: JobDefinition<Payload, Result>,
      id: string,
    ): Promise<JobStatus<Payload, Result> | undefined> {
      const job = await store.find(id);
      if (!job || job.type !== definition.type) return undefined;
      const [error, payload] = validate(job.payload, definition.payload, { coerce: true });
      if (error) return undefined;
      let result: Result | undefined;
      if (job.result !== null && definition.result) {
        const [wrong, value] = validate(job.result, definition.result);
        if (!wrong) result = value;
      }
      return { ...job, payload, result };
    },

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
      const left = [...holding.values()];
      const unstarted = waiting.splice(0);
      if (unstarted.length > 0) {
        await store
          .release(unstarted)
          .catch((error: unknown) =>
            log.error({ err: describe(error) }, "Could not give back jobs waiting to run"),
          );
      }
      if (left.length > 0) {
        // Given back first: whatever the handlers record once told to stop is then ignored.
        await store
          .release(left.map((entry) => entry.job))
          .then(() =>
            log.warn(
              { jobs: left.map((entry) => entry.job.id) },
              "Gave back jobs still running at shutdown",
            ),
          )
          .catch((error: unknown) =>
            log.error({ err: describe(error) }, "Could not give back running jobs"),
          );
        for (const entry of left) entry.controller.abort(new Error("The server is stopping"));
      }
      stopHeartbeat();
    },
  };
}
