import { enums, type Infer } from "superstruct";

/** How a contribution is paid: Stripe methods start with `s_`, GoCardless with `gc_`. */
export const PAYMENT_METHODS = [
  "s_card",
  "s_sepa",
  "s_bacs",
  "s_paypal",
  "s_ideal",
  "gc_direct-debit",
] as const;
export const PaymentMethod = enums(PAYMENT_METHODS);
export type PaymentMethod = Infer<typeof PaymentMethod>;
export type StripeMethod = Exclude<PaymentMethod, "gc_direct-debit">;

/** The Stripe account's region, which sets its prices: UK, euro area or Canada. */
export const STRIPE_COUNTRIES = ["gb", "eu", "ca"] as const;
export const StripeCountry = enums(STRIPE_COUNTRIES);
export type StripeCountry = Infer<typeof StripeCountry>;

export const CONTRIBUTION_PERIODS = ["monthly", "annually"] as const;
export const ContributionPeriod = enums(CONTRIBUTION_PERIODS);
export type ContributionPeriod = Infer<typeof ContributionPeriod>;
