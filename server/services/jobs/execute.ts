import type { JobContext } from "./define";
import { PermanentJobError } from "./define";
import { describe } from "./describe";
import type { Entry } from "./entry";
import type { JobLog } from "./log";
import type { ClaimedJob, JobStore } from "./store";

/** What running a claimed job needs from the runner. */
export interface ExecuteDeps {
  entries: ReadonlyMap<string, Entry>;
  store: JobStore;
  log: JobLog;
}

/** Records how a job ended; a claim lost meanwhile records nothing. */
export async function execute(
  deps: ExecuteDeps,
  job: ClaimedJob,
  controller: AbortController,
): Promise<void> {
  const { entries, store, log } = deps;
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

  const progress = progressWriter(deps, job);
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
function progressWriter({ store, log }: ExecuteDeps, claim: ClaimedJob) {
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
