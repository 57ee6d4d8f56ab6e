import type { PaymentProvider } from "../provider";
import { RENEWAL_OF } from "./api";
import { SCHEME_CURRENCIES, unlessDone, type GoCardlessProviderDependencies } from "./calls";

/** Payments still on their way to the bank (a direct debit takes days). */
const PENDING_PAYMENT_STATUSES = ["pending_customer_approval", "pending_submission", "submitted"];

/** A failed payment GoCardless is about to retry waits for submission again. */
const RETRYING = ["pending_submission"];

/** Payments taken on a mandate: one-off charges, failed ones paid again, those on their way. */
export function goCardlessCharges(
  deps: GoCardlessProviderDependencies,
): Pick<PaymentProvider, "charge" | "payFailedRenewal" | "payFailedCharge" | "hasPendingPayment"> {
  const { api } = deps;

  return {
    async charge(request) {
      const mandate = await api.getMandate(request.mandateId);
      const currency = SCHEME_CURRENCIES[mandate.scheme ?? ""] ?? (await deps.currency());
      const payment = await api.createPayment(
        {
          amount: request.amount,
          currency,
          description: request.description,
          links: { mandate: request.mandateId },
          // Read back by the webhook as a payment of that period, as `payFailedRenewal`'s.
          ...(request.renewalOf
            ? {
                metadata: {
                  [RENEWAL_OF.subscription]: request.renewalOf.subscriptionId,
                  [RENEWAL_OF.periodEnd]: request.renewalOf.periodEnd.toISOString(),
                },
              }
            : {}),
        },
        `charge:${request.idempotencyKey}`,
      );
      return { paymentId: payment.id ?? "" };
    },

    // A payment stays on its mandate: the failed one is cancelled if GoCardless was about to
    // retry it, and a new one for the same amount is taken on the new mandate, naming the
    // subscription and period it pays for (the webhook reads them back).
    async payFailedRenewal(renewal) {
      const failed = await api.getPayment(renewal.paymentId);
      if (RETRYING.includes(failed.status ?? "")) {
        await unlessDone(() => api.cancelPayment(renewal.paymentId));
      }
      const mandate = await api.getMandate(renewal.mandateId);
      const currency = SCHEME_CURRENCIES[mandate.scheme ?? ""] ?? (await deps.currency());
      const payment = await api.createPayment(
        {
          amount: renewal.amount,
          currency,
          description: "Membership",
          links: { mandate: renewal.mandateId },
          metadata: {
            [RENEWAL_OF.subscription]: renewal.subscriptionId,
            [RENEWAL_OF.periodEnd]: renewal.periodEnd.toISOString(),
          },
        },
        `recover:${renewal.idempotencyKey}`,
      );
      return { paymentId: payment.id ?? "" };
    },

    // As a renewal: the failed one-off is cancelled if GoCardless was about to retry it, and
    // a new one-off for the same amount is taken on the new mandate.
    async payFailedCharge(charge) {
      const failed = await api.getPayment(charge.paymentId);
      if (RETRYING.includes(failed.status ?? "")) {
        await unlessDone(() => api.cancelPayment(charge.paymentId));
      }
      const mandate = await api.getMandate(charge.mandateId);
      const currency = SCHEME_CURRENCIES[mandate.scheme ?? ""] ?? (await deps.currency());
      const payment = await api.createPayment(
        {
          amount: charge.amount,
          currency,
          description: charge.description,
          links: { mandate: charge.mandateId },
        },
        `recover:${charge.idempotencyKey}`,
      );
      return { paymentId: payment.id ?? "" };
    },

    async hasPendingPayment(customerId) {
      const recent = await api.listPayments({ customer: customerId, limit: "50" });
      return recent.some((payment) => PENDING_PAYMENT_STATUSES.includes(payment.status ?? ""));
    },
  };
}
