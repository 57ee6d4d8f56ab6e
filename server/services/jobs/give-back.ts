import { describe } from "./describe";
import type { Holding } from "./leases";
import type { JobLog } from "./log";
import type { ClaimedJob, JobStore } from "./store";

/**
 * At shutdown: gives back the jobs claimed but not started, and those still running (their
 * handlers are told to stop), so another server or the next start runs them.
 */
export async function giveBack(
  { store, log }: { store: JobStore; log: JobLog },
  unstarted: ClaimedJob[],
  left: Holding[],
): Promise<void> {
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
}
