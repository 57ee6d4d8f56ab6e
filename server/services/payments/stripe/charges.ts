import { RENEWAL_OF, type PaymentProvider } from "../provider";
import type { StripeCatalogue } from "./catalogue";
import { isDeclined, stripeCall } from "./client";
import type { StripeProviderDependencies } from "./deps";

/** One-off charges (invoices of their own), failed invoices paid again, those still open. */
export function stripeCharges(
  deps: StripeProviderDependencies,
  { currentTaxRates }: StripeCatalogue,
): Pick<PaymentProvider, "charge" | "payFailedRenewal" | "payFailedCharge" | "hasPendingPayment"> {
  const { stripe } = deps;

  /** Pays a failed invoice (a renewal's, or a difference's) now with the new payment method. */
  async function payOpenInvoice(failed: {
    paymentId: string;
    mandateId: string;
    idempotencyKey: string;
  }): Promise<{ paymentId: string }> {
    return stripeCall("pay a failed invoice", async () => {
      const invoice = await stripe.invoices.retrieve(failed.paymentId);
      if (invoice.status === "open" || invoice.status === "uncollectible") {
        try {
          await stripe.invoices.pay(
            failed.paymentId,
            { payment_method: failed.mandateId, off_session: true },
            { idempotencyKey: `recover:${failed.idempotencyKey}` },
          );
        } catch (error) {
          // Declined again: an outcome, reported by the webhook (payment failed).
          if (!isDeclined(error)) throw error;
        }
      }
      return { paymentId: failed.paymentId };
    });
  }

  return {
    async charge(request) {
      const [currency, taxRateIds] = await Promise.all([deps.currency(), currentTaxRates()]);
      return stripeCall("charge", async () => {
        const invoice = await stripe.invoices.create(
          {
            customer: request.customerId,
            // The same tax included as in the subscription's invoices.
            default_tax_rates: taxRateIds,
            collection_method: "charge_automatically",
            default_payment_method: request.mandateId,
            pending_invoice_items_behavior: "exclude",
            description: request.description,
            auto_advance: true,
            // Read back by the webhook as a payment of that period.
            ...(request.renewalOf
              ? {
                  metadata: {
                    [RENEWAL_OF.subscription]: request.renewalOf.subscriptionId,
                    [RENEWAL_OF.periodEnd]: request.renewalOf.periodEnd.toISOString(),
                  },
                }
              : {}),
          },
          { idempotencyKey: `charge:${request.idempotencyKey}:invoice` },
        );
        await stripe.invoiceItems.create(
          {
            customer: request.customerId,
            invoice: invoice.id,
            amount: request.amount,
            currency: currency.toLowerCase(),
            description: request.description,
          },
          { idempotencyKey: `charge:${request.idempotencyKey}:item` },
        );
        const current = await stripe.invoices.retrieve(invoice.id);
        if (current.status === "draft") await stripe.invoices.finalizeInvoice(invoice.id);
        if (current.status === "draft" || current.status === "open") {
          try {
            await stripe.invoices.pay(
              invoice.id,
              {},
              {
                idempotencyKey: `charge:${request.idempotencyKey}:pay`,
              },
            );
          } catch (error) {
            // A declined charge is an outcome, reported by the webhook (payment failed).
            if (!isDeclined(error)) throw error;
          }
        }
        return { paymentId: invoice.id };
      });
    },

    // What Stripe's own retry does, with the new method: the open invoice is paid, so its
    // period (or a difference charged now) is charged once and Stripe stops retrying it.
    payFailedRenewal: payOpenInvoice,
    payFailedCharge: payOpenInvoice,

    async hasPendingPayment(customerId) {
      const open = await stripeCall("list invoices", () =>
        stripe.invoices.list({ customer: customerId, status: "open", limit: 1 }),
      );
      return open.data.length > 0;
    },
  };
}
