import { createHash } from "node:crypto";
import { performance } from "node:perf_hooks";

/** Work of the same size every time, none of it ours: hashing, parsing and sorting in memory. */
function fixedWork(): void {
  const block = Buffer.alloc(16 * 1024 * 1024, 7);
  createHash("sha256").update(block).digest();
  const numbers = Array.from({ length: 300_000 }, (_, i) => (i * 7919) % 300_007);
  JSON.parse(JSON.stringify(numbers)).sort((a: number, b: number) => a - b);
}

/** The fastest of five runs of `fixedWork`, in milliseconds: what this machine gives now. */
function timeFixedWork(): number {
  let best = Infinity;
  for (let run = 0; run < 5; run += 1) {
    const started = performance.now();
    fixedWork();
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

/** How far apart the two readings may be for a run's figures to compare with each other. */
const STEADY = 1.15;

/**
 * A yardstick of the machine itself, read when a bench starts and again when it ends: the
 * machines here change speed within a session (1.4 to 1.9 times in stop 45's), so a run says
 * whether its own figures were taken on one machine speed.
 */
export function machineYardstick() {
  const start = timeFixedWork();
  console.log(`Machine yardstick at the start: ${start.toFixed(0)} ms (fixed work, best of 5)`);
  return {
    end(): void {
      const end = timeFixedWork();
      const ratio = Math.max(end, start) / Math.min(end, start);
      console.log(
        `\nMachine yardstick at the end: ${end.toFixed(0)} ms against ${start.toFixed(0)} at the start (${ratio.toFixed(2)}×): ${ratio <= STEADY ? "steady, the run's figures compare" : `✗ the machine changed speed by more than ${STEADY}× during the run; compare its figures with care`}`,
      );
    },
  };
}
