import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";

/**
 * How long after the last request ended requests still count as coming: a client asking one
 * request after another leaves gaps of a fraction of a millisecond between them.
 */
const RECENT_MS = 100;

/**
 * Counts the requests this server is answering, so background work holds back while there are
 * some: the job runner runs one job at a time (services/jobs/runner `serving`), exports read
 * small pages and give way (lib/export/pacer). The app counts each request from its
 * start until its connection's response closes (answered, failed or abandoned). A request that
 * is background work itself (an export, streaming or waiting its turn) is set aside: it waits
 * on no one, and counting it would hold everything back for as long as it lasts.
 */
export function createRequestsInFlight(clock: () => number = () => performance.now()) {
  let count = 0;
  let aside = 0;
  let lastEnded = Number.NEGATIVE_INFINITY;
  const waiting = new Set<() => void>();

  const serving = (): boolean => count - aside > 0;

  /** Lets the waiting for quiet end once none is answered; `answered`: one just was. */
  function settle(answered: boolean): void {
    if (serving()) return;
    if (answered) lastEnded = clock();
    for (const resolve of waiting) resolve();
    waiting.clear();
  }

  /** Resolves once no request is being answered, or after `maxMs` whichever comes first. */
  function quiet(maxMs: number): Promise<void> {
    if (!serving()) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        waiting.delete(done);
        resolve();
      };
      const timer = setTimeout(done, maxMs);
      waiting.add(done);
    });
  }

  return {
    started(): void {
      count += 1;
    },
    ended(): void {
      // A request set aside (an export) ends while still aside: not one answered just now.
      const answered = serving();
      count = Math.max(count - 1, 0);
      settle(answered);
    },
    /** Leaves a started request out of the count until the answer says so; safe to call twice. */
    setAside(): () => void {
      aside += 1;
      let back = false;
      // Not an answer that more requests are likely to follow: the export's client now waits
      // for its file, and counting it so made an idle export's first pages small (issue #28).
      settle(false);
      return () => {
        if (back) return;
        back = true;
        aside -= 1;
      };
    },
    serving,
    /** Whether requests are being answered, or were a moment ago (more are likely to come). */
    busy: (): boolean => serving() || clock() - lastEnded < RECENT_MS,
    /**
     * Resolves once no request has been answered for `calmMs`, or after `maxMs`, whichever
     * comes first. A client asking one request after another never leaves such a gap, so work
     * that waits for calm runs between its requests at most once every `maxMs`.
     */
    async calm(calmMs: number, maxMs: number): Promise<void> {
      const deadline = clock() + maxMs;
      for (let left = maxMs; left > 0; left = deadline - clock()) {
        if (serving()) {
          await quiet(left);
          continue;
        }
        const since = clock() - lastEnded;
        if (since >= calmMs) return;
        await sleep(Math.min(calmMs - since, left));
      }
    },
    quiet,
  };
}

export type RequestsInFlight = ReturnType<typeof createRequestsInFlight>;
