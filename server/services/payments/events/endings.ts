import { and, eq, isNull, ne, or } from "drizzle-orm";
import type { EndedReason } from "@core/contributions";
import type { Transaction } from "@server/db/connection";
import { contributions } from "@server/db/schema";
import { dayField } from "../../email";
import { shortenMembership } from "../../membership/roles";
import { accessEndsAt } from "../../membership/state";
import { paidThrough, recipient, type EventContext } from "./context";

/** Clears the contribution's subscription, as cancelled at `at` (by the member, or staff). */
export async function endSubscription(
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
async function tellCancelled(
  { email }: EventContext,
  tx: Transaction,
  contactId: string,
  at: Date,
): Promise<void> {
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
async function tellEndedFailed(
  { email, contributionUrl }: EventContext,
  tx: Transaction,
  contactId: string,
  at: Date,
): Promise<void> {
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
export async function markEndedFailed(
  deps: EventContext,
  tx: Transaction,
  contactId: string,
  at: Date,
): Promise<void> {
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
  if (ended.length > 0) await tellEndedFailed(deps, tx, contactId, at);
}

/**
 * Marks the contribution cancelled at `at`, once: false when it already was (a provider's
 * event got there before Agora's own cancellation, or the other way round). The membership
 * lasts to the end of the period paid for (no grace: nothing is being collected any more;
 * cancelled during the grace, it ended with that period), and the member and the team are
 * told.
 */
export async function markCancelled(
  deps: EventContext,
  tx: Transaction,
  contactId: string,
  at: Date,
  reason: "cancelled" | "staff" = "cancelled",
): Promise<boolean> {
  if ((await endSubscription(tx, contactId, at, true, reason)).length === 0) return false;
  const paid = await paidThrough(tx, contactId);
  if (paid) await shortenMembership(tx, contactId, paid);
  await tellCancelled(deps, tx, contactId, at);
  return true;
}
