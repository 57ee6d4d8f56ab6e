/** SPEC section 9: wait 500 ms before showing the waiting screen, then poll 60 times, 1 s apart. */
export const BOOT_GRACE_MS = 500;
export const HEALTH_ATTEMPTS = 60;
export const HEALTH_INTERVAL_MS = 1000;

export interface BootHandlers {
  /** Resolves true when the backend reports itself healthy; never rejects for a down backend. */
  checkHealth: () => Promise<boolean>;
  /** The backend answered in time: start the app. */
  onReady: () => void;
  /** The backend is slow or down: show the waiting screen. */
  onWaiting: () => void;
  /** One more poll failed; `attempt` counts from 1 up to `attempts`. */
  onProgress?: (attempt: number, attempts: number) => void;
  /** Every attempt failed: show the failure and offer `retry`. */
  onFailed: (retry: () => void) => void;
  /** The backend came back after being down: reload once so the page starts clean. */
  reload: () => void;
  wait?: (ms: number) => Promise<void>;
  attempts?: number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The start-up sequence of SPEC sections 2 and 4. One health check races a 500 ms timer; if it
 * wins with "ok" the app starts at once. Otherwise the waiting screen polls until the backend is
 * healthy, reloading the page once if it had been seen down.
 */
export async function waitForBackend(handlers: BootHandlers): Promise<void> {
  const wait = handlers.wait ?? sleep;
  const attempts = handlers.attempts ?? HEALTH_ATTEMPTS;
  const first = handlers.checkHealth().then((ok) => (ok ? "ok" : "down"));
  const race = await Promise.race([first, wait(BOOT_GRACE_MS).then(() => "slow" as const)]);
  if (race === "ok") return handlers.onReady();

  handlers.onWaiting();
  // A slow first answer is not a failure: only a "down" answer makes us reload later.
  let seenDown = race === "down";

  const poll = async (): Promise<void> => {
    for (let attempt = 1; attempt <= attempts; attempt++) {
      if (await handlers.checkHealth()) {
        return seenDown ? handlers.reload() : handlers.onReady();
      }
      seenDown = true;
      handlers.onProgress?.(attempt, attempts);
      if (attempt < attempts) await wait(HEALTH_INTERVAL_MS);
    }
    handlers.onFailed(() => void poll());
  };
  await poll();
}

/** A health check for `waitForBackend`: true only for a 200 answer whose status is "ok". */
export function healthCheck(url: string, fetcher: typeof fetch = fetch): () => Promise<boolean> {
  return async () => {
    try {
      const response = await fetcher(url, { headers: { Accept: "application/json" } });
      if (!response.ok) return false;
      const body = (await response.json()) as { status?: unknown };
      return body.status === "ok";
    } catch {
      return false;
    }
  };
}
