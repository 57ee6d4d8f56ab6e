import { and, asc, eq, gt, lte } from "drizzle-orm";
import { DEFAULT_TEST_RETRY_DAYS } from "@core/content/payment";
import { addDays, addPeriods } from "@core/contributions/dates";
import type { PaymentMethod } from "@core/fees";
import type { Database, Transaction } from "@server/db/connection";
import {
  testProviderCharges,
  testProviderMandates,
  testProviderSubscriptions,
} from "@server/db/schema";
import { newId } from "./ids";
import { emit } from "./outbox";

/**
 * A failed charge is tried again this many days after it was first due (the `payment`
 * settings' `testRetryDays`); after the last, it has failed for good and its subscription ends.
 * The membership grace period is longer (src/core/contributions, DEFAULT_MEMBERSHIP_GRACE_DAYS).
 */
export const RETRY_DAYS: readonly number[] = DEFAULT_TEST_RETRY_DAYS;

/** A direct debit's outcome is known a few days after it is taken; a card's at once. */
export function settleDays(method: PaymentMethod): number {
  return method === "gc_direct-debit" ? 3 : 0;
}

type ChargeRow = typeof testProviderCharges.$inferSelect;

export interface NewCharge {
  subscriptionId: string | null;
  customerId: string;
  mandateId: string;
  method: PaymentMethod;
  amount: number;
  description: string;
  periodStart: Date | null;
  periodEnd: Date | null;
  at: Date;
  idempotencyKey: string | null;
}

function paymentEvent(
  charge: Pick<
    ChargeRow,
    "id" | "customerId" | "subscriptionId" | "amount" | "description" | "periodEnd" | "chargedAt"
  >,
  status: "pending" | "successful" | "failed" | "cancelled",
  at: Date,
  willRetry?: boolean,
) {
  return {
    type: "payment.updated" as const,
    occurredAt: at,
    payment: {
      id: charge.id,
      customerId: charge.customerId,
      subscriptionId: charge.subscriptionId,
      status,
      amount: charge.amount,
      chargeDate: charge.chargedAt,
      description: charge.description,
      periodEnd: charge.periodEnd,
      ...(willRetry === undefined ? {} : { willRetry }),
    },
  };
}

/**
 * Takes a charge: it is pending until its outcome is known (`attempt_at`). Answers the charge
 * made, or the one made before under the same key or for the same period.
 */
export async function createCharge(tx: Transaction, charge: NewCharge): Promise<ChargeRow> {
  const [row] = await tx
    .insert(testProviderCharges)
    .values({
      id: newId("tch"),
      idempotencyKey: charge.idempotencyKey,
      subscriptionId: charge.subscriptionId,
      customerId: charge.customerId,
      mandateId: charge.mandateId,
      method: charge.method,
      amount: charge.amount,
      description: charge.description,
      periodStart: charge.periodStart,
      periodEnd: charge.periodEnd,
      chargedAt: charge.at,
      attemptAt: addDays(charge.at, settleDays(charge.method)),
    })
    .onConflictDoNothing()
    .returning();
  if (row) {
    await emit(tx, paymentEvent(row, "pending", charge.at));
    return row;
  }
  const [existing] = await tx
    .select()
    .from(testProviderCharges)
    .where(
      charge.idempotencyKey
        ? eq(testProviderCharges.idempotencyKey, charge.idempotencyKey)
        : and(
            eq(testProviderCharges.subscriptionId, charge.subscriptionId ?? ""),
            eq(testProviderCharges.periodStart, charge.periodStart ?? new Date(0)),
          ),
    );
  if (!existing) throw new Error("A test charge was neither made nor found");
  return existing;
}

/**
 * The due period of a subscription becomes a charge, once: the subscription's row is locked
 * (another server skips it) and the charge is keyed by its period, so a run cut short and run
 * again, or two servers at once, never charge a period twice. Answers whether it charged.
 */
