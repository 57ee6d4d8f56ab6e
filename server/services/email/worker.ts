import type { EmailQueue, QueuedEmail } from "./queue";

/** Why a delivery failed, and whether trying again could help (a bad address never will). */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

export interface EmailWorkerOptions {
  queue: EmailQueue;
  /** Sends one email; throws a DeliveryError (or anything) when it did not leave. */
  deliver: (email: QueuedEmail) => Promise<void>;
  log: {
    info(details: object, message: string): void;
    error(details: object, message: string): void;
  };
  /** How often the queue is looked at for emails queued by other servers, or due again. */
  pollMs: number;
}

/** Emails claimed per round: enough to drain a burst, few enough to share among servers. */
const BATCH = 20;

export type EmailWorker = ReturnType<typeof createEmailWorker>;

/**
 * Sends queued emails in the background, one round at a time: claims a batch, delivers each,
 * and records the outcome. A round starts on every poll and when this server queues an email
 * (`poke`), never two at once. A mail server that is down only delays the emails.
 */
export function createEmailWorker({ queue, deliver, log, pollMs }: EmailWorkerOptions) {
  let running: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let stopped = true;
  let rounds = 0;

  async function send(email: QueuedEmail): Promise<void> {
    try {
      await deliver(email);
      await queue.sent(email.id);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const permanent = error instanceof DeliveryError && error.permanent;
      const gaveUp = await queue.failed(email, message, permanent);
      log.error(
        { template: email.template, emailId: email.id, attempts: email.attempts, gaveUp },
        gaveUp ? "Gave up on an email" : "Could not send an email; it will be retried",
      );
    }
  }

  /** Delivers every due email, batch after batch, and reports how many it handled. */
  async function drain(): Promise<number> {
    let handled = 0;
    for (;;) {
      const batch = await queue.claim(BATCH);
      if (batch.length === 0) break;
      await Promise.all(batch.map(send));
      handled += batch.length;
    }
    // Once in a while, forget emails sent long ago.
    if (++rounds % 1000 === 1) await queue.sweep();
    return handled;
  }

  /** One round at a time; a poke during a round asks for another after it. */
  function round(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await drain();
        } while (again);
      } catch (error) {
        // The database may be briefly away: the next poll tries again.
        log.error({ err: error instanceof Error ? error.message : String(error) }, "Email queue");
      } finally {
        running = undefined;
      }
    })();
    return running;
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => void round().finally(schedule), pollMs);
    timer.unref();
  }

  return {
    start(): void {
      if (!stopped) return;
      stopped = false;
      schedule();
    },
    /** An email was just queued here: send it now rather than at the next poll. */
    poke(): void {
      if (!stopped) void round();
    },
    /** Sends everything due now (tests, shutdown). */
    async flush(): Promise<void> {
      await running;
      await round();
    },
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
