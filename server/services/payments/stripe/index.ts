import type Stripe from "stripe";
import type { PaymentProvider } from "../provider";
import { stripeCatalogue } from "./catalogue";
import { stripeCharges } from "./charges";
import { stripeCustomers } from "./customers";
import { STRIPE_METHODS_BY_COUNTRY, type StripeProviderDependencies } from "./deps";
import { stripeSetup } from "./setup";
import { stripeSubscriptions } from "./subscriptions";

export { MEMBERSHIP_PRODUCT_ID } from "./deps";

export type StripeProvider = PaymentProvider & {
  readonly stripe: Stripe;
  /**
   * The settings' tax changed (`percentage`, or null with tax off): its inclusive rate is made
   * or made active again, and Agora's other rates are set aside (inactive), as Stripe keeps
   * them on past invoices.
   */
  syncTaxRate(percentage: number | null): Promise<void>;
  /**
   * A subscription's draft invoice (`invoice.created`) and its subscription carry the tax rate
   * configured now (none with tax off), so a renewal after a change of the settings shows it.
   */
  alignInvoiceTax(invoiceId: string): Promise<void>;
};

/**
 * Stripe behind the provider interface (contract 4.3). The browser collects the payment method
 * with Stripe's Payment Element on a SetupIntent (card and bank details go from the browser to
 * Stripe, never through Agora); Agora then makes the customer and the subscription itself, with
 * a price of the member's amount (`price_data`), the configured tax included, first charged at
 * the renewal date of a period already paid for (a trial until then). Everything that creates
 * something carries an idempotency key, so a retried call makes one thing.
 */
export function createStripeProvider(deps: StripeProviderDependencies): StripeProvider {
  const catalogue = stripeCatalogue(deps);
  return {
    name: "stripe",
    methods: STRIPE_METHODS_BY_COUNTRY[deps.country],
    stripe: deps.stripe,
    ...stripeSetup(deps),
    ...stripeSubscriptions(deps, catalogue),
    ...stripeCharges(deps, catalogue),
    ...stripeCustomers(deps.stripe),
    syncTaxRate: catalogue.syncTaxRate,
    alignInvoiceTax: catalogue.alignInvoiceTax,
  };
}
