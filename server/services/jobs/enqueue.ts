import { validate } from "superstruct";
import type { JobDefinition } from "./define";
import { misfit } from "./describe";
import { insertJob, type EnqueueOptions, type JobWriter } from "./store";

/** Queues a job in `writer`, its payload checked against its type first. */
export async function insertCheckedJob<Payload, Result>(
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
  return queued;
}
