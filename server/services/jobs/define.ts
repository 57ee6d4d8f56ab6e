import type { Struct } from "superstruct";

/** How long to wait before the try after `attempt` failed (1 for the first), in seconds. */
export type Backoff = (attempt: number) => number;

/** Doubling waits: `firstSeconds` after the first failure, then twice as long each time. */
export function exponentialBackoff(firstSeconds: number, maxSeconds: number): Backoff {
  return (attempt) => Math.min(firstSeconds * 2 ** Math.max(0, attempt - 1), maxSeconds);
}

/**
 * Which due jobs a claim takes first: every due job of an earlier lane before any of a later
 * one, each lane longest due first. A recurring task's runs come first (renewals, clean-ups
 * and digests never wait behind a backlog); `bulk` is for types queued by the thousand
 * (webhook deliveries), which would otherwise hold everything queued after them. Stored on
 * each job as the number, which the pending jobs' index orders by.
 */
export const PRIORITIES = { recurring: 0, normal: 1, bulk: 2 } as const;

/**
 * A kind of job: its name, the schema of its payload (and of its result, if it answers one),
 * and how it is retried. Enqueuing and handling take the definition, so both are typed by the
 * schemas; the payload is checked against the schema again when it runs, since it was written
 * by whichever version of the code queued it.
 */
export interface JobDefinition<Payload, Result> {
  readonly type: string;
  readonly payload: Struct<Payload, unknown>;
  readonly result: Struct<Result, unknown> | undefined;
  /** Tries in all, the first included; after the last failure the job is marked failed. */
  readonly maxAttempts: number;
  readonly backoff: Backoff;
  readonly priority: keyof typeof PRIORITIES;
  /** Payload fields safe to log beside the job's id (never secrets, links or addresses). */
  readonly logFields: (payload: Payload) => Record<string, string | number | boolean>;
}

export interface JobSpec<Payload, Result> {
  type: string;
  payload: Struct<Payload, unknown>;
  result?: Struct<Result, unknown>;
  /** 5 unless given. */
  maxAttempts?: number;
  /** 30 s, 1 min, 2 min, … up to an hour, unless given. */
  backoff?: Backoff;
  /** "normal" unless given. */
  priority?: keyof typeof PRIORITIES;
  logFields?: (payload: Payload) => Record<string, string | number | boolean>;
}

const DEFAULT_MAX_ATTEMPTS = 5;
const DEFAULT_BACKOFF = exponentialBackoff(30, 60 * 60);

export function defineJob<Payload, Result = void>(
  spec: JobSpec<Payload, Result>,
): JobDefinition<Payload, Result> {
  if (!/^[a-z][a-z0-9:.-]*$/.test(spec.type)) {
    throw new Error(`A job type is lower-case letters, digits, ":", "." and "-": ${spec.type}`);
  }
  return {
    type: spec.type,
    payload: spec.payload,
    result: spec.result,
    maxAttempts: spec.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    backoff: spec.backoff ?? DEFAULT_BACKOFF,
    priority: spec.priority ?? "normal",
    logFields: spec.logFields ?? (() => ({})),
  };
}

/** Thrown by a handler when trying again cannot help (a bad address): the job fails at once. */
export class PermanentJobError extends Error {
  override readonly name = "PermanentJobError";
}

/** What a handler gets beside its payload. */
export interface JobContext {
  readonly id: string;
  /** 1 on the first try. */
  readonly attempt: number;
  /**
   * Aborted when this server may no longer hold the job (its lease could not be renewed, or
   * the server is stopping and gave it back): stop soon, another server will run it again.
   */
  readonly signal: AbortSignal;
  /** How far it got, for a progress bar; written to the job without waiting. */
  progress(done: number, total?: number): void;
}

export type JobHandler<Payload, Result> = (
  payload: Payload,
  context: JobContext,
) => Promise<Result>;