async function chargeSubscription(db: Database, until: Date): Promise<Date | undefined> {
  return db.transaction(async (tx) => {
    const [subscription] = await tx
      .select()
      .from(testProviderSubscriptions)
      .where(
        and(
          eq(testProviderSubscriptions.status, "active"),
          lte(testProviderSubscriptions.nextChargeAt, until),
        ),
      )
      .orderBy(asc(testProviderSubscriptions.nextChargeAt))
      .limit(1)
      .for("update", { skipLocked: true });
    if (!subscription) return undefined;
    const [mandate] = await tx
      .select({ method: testProviderMandates.method })
      .from(testProviderMandates)
      .where(eq(testProviderMandates.id, subscription.mandateId));
    const index = subscription.periodsCharged;
    const periodStart = addPeriods(subscription.anchorAt, subscription.period, index);
    const periodEnd = addPeriods(subscription.anchorAt, subscription.period, index + 1);
    await createCharge(tx, {
      subscriptionId: subscription.id,
      customerId: subscription.customerId,
      mandateId: subscription.mandateId,
      method: mandate?.method ?? "s_card",
      amount: subscription.amount,
      description: "Membership",
      periodStart,
      periodEnd,
      at: periodStart,
      idempotencyKey: null,
    });
    await tx
      .update(testProviderSubscriptions)
      .set({ periodsCharged: index + 1, nextChargeAt: periodEnd })
      .where(eq(testProviderSubscriptions.id, subscription.id));
    return periodStart;
  });
}

/** Whether this try of a charge goes through. */
async function succeeds(tx: Transaction, charge: ChargeRow): Promise<boolean> {
  const [mandate] = await tx
    .select()
    .from(testProviderMandates)
    .where(eq(testProviderMandates.id, charge.mandateId));
  if (!mandate || mandate.status !== "active") return false;
  if (!mandate.failsAfterFirst) return true;
  // "Insufficient funds later": only the first charge on this payment method goes through.
  const [earlier] = await tx
    .select({ id: testProviderCharges.id })
    .from(testProviderCharges)
    .where(
      and(
        eq(testProviderCharges.mandateId, charge.mandateId),
        eq(testProviderCharges.status, "succeeded"),
      ),
    )
    .limit(1);
  return earlier === undefined;
}

/**
 * Learns the outcome of a charge's try: paid; or failed and tried again later; or, after the
 * last try, failed for good, which ends its subscription. Answers the try's time, or
 * undefined when no try was due (or another server holds it).
 */
async function attemptCharge(
  db: Database,
  until: Date,
  retryDays: readonly number[],
): Promise<Date | undefined> {
  return db.transaction(async (tx) => {
    const [charge] = await tx
      .select()
      .from(testProviderCharges)
      .where(
        and(eq(testProviderCharges.status, "pending"), lte(testProviderCharges.attemptAt, until)),
      )
      .orderBy(asc(testProviderCharges.attemptAt))
      .limit(1)
      .for("update", { skipLocked: true });
    if (!charge?.attemptAt) return undefined;
    const at = charge.attemptAt;
    const attempts = charge.attempts + 1;
    if (await succeeds(tx, charge)) {
      await tx
        .update(testProviderCharges)
        .set({ status: "succeeded", attempts, attemptAt: null })
        .where(eq(testProviderCharges.id, charge.id));
      await emit(tx, paymentEvent(charge, "successful", at));
      return at;
    }
    const retryDay = retryDays[attempts - 1];
    if (retryDay !== undefined) {
      const next = addDays(charge.chargedAt, retryDay + settleDays(charge.method));
      await tx
        .update(testProviderCharges)
        .set({ attempts, attemptAt: next })
        .where(eq(testProviderCharges.id, charge.id));
      await emit(tx, paymentEvent(charge, "failed", at, true));
      return at;
    }
    await tx
      .update(testProviderCharges)
      .set({ status: "failed", attempts, attemptAt: null })
      .where(eq(testProviderCharges.id, charge.id));
    await emit(tx, paymentEvent(charge, "failed", at, false));
    if (charge.subscriptionId) {
      const ended = await tx
        .update(testProviderSubscriptions)
        .set({ status: "ended", endedAt: at })
        .where(
          and(
            eq(testProviderSubscriptions.id, charge.subscriptionId),
            eq(testProviderSubscriptions.status, "active"),
          ),
        )
        .returning({ id: testProviderSubscriptions.id });
      if (ended.length > 0) {
        // As Stripe's `incomplete_expired`: no charge of the subscription ever went through.
        const [paid] = await tx
          .select({ id: testProviderCharges.id })
          .from(testProviderCharges)
          .where(
            and(
              eq(testProviderCharges.subscriptionId, charge.subscriptionId),
              eq(testProviderCharges.status, "succeeded"),
            ),
          )
          .limit(1);
        await emit(tx, {
          type: "subscription.ended",
          occurredAt: at,
          subscription: {
            id: charge.subscriptionId,
            customerId: charge.customerId,
            reason: paid ? "failed" : "never-started",
          },
        });
      }
    }
    return at;
  });
}

