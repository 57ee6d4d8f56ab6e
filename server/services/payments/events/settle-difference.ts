import { eq } from "drizzle-orm";
import type { Transaction } from "@server/db/connection";
import { contributions } from "@server/db/schema";
import { differencePayment, methodSetUpExpires } from "../difference";
import {
  chargeMovedDifferenceJob,
  dropStrandedDifferenceJob,
  subscriptionChargeableJob,
} from "../provider-jobs";
import type { EventContext } from "./context";

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
export async function settleDifference(
  deps: EventContext,
  tx: Transaction,
  contactId: string,
  final = false,
  mandateId?: string,
) {
  const [row] = await tx.select().from(contributions).where(eq(contributions.contactId, contactId));
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
