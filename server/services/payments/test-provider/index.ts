import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { object } from "superstruct";
import type { PaymentSource } from "../../../../src/core/contributions";
import { checkoutPath } from "../../../../src/core/pages";
import {
  PAYMENT_FLOW_PARAM,
  TEST_PROVIDER_METHODS,
  type TestClockRun,
} from "../../../../src/core/payments";
import type { SetupFailure } from "../../../../src/core/payments/setup-failure";
import type { Database } from "../../../db/connection";
import {
  testProviderCustomers,
  testProviderMandates,
  testProviderSetups,
  testProviderSubscriptions,
} from "../../../db/schema";
import type { ContentService } from "../../content";
import { defineJob, type JobLog, type JobRunner } from "../../jobs";
import type { PaymentClock } from "../clock";
import type { EventHandler } from "../events";
import {
  ProviderError,
  SetupIncompleteError,
  type PaymentProvider,
  type SubscriptionState,
} from "../provider";
import {
  cancelRetries,
  createCharge,
  hasPendingCharge,
  retryOnMandate,
  runDueWork,
} from "./charges";
import { createTestCheckout, hashToken } from "./checkout";
import { newId } from "./ids";
import { deliverEvents } from "./delivery";
import { emit } from "./outbox";
import { lastEventSeq, runSummary } from "./run-summary";

export { RETRY_DAYS } from "./charges";

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

type SubscriptionRow = typeof testProviderSubscriptions.$inferSelect;

function state(row: SubscriptionRow): SubscriptionState {
  const live = row.status === "active";
  return {
    id: row.id,
    status: live ? "active" : "ended",
    chargeable: row.amount,
    period: row.period,
    nextChargeAt: live ? row.nextChargeAt : null,
  };
}

