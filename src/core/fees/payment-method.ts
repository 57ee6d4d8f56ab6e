/** How a contribution is paid: Stripe methods start with `s_`, GoCardless with `gc_`. */
export const PAYMENT_METHODS = [
  "s_card",
  "s_sepa",
  "s_bacs",
  "s_paypal",
  "s_ideal",
  "gc_direct-debit",
] as const;

export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export type StripeMethod = Exclude<PaymentMethod, "gc_direct-debit">;

/** The Stripe account's region, which sets its prices: UK, euro area or Canada. */
export type StripeCountry = "gb" | "eu" | "ca";

export type ContributionPeriod = "monthly" | "annually";