/** The earliest due work: a subscription's next period, or a charge's next try. */
async function nextDue(db: Database, until: Date): Promise<"subscription" | "charge" | undefined> {
  const [subscription] = await db
    .select({ at: testProviderSubscriptions.nextChargeAt })
    .from(testProviderSubscriptions)
    .where(
      and(
        eq(testProviderSubscriptions.status, "active"),
        lte(testProviderSubscriptions.nextChargeAt, until),
      ),
    )
    .orderBy(asc(testProviderSubscriptions.nextChargeAt))
    .limit(1);
  const [charge] = await db
    .select({ at: testProviderCharges.attemptAt })
    .from(testProviderCharges)
    .where(
      and(eq(testProviderCharges.status, "pending"), lte(testProviderCharges.attemptAt, until)),
    )
    .orderBy(asc(testProviderCharges.attemptAt))
    .limit(1);
  if (!subscription && !charge?.at) return undefined;
  if (!charge?.at) return "subscription";
  if (!subscription) return "charge";
  // A try due at the same moment as a new period goes first: its outcome came first.
  return charge.at <= subscription.at ? "charge" : "subscription";
}

/**
 * Does the work due up to `until`, in the order it fell due, one piece per transaction: new
 * periods of subscriptions become charges, charges' tries succeed or fail. Each piece is
 * written with the events it causes, so a run that is killed loses nothing and doubles
 * nothing: the next run carries on. `afterItem` runs after each piece is committed; a failed
 * try is retried on `retryDays`. Answers how many pieces it did.
 */
export async function runDueWork(
  db: Database,
  until: Date,
  afterItem?: () => Promise<void>,
  retryDays: readonly number[] = RETRY_DAYS,
): Promise<number> {
  let done = 0;
  const attempt = (db: Database, until: Date) => attemptCharge(db, until, retryDays);
  for (;;) {
    const kind = await nextDue(db, until);
    if (!kind) return done;
    const first = kind === "charge" ? attempt : chargeSubscription;
    const other = kind === "charge" ? chargeSubscription : attempt;
    // Everything due of the first kind is held by another server's run: that one does it.
    if ((await first(db, until)) === undefined && (await other(db, until)) === undefined) {
      return done;
    }
    done += 1;
    await afterItem?.();
  }
}

/**
 * Whether a customer has a charge on its way: one whose first try's outcome is not known yet.
 * A failed charge waiting to be tried again is not on its way: it failed.
 */
export async function hasPendingCharge(db: Database, customerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: testProviderCharges.id })
    .from(testProviderCharges)
    .where(
      and(
        eq(testProviderCharges.customerId, customerId),
        eq(testProviderCharges.status, "pending"),
        eq(testProviderCharges.attempts, 0),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * A failed charge paid with another payment method, as Stripe pays an open invoice: the same
 * charge (so its period is charged once) is tried now on `mandateId`, its tries on the old
 * method forgotten. Answers undefined when there is no such charge; a charge already on the
 * new method or paid is answered as it is, so asking twice tries once.
 */
export async function retryOnMandate(
  tx: Transaction,
  request: { chargeId: string; mandateId: string; method: PaymentMethod; at: Date },
): Promise<ChargeRow | undefined> {
  const [charge] = await tx
    .select()
    .from(testProviderCharges)
    .where(eq(testProviderCharges.id, request.chargeId))
    .for("update");
  if (!charge) return undefined;
  const failed = charge.status === "failed" || (charge.status === "pending" && charge.attempts > 0);
  if (!failed || charge.mandateId === request.mandateId) return charge;
  const [row] = await tx
    .update(testProviderCharges)
    .set({
      mandateId: request.mandateId,
      method: request.method,
      status: "pending",
      attempts: 0,
      attemptAt: addDays(request.at, settleDays(request.method)),
    })
    .where(eq(testProviderCharges.id, charge.id))
    .returning();
  if (row) await emit(tx, paymentEvent(row, "pending", request.at));
  return row;
}

/**
 * A cancelled subscription's charges that are being tried again are given up (their period
 * will not be paid); a try already on its way (a direct debit's first) is left to finish.
 */
export async function cancelRetries(tx: Transaction, subscriptionId: string, at: Date) {
  const cancelled = await tx
    .update(testProviderCharges)
    .set({ status: "cancelled", attemptAt: null })
    .where(
      and(
        eq(testProviderCharges.subscriptionId, subscriptionId),
        eq(testProviderCharges.status, "pending"),
        gt(testProviderCharges.attempts, 0),
      ),
    )
    .returning();
  for (const charge of cancelled) await emit(tx, paymentEvent(charge, "cancelled", at));
}
