import { SetupIncompleteError, type PaymentProvider } from "../provider";
import type { StripeCatalogue } from "./catalogue";
import { readSubscription, stripeCall, toUnix } from "./client";
import { MEMBERSHIP_PRODUCT_ID, type StripeProviderDependencies } from "./deps";
import { LIVE_STATUSES, idOf, stateOf } from "./translate";

/**
 * Subscriptions at the member's amount (`price_data` on the membership product), the configured
 * tax included, first charged at the renewal date of a period already paid for (a trial until
 * then).
 */
export function stripeSubscriptions(
  deps: StripeProviderDependencies,
  { membershipProduct, currentTaxRates }: StripeCatalogue,
): Pick<
  PaymentProvider,
  "createSubscription" | "getSubscription" | "updateSubscription" | "cancelSubscription"
> {
  const { stripe } = deps;
  const subscription = (id: string) => readSubscription(stripe, id);

  return {
    async createSubscription(request) {
      const [currency, taxRateIds, productId, now] = await Promise.all([
        deps.currency(),
        currentTaxRates(),
        membershipProduct(),
        deps.now(),
      ]);
      // A period already paid for: nothing is charged until it ends (a trial to that day).
      const later = request.startAt.getTime() > now.getTime() + 60_000;
      const created = await stripeCall("create a subscription", () =>
        stripe.subscriptions.create(
          {
            customer: request.customerId,
            default_payment_method: request.mandateId,
            items: [
              {
                price_data: {
                  currency: currency.toLowerCase(),
                  product: productId,
                  unit_amount: request.chargeable,
                  recurring: { interval: request.period === "annually" ? "year" : "month" },
                },
              },
            ],
            default_tax_rates: taxRateIds,
            off_session: true,
            // The first invoice may need days (a direct debit): the subscription waits for it.
            payment_behavior: "allow_incomplete",
            ...(later ? { trial_end: toUnix(request.startAt) } : {}),
          },
          { idempotencyKey: `subscription:${request.idempotencyKey}` },
        ),
      );
      return stateOf(created);
    },

    async getSubscription(subscriptionId) {
      const found = await subscription(subscriptionId);
      return found && stateOf(found);
    },

    async updateSubscription(subscriptionId, change) {
      const current = await subscription(subscriptionId);
      const item = current?.items.data[0];
      if (!current || !item) throw new SetupIncompleteError(`No subscription ${subscriptionId}`);
      const price = item.price;
      const updated = await stripeCall("change a subscription", () =>
        stripe.subscriptions.update(subscriptionId, {
          ...(change.chargeable !== undefined
            ? {
                items: [
                  {
                    id: item.id,
                    price_data: {
                      currency: price.currency,
                      product: idOf(price.product) ?? MEMBERSHIP_PRODUCT_ID,
                      unit_amount: change.chargeable,
                      recurring: { interval: price.recurring?.interval ?? "month" },
                    },
                  },
                ],
                // The new amount from the next invoice: a difference paid now is a charge of
                // its own (`charge`), as the contract's rules decide.
                proration_behavior: "none" as const,
              }
            : {}),
          ...(change.mandateId !== undefined ? { default_payment_method: change.mandateId } : {}),
        }),
      );
      return stateOf(updated);
    },

    async cancelSubscription(subscriptionId) {
      const current = await subscription(subscriptionId);
      if (!current || !LIVE_STATUSES.includes(current.status)) return;
      await stripeCall("cancel a subscription", () => stripe.subscriptions.cancel(subscriptionId));
    },
  };
}
