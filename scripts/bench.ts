/**
 * Benchmarks of the built server (run `npm run build` first): time from process start to a
 * healthy answer, and request latency of the boot calls. Loopback only, bounded, and it stops
 * by itself. Numbers are printed, never asserted: machines are noisy.
 */
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { freePort } from "./free-port";

const REQUESTS = 500;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const dataDir = await mkdtemp(join(tmpdir(), "agora-bench-"));
const port = await freePort();
const base = `http://127.0.0.1:${port}/api/1.0`;
const started = performance.now();
const child = spawn(process.execPath, ["dist/server/main.js"], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    AGORA_DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
  },
  stdio: "inherit",
});

try {
  for (let i = 0; ; i++) {
    if (i > 600) throw new Error("server did not start within 60 s");
    const ok = await fetch(`${base}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
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
  child.kill("SIGTERM");
  await new Promise((resolve) => child.once("exit", resolve));
  await rm(dataDir, { recursive: true, force: true });
}
