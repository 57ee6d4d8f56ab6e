import { describe } from "./describe";
import type { JobLog } from "./log";
import type { ClaimedJob, JobStore } from "./store";

export interface Holding {
  job: ClaimedJob;
  controller: AbortController;
  /** When its lease was last extended (or taken). */
  renewedAt: number;
  done: Promise<void>;
}

/** The jobs this server holds, and what renewing their leases needs. */
export interface LeaseDeps {
  holding: Map<string, Holding>;
  /** Claimed by this server, waiting for a free slot, in claim order. */
  waiting: ClaimedJob[];
  store: JobStore;
  log: JobLog;
  leaseMs: number;
}

/**
 * Extends the leases of running and waiting jobs; a running job whose lease is lost is told
 * to stop, a waiting one is dropped.
 */
export async function renewLeases(deps: LeaseDeps): Promise<void> {
  const { holding, waiting, store, log, leaseMs } = deps;
  const held = [...holding.values()];
  const queued = [...waiting];
  try {
    const kept = await store.renew([...held.map((entry) => entry.job), ...queued]);
    const now = Date.now();
    for (const entry of held) {
      if (kept.has(entry.job.token)) entry.renewedAt = now;
      else lose(deps, entry);
    }
    for (const job of queued) {
      const at = waiting.indexOf(job);
      if (!kept.has(job.token) && at >= 0) waiting.splice(at, 1);
    }
  } catch (error) {
    log.warn({ err: describe(error) }, "Could not renew the leases of running jobs");
    for (const entry of held) if (Date.now() - entry.renewedAt >= leaseMs) lose(deps, entry);
  }
}

function lose({ log }: LeaseDeps, entry: Holding): void {
  if (entry.controller.signal.aborted) return;
  log.warn({ job: entry.job.id, type: entry.job.type }, "Lost a job's lease; it may run elsewhere");
  entry.controller.abort(new Error("This server no longer holds the job"));
}
