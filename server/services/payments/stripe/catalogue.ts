import type Stripe from "stripe";
import { isMissing, readSubscription, stripeCall } from "./client";
import { MEMBERSHIP_PRODUCT_ID, type StripeProviderDependencies } from "./deps";
import { idOf } from "./translate";

export type StripeCatalogue = ReturnType<typeof stripeCatalogue>;

/**
 * What Agora keeps at Stripe for every price: the membership product and the inclusive tax
 * rates, each found or made once and remembered.
 */
export function stripeCatalogue(deps: StripeProviderDependencies) {
  const { stripe } = deps;
  let product: Promise<string> | undefined;
  const taxRates = new Map<number, Promise<string>>();

  /** The membership product: made once, found again after a restart (it has a fixed id). */
  function membershipProduct(): Promise<string> {
    product ??= stripeCall("find the membership product", async () => {
      try {
        return (await stripe.products.retrieve(MEMBERSHIP_PRODUCT_ID)).id;
      } catch (error) {
        if (!isMissing(error)) throw error;
        const made = await stripe.products.create(
          { id: MEMBERSHIP_PRODUCT_ID, name: "Membership" },
          { idempotencyKey: `product:${MEMBERSHIP_PRODUCT_ID}` },
        );
        return made.id;
      }
    });
    product.catch(() => (product = undefined));
    return product;
  }

  /** Agora's inclusive tax rates (`agora: membership`), active or not. */
  async function ourTaxRates(): Promise<Stripe.TaxRate[]> {
    const rates = await stripe.taxRates.list({ inclusive: true, limit: 100 });
    return rates.data.filter((rate) => rate.metadata?.agora === "membership");
  }

  /**
   * The inclusive tax rate of this percentage: Agora's, active again if it was set aside, or
   * made once. A percentage keeps one rate, so an id remembered by any server stays valid.
   */
  function taxRateId(percentage: number): Promise<string> {
    let found = taxRates.get(percentage);
    if (!found) {
      found = stripeCall("find the tax rate", async () => {
        const ours = (await ourTaxRates()).find((rate) => rate.percentage === percentage);
        if (ours && !ours.active) await stripe.taxRates.update(ours.id, { active: true });
        if (ours) return ours.id;
        const made = await stripe.taxRates.create(
          {
            display_name: "VAT",
            percentage,
            inclusive: true,
            metadata: { agora: "membership" },
          },
          { idempotencyKey: `tax-rate:${percentage}` },
        );
        return made.id;
      });
      found.catch(() => taxRates.delete(percentage));
      taxRates.set(percentage, found);
    }
    return found;
  }

  /** The rates a price carries now: the configured one, or none with tax off. */
  async function currentTaxRates(): Promise<string[]> {
    const percentage = await deps.taxRate();
    return percentage ? [await taxRateId(percentage)] : [];
  }

  const sameRates = (rates: (string | Stripe.TaxRate)[] | null | undefined, ids: string[]) => {
    const current = (rates ?? []).map((rate) => (typeof rate === "string" ? rate : rate.id));
    return current.length === ids.length && current.every((id) => ids.includes(id));
  };

  return {
    membershipProduct,
    currentTaxRates,

    async syncTaxRate(percentage: number | null): Promise<void> {
      await stripeCall("set the tax rate", async () => {
        if (percentage) {
          // Asked of Stripe again: the rate remembered may have been set aside since.
          taxRates.delete(percentage);
          await taxRateId(percentage);
        }
        for (const rate of await ourTaxRates()) {
          if (rate.active && rate.percentage !== percentage) {
            await stripe.taxRates.update(rate.id, { active: false });
          }
        }
      });
    },

    async alignInvoiceTax(invoiceId: string): Promise<void> {
      await stripeCall("set an invoice's tax rate", async () => {
        const invoice = await stripe.invoices.retrieve(invoiceId);
        const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
        // Only a subscription's invoice that can still change.
        if (invoice.status !== "draft" || !subscriptionId) return;
        const ids = await currentTaxRates();
        if (!sameRates(invoice.default_tax_rates, ids)) {
          await stripe.invoices.update(invoiceId, { default_tax_rates: ids.length ? ids : "" });
        }
        const current = await readSubscription(stripe, subscriptionId);
        if (current && !sameRates(current.default_tax_rates, ids)) {
          await stripe.subscriptions.update(subscriptionId, {
            default_tax_rates: ids.length ? ids : "",
            proration_behavior: "none",
          });
        }
      });
    },
  };
}
