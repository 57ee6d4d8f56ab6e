import { validate } from "superstruct";
import type { JobDefinition } from "./define";
import type { JobStore, StoredJob } from "./store";

/** A job as a route shows it: typed by its definition. */
export interface JobStatus<Payload, Result> extends Omit<StoredJob, "payload" | "result"> {
  payload: Payload;
  /** What the handler answered, once done. */
  result: Result | undefined;
}

/** A job of this type as a route reports it; undefined when there is none of this type. */
export async function findJob<Payload, Result>(
  store: JobStore,
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
}
