/**
 * `npm test`: every check, in stages. A stage's lanes run side by side, each lane's steps one
 * after another: the type check, the builds and the size budgets beside the linters (each keeps
 * about one core busy), then the unit and end-to-end suites alone, as they use every core. A
 * lane's output is printed whole when it ends, a lone lane's streamed. Each step's time is
 * printed, and a failed step ends its lane and the run after its stage.
 */
import { spawn } from "node:child_process";

type Lane = readonly string[];

const STAGES: readonly (readonly Lane[])[] = [
  [["typecheck", "build", "build:server-test", "size"], ["lint"]],
  [["unit"]],
  [["e2e"]],
];

interface Outcome {
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
      resolve({ ok: code === 0, seconds: (performance.now() - started) / 1000 });
    });
  });
}

/** A lane's steps in turn, up to the first that fails. */
async function runLane(lane: Lane, stream: boolean): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const script of lane) {
    const outcome = await run(script, stream);
    outcomes.push(outcome);
    console.log(
      `npm test: ${script} ${outcome.ok ? "passed" : "FAILED"} in ${outcome.seconds.toFixed(0)} s`,
    );
    if (!outcome.ok) break;
  }
  return outcomes;
}

for (const stage of STAGES) {
  const outcomes = await Promise.all(stage.map((lane) => runLane(lane, stage.length === 1)));
  if (outcomes.flat().some((outcome) => !outcome.ok)) process.exit(1);
}
