export {
  defineJob,
  exponentialBackoff,
  PermanentJobError,
  type Backoff,
  type JobContext,
  type JobDefinition,
  type JobHandler,
} from "./define";
export {
  createJobRunner,
  type JobLog,
  type JobRunner,
  type JobRunnerOptions,
  type JobStatus,
} from "./runner";
export { latestDue, nextDue, type Every, type Period, type RecurringTask } from "./schedule";
export type { EnqueueOptions, JobWriter } from "./store";
