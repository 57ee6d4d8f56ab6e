import { and, eq } from "drizzle-orm";
import type { PaymentProviderName } from "@core/payments";
import type { Transaction } from "@server/db/connection";
import { contributions, paymentCustomers } from "@server/db/schema";
import { customerOf, type EventContext } from "./context";
import { applyPayment } from "./payment";
import type { ProviderEvent } from "./schema";
import { applySubscriptionEnded } from "./subscription-ended";

/**
 * An event's effects, in the transaction that records its id: what it changes, and the
 * outbound webhooks it sends.
 */
export async function applyEvent(
  deps: EventContext,
  tx: Transaction,
  provider: PaymentProviderName,
  event: ProviderEvent,
  graceDays: number,
  now: Date,
): Promise<void> {
  switch (event.type) {
    case "payment.updated": {
      await applyPayment(deps, tx, provider, event, graceDays, now);
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
      await applySubscriptionEnded(deps, tx, provider, event, graceDays);
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
          and(eq(contributions.provider, provider), eq(contributions.mandateId, event.mandate.id)),
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
}