function sourceOf(method: string, details: Record<string, string | number>): PaymentSource {
  const text = (key: string) => String(details[key] ?? "");
  if (method === "gc_direct-debit") {
    return {
      method: "gc_direct-debit",
      bankName: text("bankName"),
      accountHolderName: text("accountHolderName"),
      accountNumberEnding: text("accountNumberEnding"),
    };
  }
  return {
    method: "s_card",
    isLink: false,
    brand: text("brand"),
    last4: text("last4"),
    expiryMonth: Number(details.expiryMonth ?? 0),
    expiryYear: Number(details.expiryYear ?? 0),
  };
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

  async function subscription(id: string): Promise<SubscriptionRow | undefined> {
    const [row] = await db
      .select()
      .from(testProviderSubscriptions)
      .where(eq(testProviderSubscriptions.id, id));
    return row;
  }

  async function mandateMethod(id: string) {
    const [row] = await db
      .select({ method: testProviderMandates.method })
      .from(testProviderMandates)
      .where(eq(testProviderMandates.id, id));
    return row?.method ?? "s_card";
  }

  /** A failed charge, still being tried, moves to the new mandate and is tried there at once. */
  async function retryWithMandate(failed: {
    paymentId: string;
    mandateId: string;
  }): Promise<{ paymentId: string }> {
    const at = await clock.now();
    const method = await mandateMethod(failed.mandateId);
    const charge = await db.transaction((tx) =>
      retryOnMandate(tx, { chargeId: failed.paymentId, mandateId: failed.mandateId, method, at }),
    );
    if (!charge) throw new ProviderError(`No test charge ${failed.paymentId}`);
    await soon();
    return { paymentId: charge.id };
  }

  /** Given up after a decline, the decline is what the payer needs to hear. */
  function failureOf(setup: typeof testProviderSetups.$inferSelect | undefined): SetupFailure {
    if (setup?.declined) return "declined";
    return setup?.status === "cancelled" ? "cancelled" : "incomplete";
  }

  const provider: PaymentProvider = {
    name: "test",
    methods: TEST_PROVIDER_METHODS,

    async startSetup(request) {
      const token = randomUUID();
      const returnUrl = new URL(request.completeUrl);
      returnUrl.searchParams.set(PAYMENT_FLOW_PARAM, request.flowToken);
      const [row] = await db
        .insert(testProviderSetups)
        .values({
          tokenHash: hashToken(token),
          returnUrl: returnUrl.toString(),
          method: request.method,
          email: request.email,
          firstname: request.firstname,
          lastname: request.lastname,
          amount: request.charge?.amount ?? null,
          period: request.charge?.period ?? null,
          chargeable: request.charge?.chargeable ?? null,
        })
        .returning({ id: testProviderSetups.id });
      if (!row) throw new Error("The test checkout was not stored");
      return {
        providerFlowId: row.id,
        returnToken: request.flowToken,
        params: { redirectUrl: new URL(checkoutPath(token), baseUrl).toString() },
      };
    },

    async setupStatus(providerFlowId) {
      const [row] = await db
        .select({ status: testProviderSetups.status })
        .from(testProviderSetups)
        .where(eq(testProviderSetups.id, providerFlowId));
      if (!row || row.status === "cancelled") return "failed";
      return row.status === "succeeded" ? "succeeded" : "pending";
    },

    async setupFailure(providerFlowId) {
      const [row] = await db
        .select()
        .from(testProviderSetups)
        .where(eq(testProviderSetups.id, providerFlowId));
      return failureOf(row);
    },

    async completeSetup(providerFlowId, customer) {
      return db.transaction(async (tx) => {
        const [setup] = await tx
          .select()
          .from(testProviderSetups)
          .where(eq(testProviderSetups.id, providerFlowId))
          .for("update");
        if (!setup || setup.status !== "succeeded") {
          throw new SetupIncompleteError("The payment method was not set up", failureOf(setup));
        }
        const payer = { firstname: setup.firstname, lastname: setup.lastname };
        if (setup.customerId && setup.mandateId) {
          return {
            customerId: setup.customerId,
            mandateId: setup.mandateId,
            method: setup.method,
            payer,
          };
        }
        let customerId = customer.customerId;
        const [known] = customerId
          ? await tx
              .select({ id: testProviderCustomers.id })
              .from(testProviderCustomers)
              .where(eq(testProviderCustomers.id, customerId))
          : [];
        if (!known) {
          customerId = newId("tcus");
          await tx.insert(testProviderCustomers).values({
            id: customerId,
            email: customer.email,
            firstname: customer.firstname,
            lastname: customer.lastname,
          });
        }
        if (!customerId) throw new Error("No test customer");
        const mandateId = newId("tpm");
        await tx.insert(testProviderMandates).values({
          id: mandateId,
          customerId,
          method: setup.method,
          details: setup.pendingDetails ?? {},
          failsAfterFirst: setup.pendingOutcome === "insufficient-funds-later",
        });
        await tx
          .update(testProviderSetups)
          .set({ customerId, mandateId })
          .where(eq(testProviderSetups.id, setup.id));
        return { customerId, mandateId, method: setup.method, payer };
      });
    },

    async cancelSetup(providerFlowId) {
      await db
        .update(testProviderSetups)
        .set({ status: "cancelled" })
        .where(
          and(
            eq(testProviderSetups.id, providerFlowId),
            inArray(testProviderSetups.status, ["open", "requires-authentication"]),
          ),
        );
    },

    // A start in the past is backdated, as Stripe's `backdate_start_date`: the periods since
    // are charged by the next run, dated when they fell due (the demo's members).
    async createSubscription(request) {
      const [created] = await db
        .insert(testProviderSubscriptions)
        .values({
          id: newId("tsub"),
          idempotencyKey: request.idempotencyKey,
          customerId: request.customerId,
          mandateId: request.mandateId,
          amount: request.chargeable,
          period: request.period,
          anchorAt: request.startAt,
          nextChargeAt: request.startAt,
        })
        .onConflictDoNothing({ target: testProviderSubscriptions.idempotencyKey })
        .returning();
      if (created) await soon();
      const row =
        created ??
        (
          await db
            .select()
            .from(testProviderSubscriptions)
            .where(eq(testProviderSubscriptions.idempotencyKey, request.idempotencyKey))
        )[0];
      if (!row) throw new Error("A test subscription was neither made nor found");
      return state(row);
    },

    async getSubscription(id) {
      const row = await subscription(id);
      return row && state(row);
    },

    async updateSubscription(id, change) {
      const [row] = await db
        .update(testProviderSubscriptions)
        .set({
          ...(change.chargeable !== undefined ? { amount: change.chargeable } : {}),
          ...(change.mandateId !== undefined ? { mandateId: change.mandateId } : {}),
        })
        .where(eq(testProviderSubscriptions.id, id))
        .returning();
      if (!row) throw new Error(`No test subscription ${id}`);
      return state(row);
    },

    async cancelSubscription(id) {
      const at = await clock.now();
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(testProviderSubscriptions)
          .set({ status: "cancelled", endedAt: at })
          .where(
            and(
              eq(testProviderSubscriptions.id, id),
              eq(testProviderSubscriptions.status, "active"),
            ),
          )
          .returning();
        if (!row) return;
        await cancelRetries(tx, id, at);
        await emit(tx, {
          type: "subscription.ended",
          occurredAt: at,
          subscription: { id, customerId: row.customerId, reason: "cancelled" },
        });
      });
      await soon();
    },

    async charge(request) {
      const at = await clock.now();
      const method = await mandateMethod(request.mandateId);
      const charge = await db.transaction((tx) =>
        createCharge(tx, {
          subscriptionId: null,
          customerId: request.customerId,
          mandateId: request.mandateId,
          method,
          amount: request.amount,
          description: request.description,
          periodStart: null,
          periodEnd: null,
          at,
          idempotencyKey: request.idempotencyKey,
        }),
      );
      await soon();
      return { paymentId: charge.id };
    },

    payFailedRenewal: retryWithMandate,
    // A one-off charge is tried again on the new mandate as a renewal is.
    payFailedCharge: retryWithMandate,

    async paymentSource(mandateId) {
      const [row] = await db
        .select()
        .from(testProviderMandates)
        .where(eq(testProviderMandates.id, mandateId));
      return row && row.status === "active" ? sourceOf(row.method, row.details) : undefined;
    },

    hasPendingPayment: (customerId) => hasPendingCharge(db, customerId),

    async updateCustomer(customerId, details) {
      if (Object.keys(details).length === 0) return;
      await db
        .update(testProviderCustomers)
        .set(details)
        .where(eq(testProviderCustomers.id, customerId));
    },

    async deleteCustomer(customerId) {
      const at = await clock.now();
      await db.transaction(async (tx) => {
        const [customer] = await tx
          .update(testProviderCustomers)
          .set({ deletedAt: at })
          .where(eq(testProviderCustomers.id, customerId))
          .returning({ id: testProviderCustomers.id });
        if (!customer) return;
        const ended = await tx
          .update(testProviderSubscriptions)
          .set({ status: "cancelled", endedAt: at })
          .where(
            and(
              eq(testProviderSubscriptions.customerId, customerId),
              eq(testProviderSubscriptions.status, "active"),
            ),
          )
          .returning({ id: testProviderSubscriptions.id });
        for (const row of ended) await cancelRetries(tx, row.id, at);
        await tx
          .update(testProviderMandates)
          .set({ status: "cancelled" })
          .where(eq(testProviderMandates.customerId, customerId));
        await emit(tx, { type: "customer.deleted", occurredAt: at, customer: { id: customerId } });
      });
      await soon();
    },

    async cancelMandate(mandateId) {
      const at = await clock.now();
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(testProviderMandates)
          .set({ status: "cancelled" })
          .where(
            and(eq(testProviderMandates.id, mandateId), eq(testProviderMandates.status, "active")),
          )
          .returning({ customerId: testProviderMandates.customerId });
        if (!row) return;
        await emit(tx, {
          type: "mandate.ended",
          occurredAt: at,
          mandate: { id: mandateId, customerId: row.customerId },
        });
      });
      await soon();
    },
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
