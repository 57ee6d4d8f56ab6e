import { performance } from "node:perf_hooks";

/**
 * The moments of a start, in milliseconds since the process began (the clock Node starts at
 * zero), so one log line says where a slow start spent its time: loading the bundle is all
 * that precedes the first mark.
 */
export function startSteps() {
  const marks: Record<string, number> = { loaded: Math.round(performance.now()) };
  return {
    /** Notes that a step ended now. */
    mark(step: string): void {
      marks[step] = Math.round(performance.now());
    },
    /** Each step's end, in the order marked. */
    marks: (): Readonly<Record<string, number>> => ({ ...marks }),
  };
}
