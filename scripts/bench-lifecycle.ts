import { runTestFile } from "./vitest-child";

/** Sequences the lifecycle section plays; `AGORA_MODEL_RUNS` sets another number. */
const RUNS = 2000;
const TEST_FILE = "server/services/contributions/lifecycle.model.test.ts";

/**
 * The model-based test of the contribution lifecycle with many sequences: runs its test file
 * and prints how many sequences and steps it played, in how long. A failure prints the seed and path that replay it.
 */
export async function benchLifecycle(): Promise<void> {
  const runs = process.env.AGORA_MODEL_RUNS ?? String(RUNS);
  console.log(`\nlifecycle: ${runs} random contribution lifecycles (${TEST_FILE})`);
  const { code, output, seconds } = await runTestFile(TEST_FILE, { AGORA_MODEL_RUNS: runs });
  const line = /lifecycle (\{.*\})/.exec(output)?.[1];
  if (code !== 0 || !line) {
    console.log(output);
    console.log(`  failed after ${seconds.toFixed(0)} s (exit ${code})`);
    return;
  }
  const figures = JSON.parse(line) as { runs: number; steps: number; seconds: number };
  console.log(
    `  ${figures.runs} sequences, ${figures.steps} steps in ${figures.seconds.toFixed(0)} s: ${(figures.runs / figures.seconds).toFixed(2)} sequences/s, ${((figures.seconds * 1000) / Math.max(figures.steps, 1)).toFixed(0)} ms a step (checks included)`,
  );
}
