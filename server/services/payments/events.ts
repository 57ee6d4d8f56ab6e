import type { Emit } from "../outbound-webhooks/emit";
import { and, eq, isNull, max, ne, or, sql } from "drizzle-orm";
import {
  boolean,
  coerce,
  date,
  enums,
  literal,
  nullable,
  number,
  object,
  optional,
  string,
  type Infer,
} from "superstruct";
import { union } from "../../../src/core/validation/union";
import {
  paymentPeriodEnd,
  roleExpiryWhenPaid,
  type EndedReason,
} from "../../../src/core/contributions";
import {
  PAYMENT_PROVIDERS,
  PAYMENT_STATUSES,
  type PaymentProviderName,
} from "../../../src/core/payments";
import type { Database, Transaction } from "../../db/connection";
import {
  contacts,
  contributions,
  jobs,
  paymentCustomers,
  payments,
  providerEvents,
} from "../../db/schema";
import type { ContentService } from "../content";
import { dayField, moneyField, type EmailService } from "../email";
import { defineJob, exponentialBackoff, type JobRunner } from "../jobs";
import {
  cancelSubscriptionJob,
  chargeMovedDifferenceJob,
  dropStrandedDifferenceJob,
  subscriptionChargeableJob,
} from "./provider-jobs";
import { differencePayment, methodSetUpExpires } from "./difference";
import { extendMembership, lockMembership, shortenMembership } from "../membership/roles";
import { accessEndsAt } from "../membership/state";

/** Statuses a payment ends in; a report of the same moment never takes one back. */
const SETTLED: ReadonlySet<string> = new Set(["successful", "failed", "cancelled"]);
/**
 * What providers tell Agora after the fact, in one shape for all of them: Stripe's and
 * GoCardless's webhooks are translated into these, and the test provider sends them as they
 * are. Amounts are in cents; dates are the provider's time. `id` is the provider's event id.
 */
/** A date, or its ISO text as stored events and webhook bodies carry it. */
const when = () => coerce(date(), string(), (value) => new Date(value));

const eventBase = { id: string(), occurredAt: when() };

const PaymentEvent = object({
  ...eventBase,
  type: literal("payment.updated"),
  payment: object({
    id: string(),
    customerId: string(),
    /** Null for a one-off charge (a change's difference paid now). */
    subscriptionId: nullable(string()),
    status: enums(PAYMENT_STATUSES),
    amount: number(),
    chargeDate: when(),
    description: string(),
    /** The end of the period the payment pays for; for a one-off charge, null. */
    periodEnd: nullable(when()),
    /** A failed try the provider will try again. */
    willRetry: optional(boolean()),
    /**
     * Failed because the payer withdrew the authority to collect (cancelled at their bank): the
     * subscription's own end, which follows, says the contribution was cancelled; nothing for
     * the member to fix.
     */
    payerCancelled: optional(boolean()),
    /**
     * The payment method (GoCardless mandate) it was taken on, where the provider says: a
     * difference on a mandate the member has since left is charged on the new one.
     */
    mandateId: optional(string()),
  }),
});

const SubscriptionEndedEvent = object({
  ...eventBase,
  type: literal("subscription.ended"),
  subscription: object({
    id: string(),
    customerId: string(),
    /**
     * Someone cancelled it (the member through Agora, staff at the provider), its payments
     * failed for good, or its first payment never went through (Stripe's `incomplete_expired`,
     * the test provider's first charge failing for good): only the provider can tell that last
     * one, as a failed end may arrive before the reports of payments made weeks earlier.
     */
    reason: enums(["cancelled", "failed", "never-started"]),
  }),
});

const MandateEndedEvent = object({
  ...eventBase,
  type: literal("mandate.ended"),
  mandate: object({ id: string(), customerId: string() }),
});

const CustomerDeletedEvent = object({
  ...eventBase,
  type: literal("customer.deleted"),
  customer: object({ id: string() }),
});

export const ProviderEvent = union([
  PaymentEvent,
  SubscriptionEndedEvent,
  MandateEndedEvent,
  CustomerDeletedEvent,
]);
export type ProviderEvent = Infer<typeof ProviderEvent>;
export type PaymentEvent = Infer<typeof PaymentEvent>;

