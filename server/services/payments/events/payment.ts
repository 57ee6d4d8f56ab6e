import { and, eq } from "drizzle-orm";
import { paymentPeriodEnd, roleExpiryWhenPaid } from "@core/contributions";
import type { PaymentProviderName } from "@core/payments";
import type { Transaction } from "@server/db/connection";
import { contributions, payments } from "@server/db/schema";
import { moneyField } from "../../email";
import { extendMembership, shortenMembership } from "../../membership/roles";
import { cancelSubscriptionJob } from "../provider-jobs";
import { customerOf, paidThrough, recipient, type EventContext } from "./context";
import { markEndedFailed } from "./endings";
import type { PaymentEvent } from "./schema";
import { settleDifference } from "./settle-difference";

/** Statuses a payment ends in; a report of the same moment never takes one back. */
const SETTLED: ReadonlySet<string> = new Set(["successful", "failed", "cancelled"]);

/** A payment's report: stored (the latest report wins), and what it pays for or ends follows. */
export async function applyPayment(
  deps: EventContext,
  tx: Transaction,
  provider: PaymentProviderName,
  event: PaymentEvent,
  graceDays: number,
  now: Date,
): Promise<void> {
  const { email, contributionUrl } = deps;
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
      await settleDifference(deps, tx, contactId, final, payment.mandateId);
    }
    return;
  }
  if (payment.status === "successful") {
    if (stored?.status === "successful") return;
    const periodEnd =
      payment.periodEnd ?? paymentPeriodEnd(payment.chargeDate, contribution?.period ?? "monthly");
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
  // successful period and its grace, or not at all. Shortening twice changes nothing. Once
  // the member has cancelled, a failure counts at once, though the provider may try again: a
  // direct debit failing after the member cancelled kept the year it was to pay for, and a
  // contribution started again kept it too (found by the lifecycle model at length).
  if (final || (payment.status === "failed" && cancelled)) {
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
      await markEndedFailed(deps, tx, contactId, now);
    }
  }
}
