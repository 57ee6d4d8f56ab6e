import { object } from "superstruct";
import { TEST_PROVIDER_METHODS, type TestClockRun } from "@core/payments";
import type { Database } from "@server/db/connection";
import type { ContentService } from "../../content";
import { defineJob, type JobLog, type JobRunner } from "../../jobs";
import type { PaymentClock } from "../clock";
import type { EventHandler } from "../events";
import type { PaymentProvider } from "../provider";
import { runDueWork } from "./charges";
import { createTestCheckout } from "./checkout";
import type { TestProviderContext } from "./context";
import { customersOfTestProvider } from "./customers";
import { deliverEvents } from "./delivery";
import { chargesOfTestProvider } from "./one-off-charges";
import { lastEventSeq, runSummary } from "./run-summary";
import { setupOfTestProvider } from "./setup";
import { subscriptionsOfTestProvider } from "./subscriptions";

/** Runs the due work soon after something was charged (a subscription started, a one-off). */
const runSoon = defineJob({ type: "test-provider:run", payload: object({}), maxAttempts: 3 });

/** How often the test provider looks for due charges on its own, like a real one's scheduler. */
const EVERY_MINUTES = 1;

export interface TestProviderDependencies {
  db: Database;
  content: ContentService;
  clock: PaymentClock;
  jobs: JobRunner;
  events: EventHandler;
  log: JobLog;
  baseUrl: string;
}

export type TestProvider = ReturnType<typeof createTestProvider>;

/**
 * The built-in provider used when no real one is configured. It behaves like one: its setup
 * step sends the payer to its checkout page (`/checkout/test/<token>`); it keeps customers,
 * payment methods, subscriptions and charges in tables of its own; it charges on schedule
 * (a recurring task, and a run soon after each new charge), tries failed charges again and
 * gives up after the last try of its schedule (two weeks unless set otherwise); and it reports all of it as events to the shared handler, in
 * order, until each is taken. Its time is the payment clock, which tests and demos move.
 */
export function createTestProvider(deps: TestProviderDependencies) {
  const { db, clock, jobs, events, log, baseUrl } = deps;
  const checkout = createTestCheckout(deps);

  /** Does the work due by the clock (or `until`), then delivers what it reported. */
  async function runDue(until?: Date, afterItem?: () => Promise<void>): Promise<number> {
    const target = until ?? (await clock.now());
    const { testRetryDays } = await deps.content.get("payment");
    const done = await runDueWork(
      db,
      target,
      async () => {
        // Each piece's events are delivered before the next piece, as webhooks would arrive.
        await deliverEvents(db, events, log);
        await afterItem?.();
      },
      testRetryDays,
    );
    await deliverEvents(db, events, log);
    return done;
  }

  async function soon(): Promise<void> {
    await jobs.enqueue(db, runSoon, {});
  }

  const ctx: TestProviderContext = { db, clock, baseUrl, soon };

  const provider: PaymentProvider = {
    name: "test",
    methods: TEST_PROVIDER_METHODS,
    ...setupOfTestProvider(ctx),
    ...subscriptionsOfTestProvider(ctx),
    ...chargesOfTestProvider(ctx),
    ...customersOfTestProvider(ctx),
  };

  jobs.handle(runSoon, async () => {
    await runDue();
  });
  jobs.schedule({
    name: "test-provider-charges",
    every: { minutes: EVERY_MINUTES },
    run: async () => {
      await runDue();
    },
  });

  return {
    provider,
    checkout,
    runDue,
    /**
     * Moves the clock forward to `target` and does what fell due meanwhile, in order. Answers
     * what that ran (with anything the background run did meanwhile).
     */
    async advanceTo(target: Date): Promise<TestClockRun> {
      const before = await lastEventSeq(db);
      await clock.moveTo(target);
      await runDue(target);
      return runSummary(db, before);
    },
  };
}
