import type Stripe from "stripe";
import type { StripeCountry, StripeMethod } from "@core/fees";

/** The methods a Stripe account of each region takes (BACS is British, SEPA and iDEAL European). */
export const STRIPE_METHODS_BY_COUNTRY: Readonly<Record<StripeCountry, readonly StripeMethod[]>> = {
  gb: ["s_card", "s_sepa", "s_bacs", "s_paypal"],
  eu: ["s_card", "s_sepa", "s_paypal", "s_ideal"],
  ca: ["s_card"],
};

/** The product every membership price belongs to, made on first use with this id. */
export const MEMBERSHIP_PRODUCT_ID = "agora-membership";

export interface StripeProviderDependencies {
  stripe: Stripe;
  country: StripeCountry;
  /** The organisation's currency (settings), e.g. GBP. */
  currency: () => Promise<string>;
  /** The tax included in prices, as a whole percentage; null when tax is off (settings). */
  taxRate: () => Promise<number | null>;
  /** The payment clock's time, for proration. */
  now: () => Promise<Date>;
}
