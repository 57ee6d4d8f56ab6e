import { runTestFile } from "./vitest-child";

/** Requests per operation and caller, and passes, of the fuzz section (`npm test` sends 6 in 1). */
const RUNS = 40;
const ROUNDS = 3;
const TEST_FILE = "server/fuzz/openapi-fuzz.test.ts";

/**
 * The OpenAPI-driven fuzz test with many more requests and a new seed each time: runs its test
 * file and prints how many requests it sent, their statuses, and what it found. A failure
 * prints the seed that replays it (`AGORA_FUZZ_SEED`, with the same runs and rounds).
 */
export async function benchFuzz(): Promise<void> {
  const seed = process.env.AGORA_FUZZ_SEED ?? String(Math.floor(Math.random() * 2 ** 31));
  const runs = process.env.AGORA_FUZZ_RUNS ?? String(RUNS);
  const rounds = process.env.AGORA_FUZZ_ROUNDS ?? String(ROUNDS);
  console.log(
    `\nfuzz: every operation of the OpenAPI document, ${runs} requests per caller, ${rounds} passes (${TEST_FILE})`,
  );
  const { code, output, seconds } = await runTestFile(TEST_FILE, {
    AGORA_FUZZ_SEED: seed,
    AGORA_FUZZ_RUNS: runs,
    AGORA_FUZZ_ROUNDS: rounds,
  });
  const summary = /^fuzz: [\s\S]*?(?=\n\s*\n|(?![\s\S]))/m.exec(output)?.[0];
  if (!summary) {
    console.log(output);
    console.log(`  failed after ${seconds.toFixed(0)} s (exit ${code})`);
    return;
  }
  console.log(summary.replace(/^/gm, "  "));
  console.log(`  ${code === 0 ? "passed" : "FAILED"} in ${seconds.toFixed(0)} s`);
}
