/**
 * `npm test`: every check, in stages. Steps that each keep about one core busy (the type check
 * and the linters; the two server builds) run side by side, each one's output
 * printed whole when it ends; the unit and end-to-end suites use every core and run alone,
 * their output streamed. Each step's time is printed, and the first failed stage ends the run.
 */
import { spawn } from "node:child_process";

const STAGES: readonly (readonly string[])[] = [
  ["typecheck", "lint"],
  ["unit"],
  ["build", "build:server-test"],
  ["size"],
  ["e2e"],
];

interface Outcome {
  script: string;
  ok: boolean;
  seconds: number;
}

function run(script: string, stream: boolean): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", script], {
      stdio: stream ? "inherit" : ["ignore", "pipe", "pipe"],
    });
    const output: Buffer[] = [];
    child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
    child.on("close", (code) => {
      if (!stream) process.stdout.write(Buffer.concat(output));
      resolve({ script, ok: code === 0, seconds: (performance.now() - started) / 1000 });
    });
  });
}

for (const stage of STAGES) {
  const outcomes = await Promise.all(stage.map((script) => run(script, stage.length === 1)));
  for (const { script, ok, seconds } of outcomes) {
    console.log(`npm test: ${script} ${ok ? "passed" : "FAILED"} in ${seconds.toFixed(0)} s`);
  }
  if (outcomes.some((outcome) => !outcome.ok)) process.exit(1);
}
