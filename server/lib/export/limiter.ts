import type { RequestsInFlight } from "../requests-in-flight";

/** Exports one server streams at once; the rest wait their turn. */
export const EXPORT_SLOTS = 2;

interface Waiting {
  caller: string;
  ticket: string | undefined;
  grant: () => void;
}

/** Gives the slot back; safe to call more than once. */
export type ReleaseSlot = () => void;

export type ExportLimiter = ReturnType<typeof createExportLimiter>;

/**
 * Lets `slots` exports run at once on this server (each reads thousands of rows and holds the
 * embedded database between its pages); the others wait. Waiting exports take turns by
 * caller, first come first served within each caller's: one admin's six downloads never hold
 * another's behind all of them. A waiting export named by a ticket can say how many exports
 * will start before it. An export, waiting or streaming, is set aside from the requests being
 * answered (`requests`): it is background work, paced itself (./pacer), and counting it would
 * hold the jobs and the other exports back for as long as it lasts.
 */
export function createExportLimiter(slots = EXPORT_SLOTS, requests?: RequestsInFlight) {
  let running = 0;
  /** Callers in the order their turn comes, each with their waiting exports in order. */
  const queues = new Map<string, Waiting[]>();

  function next(): void {
    while (running < slots) {
      const [caller, waiting] = queues.entries().next().value ?? [];
      if (!caller || !waiting) return;
      const first = waiting.shift();
      // The caller's turn is taken: they go to the back of the line with what they have left.
      queues.delete(caller);
      if (waiting.length > 0) queues.set(caller, waiting);
      if (!first) continue;
      running += 1;
      first.grant();
    }
  }

  function remove(entry: Waiting): void {
    const waiting = queues.get(entry.caller);
    if (!waiting) return;
    const index = waiting.indexOf(entry);
    if (index >= 0) waiting.splice(index, 1);
    if (waiting.length === 0) queues.delete(entry.caller);
  }

  return {
    /**
     * Waits for a slot; answers how to give it back once the export has ended. Rejects with
     * the signal's reason when the caller goes away before its turn.
     */
    acquire(caller: string, options: { ticket?: string; signal?: AbortSignal } = {}) {
      return new Promise<ReleaseSlot>((resolve, reject) => {
        const counted = requests?.setAside();
        let released = false;
        const release: ReleaseSlot = () => {
          if (released) return;
          released = true;
          counted?.();
          running -= 1;
          next();
        };
        const entry: Waiting = {
          caller,
          ticket: options.ticket,
          grant: () => {
            options.signal?.removeEventListener("abort", abandon);
            resolve(release);
          },
        };
        const abandon = () => {
          counted?.();
          remove(entry);
          reject(options.signal?.reason ?? new Error("The export was abandoned"));
        };
        if (options.signal?.aborted) {
          counted?.();
          reject(options.signal.reason ?? new Error("The export was abandoned"));
          return;
        }
        options.signal?.addEventListener("abort", abandon, { once: true });
        const waiting = queues.get(caller);
        if (waiting) waiting.push(entry);
        else queues.set(caller, [entry]);
        next();
      });
    },

    /**
     * How many exports start before this caller's ticket (0: it is next), or undefined when
     * it is not waiting (running already, done, or not theirs).
     */
    position(caller: string, ticket: string): number | undefined {
      const mine = queues.get(caller);
      const index = mine?.findIndex((entry) => entry.ticket === ticket) ?? -1;
      if (index < 0) return undefined;
      // Turns go round the callers in order, one export each: before the ticket's round,
      // everyone's earlier exports; in its round, those of the callers ahead in line.
      let ahead = 0;
      let before = true;
      for (const [other, waiting] of queues) {
        if (other === caller) {
          before = false;
          ahead += index;
          continue;
        }
        ahead += Math.min(waiting.length, index) + (before && waiting.length > index ? 1 : 0);
      }
      return ahead;
    },

    /** Exports streaming now (for the tests and the bench). */
    get running(): number {
      return running;
    },
  };
}
