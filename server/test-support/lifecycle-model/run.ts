import fc from "fast-check";
import { expect } from "vitest";
import { observe } from "./invariants";
import { commandArbitraries, joining, type Model, type Real } from "./commands";
import { examples } from "./examples";
import { closeWorld, completes, emailsTo, joinAsReader, now, openWorld, type World } from "./world";

/** Sequences played in one world before it is replaced (a fresh database costs a second). */
const RUNS_PER_WORLD = 8;

export interface LifecycleOptions {
  numRuns: number;
  maxCommands: number;
  /** Replays a failure: the seed and path the failing run printed. */
  seed?: number;
  path?: string;
}

export interface LifecycleFigures {
  runs: number;
  steps: number;
  seconds: number;
}

/** The options from the environment: `AGORA_MODEL_RUNS`, `AGORA_MODEL_SEED`, `AGORA_MODEL_PATH`. */
export function optionsFromEnv(defaults: Pick<LifecycleOptions, "numRuns" | "maxCommands">) {
  const env = process.env;
  return {
    numRuns: env.AGORA_MODEL_RUNS ? Number(env.AGORA_MODEL_RUNS) : defaults.numRuns,
    maxCommands: env.AGORA_MODEL_STEPS ? Number(env.AGORA_MODEL_STEPS) : defaults.maxCommands,
    seed: env.AGORA_MODEL_SEED ? Number(env.AGORA_MODEL_SEED) : undefined,
    path: env.AGORA_MODEL_PATH || undefined,
  };
}

/**
 * Plays random sequences of a member's life against the real services and checks every
 * invariant after every step. A failure throws with the seed and path that replay it.
 */
export async function runLifecycle(options: LifecycleOptions): Promise<LifecycleFigures> {
  let world: World | undefined;
  let steps = 0;
  const started = performance.now();
  const replaying = options.seed !== undefined;
  // Also when replaying: a path counts the examples (replay with the same AGORA_MODEL_SKIP).
  const pinned = examples();
  try {
    await fc.assert(
      fc.asyncProperty(
        joining,
        fc.integer({ min: 0, max: 364 }),
        fc.commands(commandArbitraries(), { maxCommands: options.maxCommands }),
        async (form, startDay, sequence) => {
          if (!world || world.runs >= RUNS_PER_WORLD) {
            if (world) await closeWorld(world);
            world = await openWorld();
          }
          world.runs += 1;
          // Each sequence starts on a day of the year it draws, at the same time of day, so a
          // replay meets the same month lengths (the year may differ).
          const clock = world.app.services.payments.clock;
          const current = await now(world);
          const nextYear = Date.UTC(current.getUTCFullYear() + 1, 0, 1, 10);
          await clock.moveTo(new Date(nextYear + startDay * 86_400_000));

          const { email, member } = await joinAsReader(world, form);
          if (!member) {
            expect(completes(form.path)).toBe(false);
            // An abandoned checkout sends nothing and makes no contact.
            expect(await emailsTo(world, email)).toEqual([]);
            return;
          }
          expect(completes(form.path)).toBe(true);
          expect((await emailsTo(world, member.email)).map((email) => email.template)).toEqual([
            "confirm-email",
            "welcome",
          ]);
          const real: Real = { world, member, observed: await observe(world, member) };
          const model: Model = { steps: 0 };
          try {
            await fc.asyncModelRun(() => ({ model, real }), sequence);
          } finally {
            steps += model.steps;
            // Its customers stop paying, so the next sequences' clock moves charge only theirs.
            const provider = world.app.services.payments.test?.provider;
            for (const customer of real.observed.facts.customers) {
              await provider?.deleteCustomer?.(customer);
            }
          }
        },
      ),
      {
        // The examples are played first and count as runs: as many random ones follow.
        numRuns: options.numRuns + pinned.length,
        examples: pinned,
        // Only when given: an undefined seed here would override the fixed one `npm test` sets.
        ...(options.seed === undefined ? {} : { seed: options.seed }),
        ...(options.path === undefined ? {} : { path: options.path }),
        // Shrinking replays the real services hundreds of times: only when replaying a seed.
        endOnFailure: !replaying,
        verbose: replaying ? 2 : 1,
      },
    );
  } finally {
    if (world) await closeWorld(world);
  }
  return { runs: options.numRuns, steps, seconds: (performance.now() - started) / 1000 };
}
