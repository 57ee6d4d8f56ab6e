import { performance } from "node:perf_hooks";

/** Requests at once in the bench's throughput figures. */
export const CONCURRENCY = 50;

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** Runs `total` calls, `concurrency` at a time; answers calls/s and the sorted latencies. */
export async function load(
  total: number,
  call: (i: number) => Promise<void>,
  concurrency = CONCURRENCY,
) {
  const times: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const i = next++;
        const t0 = performance.now();
        await call(i);
        times.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { perSecond: total / seconds, times: times.sort((a, b) => a - b) };
}
