/**
 * Benchmarks of the built server (run `npm run build` first): time from process start to a
 * healthy answer, and request latency of the boot calls. Loopback only, bounded, and it stops
 * by itself. Numbers are printed, never asserted: machines are noisy.
 */
import { performance } from "node:perf_hooks";
import { startBuiltServer } from "./built-server";

const REQUESTS = 500;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const started = performance.now();
const server = await startBuiltServer();
const base = `${server.url}/api/1.0`;

try {
  console.log(
    `cold start to healthy (new data dir, migrations, demo): ${(performance.now() - started).toFixed(0)} ms`,
  );

  for (const path of ["health", "content/general"]) {
    const times: number[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      const t0 = performance.now();
      await (await fetch(`${base}/${path}`)).arrayBuffer();
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    console.log(
      `GET /api/1.0/${path}: p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms (${REQUESTS} sequential)`,
    );
  }
} finally {
  await server.stop();
}
