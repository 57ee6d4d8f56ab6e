import { roleExpiryWhenPaid } from "@core/contributions";
import type { PaymentProviderName } from "@core/payments";
import type { Transaction } from "@server/db/connection";
import { shortenMembership } from "../../membership/roles";
import { customerOf, paidThrough, recipient, type EventContext } from "./context";
import { endSubscription, markCancelled, markEndedFailed } from "./endings";
import type { SubscriptionEndedEvent } from "./schema";

/** A subscription the provider ended: the contribution it paid for ends, as the reason says. */
export async function applySubscriptionEnded(
  deps: EventContext,
  tx: Transaction,
  provider: PaymentProviderName,
  event: SubscriptionEndedEvent,
  graceDays: number,
): Promise<void> {
  const { subscription } = event;
  const customer = await customerOf(tx, provider, subscription.customerId);
  // An old subscription (replaced, or cancelled by Agora itself first): nothing to do.
  if (customer?.contribution?.subscriptionId !== subscription.id) return;
  const { contactId } = customer;
  const now = event.occurredAt;
  if (subscription.reason === "cancelled") {
    await markCancelled(deps, tx, contactId, now);
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
    await markEndedFailed(deps, tx, contactId, now);
    return;
  }
  await endSubscription(tx, contactId, now, false, "payment-failed");
  // Its first payment never went through: the membership it started ends now.
  await shortenMembership(tx, contactId, now);
  const to = await recipient(tx, contactId);
  if (to) await deps.email.send("contribution-didnt-start", to, {}, tx);
}
