import { spawn } from "node:child_process";
import { once } from "node:events";
import { performance } from "node:perf_hooks";

export interface VitestRun {
  code: number | null;
  /** What the test file printed, in plain text. */
  output: string;
  seconds: number;
}

/**
 * Runs one test file with vitest in a child process (vitest prepares the migrated database
 * the server tests copy), for bench sections that play a test with many more runs.
 */
export async function runTestFile(file: string, env: Record<string, string>): Promise<VitestRun> {
  const started = performance.now();
  const child = spawn("npx", ["vitest", "run", file], {
    // Plain text, so figures can be picked out of vitest's output.
    env: { ...process.env, ...env, NO_COLOR: "1" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => {
    output += chunk.toString("utf8");
  });
  const [code] = (await once(child, "exit")) as [number | null];
  return { code, output, seconds: (performance.now() - started) / 1000 };
}
