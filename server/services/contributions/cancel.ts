import { eq } from "drizzle-orm";
import { contributions } from "../../db/schema";
import { lockMembership } from "../membership/roles";
import { cancelMandateJob } from "../payments/provider-jobs";
import { actingAs, type ContributionContext } from "./context";
import { cantUpdate, withProvider } from "./errors";

/**
 * `POST /contact/:id/contribution/cancel`: the provider stops collecting and the payment
 * method is dropped; the membership lasts to the end of the period paid for. `actorId`: the
 * staff member cancelling, named on the contact's timeline.
 */
export async function cancelContribution(
  ctx: ContributionContext,
  contactId: string,
  actorId?: string,
): Promise<void> {
  const { db, payments, jobs } = ctx;
  const row = await ctx.find(contactId);
  // Ended after failed payments, nothing is collected any more: there is nothing to cancel.
  const ended = row?.endedReason === "payment-failed" && !row.subscriptionId;
  if (!row || row.type === "None" || row.cancelledAt || ended) {
    throw cantUpdate("There is no contribution to cancel");
  }
  const provider = ctx.providerOf(row);
  if (provider && row.subscriptionId) {
    const subscriptionId = row.subscriptionId;
    await withProvider(() => provider.cancelSubscription(subscriptionId));
  }
  const now = await payments.clock.now();
  await db.transaction(async (tx) => {
    await lockMembership(tx, contactId);
    await actingAs(tx, actorId);
    const reason = actorId ? "staff" : "cancelled";
    if (await payments.events.markCancelled(tx, contactId, now, reason)) {
      await ctx.emit?.(tx, "contribution.cancelled", {
        contactId,
        cancelledAt: now.toISOString(),
      });
    }
    if (row.mandateId && row.provider) {
      await jobs.enqueue(tx, cancelMandateJob, {
        provider: row.provider,
        mandateId: row.mandateId,
      });
      await tx
        .update(contributions)
        .set({ mandateId: null })
        .where(eq(contributions.contactId, contactId));
    }
  });
  jobs.poke();
}