export interface EventHandlerDependencies {
  db: Database;
  /** Queues the provider calls an event calls for (stopping a subscription given up on). */
  jobs?: JobRunner;
  email: EmailService;
  content: ContentService;
  baseUrl: string;
  /** Tells outbound webhooks of payments that succeeded or failed, and subscriptions ended. */
  emit?: Emit;
}

/**
 * `deferred`: the event's customer is not known yet (a webhook can arrive before the join that
 * makes the customer the contact's has committed): nothing is recorded, and the event is
 * applied again later (`deferredEventJob`), once.
 */
export type EventOutcome = "applied" | "duplicate" | "deferred";

/**
 * An event whose customer was not known yet, applied again: at once when the customer becomes
 * known (`customerKnown`), else at the job runner's retries, for some hours (a customer of a
 * contact deleted since never becomes known, and is given up).
 */
export const deferredEventJob = defineJob({
  type: "payments:deferred-event",
  payload: object({
    provider: enums(PAYMENT_PROVIDERS),
    customerId: string(),
    event: ProviderEvent,
  }),
  maxAttempts: 10,
  backoff: exponentialBackoff(60, 6 * 60 * 60),
  logFields: (payload) => ({ provider: payload.provider, type: payload.event.type }),
});

/** The customer an event is about, which must be known before it can be applied. */
function customerIdOf(event: ProviderEvent): string | undefined {
  switch (event.type) {
    case "payment.updated":
      return event.payment.customerId;
    case "subscription.ended":
      return event.subscription.customerId;
    case "mandate.ended":
      return event.mandate.customerId;
    case "customer.deleted":
      return undefined;
  }
}

export type EventHandler = ReturnType<typeof createEventHandler>;

type ContributionRow = typeof contributions.$inferSelect;

/**
 * The one handler of provider events. Each event's id is recorded under a unique key in the
 * transaction of its effect: delivered twice (providers deliver at least once), it acts once;
 * delivered at the same time twice, the second waits for the first and then does nothing.
 * Effects are computed from what is stored, not from the order events arrive in: a payment
 * keeps the status of the latest report (`status_at`), membership dates move from the stored
 * payments, so events that arrive out of order end in the same state.
 */
