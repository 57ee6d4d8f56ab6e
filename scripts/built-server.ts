import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./free-port";
import { serverNode } from "./server-node";

export interface BuiltServer {
  /** `http://127.0.0.1:<port>`: by address, as this machine's Chromium cannot resolve localhost. */
  url: string;
  /** The server's process, for benchmarks that watch its memory. */
  pid: number | undefined;
  /** Milliseconds from the spawn to the first healthy `/health`, for benchmarks. */
  healthyAfterMs: number;
  /** Stops the server and deletes its data directory (unless it was given one to keep). */
  stop(): Promise<void>;
  /** Kills the process at once (SIGKILL), as a crash or the OOM killer would; keeps the data. */
  kill(): Promise<void>;
}

/**
 * Starts the built server (`npm run build` first) on a free loopback port with a new data
 * directory (so a fresh embedded database with the demo), and resolves once it is healthy and
 * has said it is running: on a first start it answers `/health` while it writes the demo's
 * paying members, and says so once they are there.
 * The end-to-end tests and the benchmarks use it; `env` adds or overrides settings. With
 * `AGORA_TEST_HOOKS=1` it starts the build made for tests (`npm run build:server-test`), the
 * only one that has the test-only routes.
 */
export async function startBuiltServer(
  env: Record<string, string> = {},
  /** A data directory to use and keep (a restart on the same data); else a new one, removed. */
  keptDataDir?: string,
): Promise<BuiltServer> {
  const dataDir = keptDataDir ?? (await mkdtemp(join(tmpdir(), "agora-")));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const build = env.AGORA_TEST_HOOKS === "1" ? "dist/server-test" : "dist/server";
  const spawned = performance.now();
  const child = spawn(serverNode, [`${build}/main.js`], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      AGORA_DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      AGORA_BASE_URL: url,
      ...env,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let running = false;
  let printed = "";
  child.stdout.on("data", (chunk: Buffer) => {
    process.stdout.write(chunk);
    if (running) return;
    printed += chunk.toString();
    running = printed.includes("Agora is running at");
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    }
    if (!keptDataDir) await rm(dataDir, { recursive: true, force: true });
  };

  const kill = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGKILL");
    await exited;
  };

  let healthyAfterMs: number | undefined;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`The server exited with ${child.exitCode}`);
    }
    if (healthyAfterMs === undefined) {
      const healthy = await fetch(`${url}/api/1.0/health`).then(
        (response) => response.ok,
        () => false, // not listening yet
      );
      if (healthy) healthyAfterMs = performance.now() - spawned;
    }
    if (healthyAfterMs !== undefined && running) {
      return { url, pid: child.pid, healthyAfterMs, stop, kill };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error("The server did not become healthy within 60 s");
}
