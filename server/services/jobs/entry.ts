import { validate } from "superstruct";
import type { Transaction } from "../../db/connection";
import {
  PermanentJobError,
  type Backoff,
  type JobContext,
  type JobDefinition,
  type JobHandler,
} from "./define";
import { misfit } from "./describe";

/** Results are stored on the job: small things (a file's name, a report), not the file. */
const MAX_RESULT_LENGTH = 64 * 1024;

/** A stored payload checked and ready to run, or why it cannot run. */
type Loaded =
  | {
      logFields: Record<string, string | number | boolean>;
      run(context: JobContext): Promise<unknown>;
      afterDone?: (tx: Transaction) => Promise<void>;
    }
  | { error: string };

export interface Entry {
  maxAttempts: number;
  backoff: Backoff;
  load(payload: unknown): Loaded;
}

/** What runs the jobs of a type: its stored payloads checked, then handed to its handler. */
export function entryFor<Payload, Result>(
  definition: JobDefinition<Payload, Result>,
  handler: JobHandler<Payload, Result>,
  afterDone?: (tx: Transaction, payload: Payload) => Promise<void>,
): Entry {
  return {
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
  };
}