export function createEventHandler(deps: EventHandlerDependencies) {
  const { db, email, content } = deps;
  const contributionUrl = new URL("/profile/contribution", deps.baseUrl).toString();

  async function recipient(tx: Transaction, contactId: string) {
    const [contact] = await tx
      .select({ email: contacts.email, firstname: contacts.firstname, lastname: contacts.lastname })
      .from(contacts)
      .where(eq(contacts.id, contactId));
    return contact;
  }

  /** The contact a provider's customer belongs to, with its contribution locked for the event. */
  async function customerOf(
    tx: Transaction,
    provider: PaymentProviderName,
    customerId: string,
  ): Promise<{ contactId: string; contribution: ContributionRow | undefined } | undefined> {
    const [customer] = await tx
      .select({ contactId: paymentCustomers.contactId })
      .from(paymentCustomers)
      .where(
        and(eq(paymentCustomers.provider, provider), eq(paymentCustomers.customerId, customerId)),
      );
    if (!customer) return undefined;
    const [contribution] = await tx
      .select()
      .from(contributions)
      .where(eq(contributions.contactId, customer.contactId))
      .for("update");
    return { contactId: customer.contactId, contribution };
  }

  /** The end of the last period the contact paid for, from the payments stored. */
  async function paidThrough(tx: Transaction, contactId: string): Promise<Date | null> {
    const [row] = await tx
      .select({ until: max(payments.periodEnd) })
      .from(payments)
      .where(and(eq(payments.contactId, contactId), eq(payments.status, "successful")));
    return row?.until ?? null;
  }

  async function applyPayment(
    tx: Transaction,
    provider: PaymentProviderName,
    event: PaymentEvent,
    graceDays: number,
    now: Date,
  ): Promise<void> {
    const { payment } = event;
    const customer = await customerOf(tx, provider, payment.customerId);
    // Not a customer of any contact (deleted since): nothing to record it against.
    if (!customer) return;
    const { contactId, contribution } = customer;
    const [stored] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.provider, provider), eq(payments.providerPaymentId, payment.id)))
      .for("update");
    // A report older than the one stored changes nothing (it arrived late); nor does one of the
    // same moment that would take a settled payment back to pending (a card's "pending" and
    // "successful" carry one time, and may arrive in either order).
    if (stored && stored.statusAt > event.occurredAt) return;
    if (
      stored &&
      stored.statusAt.getTime() === event.occurredAt.getTime() &&
      SETTLED.has(stored.status) &&
      !SETTLED.has(payment.status)
    ) {
      return;
    }
    const values = {
      contactId,
      subscriptionId: payment.subscriptionId,
      status: payment.status,
      description: payment.description,
      amount: payment.amount / 100,
      chargeDate: payment.chargeDate,
      periodEnd: payment.periodEnd,
      statusAt: event.occurredAt,
    };
    const firstFailure = payment.status === "failed" && !stored?.failedAt;
    if (stored) {
      await tx
        .update(payments)
        .set({
          ...values,
          updatedAt: new Date(),
          ...(firstFailure ? { failedAt: event.occurredAt } : {}),
        })
        .where(eq(payments.id, stored.id));
    } else {
      await tx.insert(payments).values({
        provider,
        providerPaymentId: payment.id,
        ...values,
        ...(firstFailure ? { failedAt: event.occurredAt } : {}),
      });
    }
    // The member hears of a payment's first failure once, a difference paid now included; not
    // once the contribution has ended, for whatever reason (a first direct debit still being
    // collected fails when its mandate is dropped; a failure reported weeks late arrives after
    // the end for failed payments, whose own email has told them): nothing is left to fix.
    const cancelled = contribution?.cancelledAt && contribution.endedReason !== "payment-failed";
    const ended = Boolean(contribution?.cancelledAt) || Boolean(contribution?.endedReason);
    if (firstFailure && !ended && !payment.payerCancelled) {
      const to = await recipient(tx, contactId);
      if (to) {
        await email.send(
          "payment-failed",
          to,
          {
            AMOUNT: moneyField(payment.amount / 100),
            UPDATELINK: contributionUrl,
          },
          tx,
        );
      }
    }
    const final =
      payment.status === "cancelled" || (payment.status === "failed" && !payment.willRetry);
    // One-off charges (a difference paid now) pay for no period of their own: the change that
    // waits for one takes effect, or is dropped.
    if (payment.subscriptionId === null) {
      if (contribution?.differencePaymentId === payment.id) {
        await settleDifference(tx, contactId, final, payment.mandateId);
      }
      return;
    }
    if (payment.status === "successful") {
      if (stored?.status === "successful") return;
      const periodEnd =
        payment.periodEnd ??
        paymentPeriodEnd(payment.chargeDate, contribution?.period ?? "monthly");
      // After a cancellation, the period paid for is all there is: no grace to collect in. A
      // contribution ended for failed payments keeps it (its end may have been reported first).
      const until = cancelled ? periodEnd : roleExpiryWhenPaid(periodEnd, graceDays);
      await extendMembership(tx, contactId, until, now);
      if (
        contribution &&
        contribution.differencePaymentId === null &&
        contribution.nextChargeable !== null &&
        contribution.nextAmount !== null &&
        contribution.nextChargeable === payment.amount
      ) {
        await tx
          .update(contributions)
          .set({
            amount: contribution.nextAmount,
            nextAmount: null,
            nextChargeable: null,
            updatedAt: new Date(),
          })
          .where(eq(contributions.contactId, contactId));
      }
      return;
    }
    // Failed for good (also after failed tries of the same status): paid up to the last
    // successful period and its grace, or not at all. Shortening twice changes nothing.
    if (final) {
      const paid = await paidThrough(tx, contactId);
      await shortenMembership(tx, contactId, paid ? roleExpiryWhenPaid(paid, graceDays) : now);
      // The provider gave up on the contribution's renewal: the contribution has ended.
      if (
        paid &&
        payment.status === "failed" &&
        !payment.payerCancelled &&
        contribution?.subscriptionId === payment.subscriptionId
      ) {
        // A provider that keeps the subscription (GoCardless) would charge it again: stopped.
        await deps.jobs?.enqueue(tx, cancelSubscriptionJob, {
          provider,
          subscriptionId: payment.subscriptionId,
        });
        await markEndedFailed(tx, contactId, now);
      }
    }
  }

  /**
   * A change waiting for its difference (`difference_payment_id`) takes effect once that
   * payment succeeded, the subscription charging the new amount from its next payment (a
   * queued provider call); it is dropped once the payment failed for good (`final`), the member
   * keeping the amount they had; taken at a provider the member has since moved from, it is
   * charged on the new method instead, as is one on a mandate the member has since replaced at
   * the same provider (`mandateId`, the one it was taken on: GoCardless cancels a payment not yet
   * submitted with its mandate). Failed for good or cancelled while the member is setting up a
   * new payment method, the change waits for that method, which pays it once it completes
   * (dropped if it never does). Called when the payment is reported and when the change is
   * stored, whichever comes last (a card's outcome may be reported before).
   */
  async function settleDifference(
    tx: Transaction,
    contactId: string,
    final = false,
    mandateId?: string,
  ) {
    const [row] = await tx
      .select()
      .from(contributions)
      .where(eq(contributions.contactId, contactId));
    if (!row?.differencePaymentId || !row.provider) return;
    const difference = await differencePayment(tx, contactId, row.differencePaymentId);
    const failed = difference?.status === "failed" || difference?.status === "cancelled";
    const leftMandate =
      mandateId !== undefined && row.mandateId !== null && mandateId !== row.mandateId;
    if (final && failed && (difference.provider !== row.provider || leftMandate)) {
      // Taken at the provider (or on the mandate) the member has since left, which may still
      // have collected it: the change kept waiting for it, and now the method it moved to pays
      // it (once).
      await deps.jobs?.enqueue(tx, chargeMovedDifferenceJob, {
        contactId,
        paymentId: row.differencePaymentId,
        ...(leftMandate ? { mandateId } : {}),
      });
      return;
    }
    const dropped = { nextAmount: null, nextChargeable: null, differencePaymentId: null };
    if (difference?.status === "successful") {
      await tx
        .update(contributions)
        .set({ ...dropped, amount: row.nextAmount ?? row.amount, updatedAt: new Date() })
        .where(eq(contributions.contactId, contactId));
      if (row.subscriptionId && row.nextChargeable !== null) {
        await deps.jobs?.enqueue(tx, subscriptionChargeableJob, {
          provider: row.provider,
          subscriptionId: row.subscriptionId,
          chargeable: row.nextChargeable,
        });
      }
    } else if (final && failed) {
      // The member is setting up a new payment method: its completion pays the difference
      // (once), so the change waits for it, until that set-up expires.
      const expires = await methodSetUpExpires(tx, contactId);
      if (expires) {
        await deps.jobs?.enqueue(
          tx,
          dropStrandedDifferenceJob,
          { contactId, paymentId: row.differencePaymentId },
          { runAt: expires, uniqueKey: `${row.differencePaymentId}:${expires.toISOString()}` },
        );
        return;
      }
      await tx
        .update(contributions)
        .set({ ...dropped, updatedAt: new Date() })
        .where(eq(contributions.contactId, contactId));
    }
  }

  /** Clears the contribution's subscription, as cancelled at `at` (by the member, or staff). */
  async function endSubscription(
    tx: Transaction,
    contactId: string,
    at: Date,
    onlyOnce = false,
    reason: EndedReason = "cancelled",
  ) {
    return tx
      .update(contributions)
      .set({
        subscriptionId: null,
        nextAmount: null,
        nextChargeable: null,
        differencePaymentId: null,
        cancelledAt: at,
        endedReason: reason,
        updatedAt: new Date(),
      })
      .where(
        onlyOnce
          ? and(eq(contributions.contactId, contactId), isNull(contributions.cancelledAt))
          : eq(contributions.contactId, contactId),
      )
      .returning({ contactId: contributions.contactId });
  }

  /** Tells the member (with the day their membership ends) and the team. */
  async function tellCancelled(tx: Transaction, contactId: string, at: Date): Promise<void> {
    const to = await recipient(tx, contactId);
    if (!to) return;
    // The end date every page shows: the membership state's (issue #23).
    const ends = await accessEndsAt(tx, contactId, at);
    await email.send(
      "cancelled-contribution",
      to,
      { EXPIRES: ends ? dayField(ends) : "-", MEMBERSHIPID: contactId },
      tx,
    );
    await email.sendToAdmins(
      "cancelled-member",
      { MEMBERID: contactId, MEMBERNAME: [to.firstname, to.lastname].join(" ").trim() || to.email },
      tx,
    );
  }

  /** Tells the member when their membership ends (never a day past) and the team. */
  async function tellEndedFailed(tx: Transaction, contactId: string, at: Date): Promise<void> {
    const to = await recipient(tx, contactId);
    if (!to) return;
    // The end date every page shows (the membership state's), never a day already past.
    const state = await accessEndsAt(tx, contactId, at);
    const ends = state && state > at ? state : at;
    await email.send(
      "contribution-ended-failed",
      to,
      { EXPIRES: dayField(ends), UPDATELINK: contributionUrl },
      tx,
    );
    await email.sendToAdmins(
      "member-ended-failed",
      { MEMBERID: contactId, MEMBERNAME: [to.firstname, to.lastname].join(" ").trim() || to.email },
      tx,
    );
  }

  /**
   * The contribution ends after failed payments, its subscription cleared (never as cancelled:
   * `cancelled_at` stays empty, and the activity trigger writes its own line), once: the
   * member and the team are told the first time (a final failure and the provider's end of
   * the subscription both end it).
   */
  async function markEndedFailed(tx: Transaction, contactId: string, at: Date): Promise<void> {
    const ended = await tx
      .update(contributions)
      .set({
        endedReason: "payment-failed",
        subscriptionId: null,
        nextAmount: null,
        nextChargeable: null,
        differencePaymentId: null,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(contributions.contactId, contactId),
          isNull(contributions.cancelledAt),
          or(isNull(contributions.endedReason), ne(contributions.endedReason, "payment-failed")),
        ),
      )
      .returning({ contactId: contributions.contactId });
    if (ended.length > 0) await tellEndedFailed(tx, contactId, at);
  }

  /**
   * Marks the contribution cancelled at `at`, once: false when it already was (a provider's
   * event got there before Agora's own cancellation, or the other way round). The membership
   * lasts to the end of the period paid for (no grace: nothing is being collected any more;
   * cancelled during the grace, it ended with that period), and the member and the team are
   * told.
   */
  async function markCancelled(
    tx: Transaction,
    contactId: string,
    at: Date,
    reason: "cancelled" | "staff" = "cancelled",
  ): Promise<boolean> {
    if ((await endSubscription(tx, contactId, at, true, reason)).length === 0) return false;
    const paid = await paidThrough(tx, contactId);
    if (paid) await shortenMembership(tx, contactId, paid);
    await tellCancelled(tx, contactId, at);
    return true;
  }

  async function applySubscriptionEnded(
    tx: Transaction,
    provider: PaymentProviderName,
    event: Infer<typeof SubscriptionEndedEvent>,
    graceDays: number,
  ): Promise<void> {
    const { subscription } = event;
    const customer = await customerOf(tx, provider, subscription.customerId);
    // An old subscription (replaced, or cancelled by Agora itself first): nothing to do.
    if (customer?.contribution?.subscriptionId !== subscription.id) return;
    const { contactId } = customer;
    const now = event.occurredAt;
    if (subscription.reason === "cancelled") {
      await markCancelled(tx, contactId, now);
      return;
    }
    // Whether this contact ever paid a period (by any subscription: a change may have started
    // this one), as the failed payments' own end reads it. Only the contribution's first
    // subscription can have never started: a later one's end may come before the late report
    // that an earlier one was paid, and the end must not depend on which arrives first.
    const paid = await paidThrough(tx, contactId);
    const first = customer.contribution.firstSubscriptionId ?? subscription.id;
    if (paid || subscription.reason === "failed" || first !== subscription.id) {
      // Its payments failed for good: the membership keeps the grace of what was paid, then
      // ends. No payment known yet is no proof none was made: their reports may come weeks
      // late, and each then extends the membership by what it paid.
      await shortenMembership(tx, contactId, paid ? roleExpiryWhenPaid(paid, graceDays) : now);
      await markEndedFailed(tx, contactId, now);
      return;
    }
    await endSubscription(tx, contactId, now, false, "payment-failed");
    // Its first payment never went through: the membership it started ends now.
    await shortenMembership(tx, contactId, now);
    const to = await recipient(tx, contactId);
    if (to) await email.send("contribution-didnt-start", to, {}, tx);
  }

  const handler = {
    markCancelled,
    settleDifference,

    /** Applies one event of this provider once; answers whether it was new. */
    async apply(provider: PaymentProviderName, event: ProviderEvent): Promise<EventOutcome> {
      // Read before the transaction: on the embedded database it holds the one connection.
      const { membershipGraceDays } = await content.get("payment");
      // Effects are dated when the provider says the event happened, also when it arrives late.
      const now = event.occurredAt;
      const customerId = customerIdOf(event);
      const outcome = await db.transaction(async (tx): Promise<EventOutcome> => {
        if (customerId) {
          const [known] = await tx
            .select({ contactId: paymentCustomers.contactId })
            .from(paymentCustomers)
            .where(
              and(
                eq(paymentCustomers.provider, provider),
                eq(paymentCustomers.customerId, customerId),
              ),
            );
          if (!known) return "deferred";
          await lockMembership(tx, known.contactId);
        }
        const recorded = await tx
          .insert(providerEvents)
          .values({ provider, eventId: event.id, type: event.type })
          .onConflictDoNothing()
          .returning({ eventId: providerEvents.eventId });
        if (recorded.length === 0) return "duplicate";
        switch (event.type) {
          case "payment.updated": {
            await applyPayment(tx, provider, event, membershipGraceDays, now);
            const { payment } = event;
            const outcome =
              payment.status === "successful"
                ? "payment.succeeded"
                : payment.status === "failed"
                  ? "payment.failed"
                  : undefined;
            const customer = outcome && (await customerOf(tx, provider, payment.customerId));
            if (outcome && customer) {
              await deps.emit?.(tx, outcome, {
                contactId: customer.contactId,
                provider,
                paymentId: payment.id,
                amount: payment.amount / 100,
                chargeDate: payment.chargeDate,
                willRetry: payment.status === "failed" ? payment.willRetry : false,
              });
            }
            break;
          }
          case "subscription.ended": {
            const { subscription } = event;
            const customer = await customerOf(tx, provider, subscription.customerId);
            await applySubscriptionEnded(tx, provider, event, membershipGraceDays);
            // Only the contribution's own subscription ends it (as applySubscriptionEnded reads).
            if (customer && customer.contribution?.subscriptionId === subscription.id) {
              await deps.emit?.(tx, "contribution.cancelled", {
                contactId: customer.contactId,
                provider,
                reason: subscription.reason,
              });
            }
            break;
          }
          case "mandate.ended":
            await tx
              .update(contributions)
              .set({ mandateId: null, updatedAt: new Date() })
              .where(
                and(
                  eq(contributions.provider, provider),
                  eq(contributions.mandateId, event.mandate.id),
                ),
              );
            break;
          case "customer.deleted":
            await tx
              .delete(paymentCustomers)
              .where(
                and(
                  eq(paymentCustomers.provider, provider),
                  eq(paymentCustomers.customerId, event.customer.id),
                ),
              );
            await tx
              .update(contributions)
              .set({
                customerId: null,
                mandateId: null,
                subscriptionId: null,
                updatedAt: new Date(),
              })
              .where(
                and(
                  eq(contributions.provider, provider),
                  eq(contributions.customerId, event.customer.id),
                ),
              );
            break;
        }
        return "applied";
      });
      // The emails and webhooks it queued go now.
      if (outcome === "applied") email.poke();
      if (outcome === "deferred" && customerId && deps.jobs) {
        // Once per event however often it is delivered meanwhile (the key).
        await deps.jobs.enqueue(
          db,
          deferredEventJob,
          { provider, customerId, event },
          { uniqueKey: `${provider}:${event.id}` },
        );
      }
      return outcome;
    },

    /**
     * A provider's customer became a contact's (a join, a new payment method completed): the
     * events deferred for it are applied now.
     */
    async customerKnown(provider: PaymentProviderName, customerId: string): Promise<void> {
      const waiting = await db
        .update(jobs)
        .set({ runAt: new Date() })
        .where(
          and(
            eq(jobs.type, deferredEventJob.type),
            eq(jobs.state, "pending"),
            sql`${jobs.payload}->>'provider' = ${provider}`,
            sql`${jobs.payload}->>'customerId' = ${customerId}`,
          ),
        )
        .returning({ id: jobs.id });
      if (waiting.length > 0) deps.jobs?.poke();
    },
  };

  deps.jobs?.handle(deferredEventJob, async ({ provider, event }) => {
    if ((await handler.apply(provider, event)) === "deferred") {
      throw new Error("The event's customer is not known yet");
    }
  });
  return handler;
}
