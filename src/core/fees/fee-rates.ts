import type { StripeCountry, StripeMethod } from "./payment-method";

/** A fee of `fixed + percent % of the amount`, kept within `min` and `max` when given. */
export interface FeeRate {
  fixed: number;
  percent: number;
  min?: number;
  max?: number;
}

/** For methods a region's Stripe account does not offer. */
const NO_FEE: FeeRate = { fixed: 0, percent: 0 };

/** Stripe's fees per region and method (SPEC section 9), in the contribution's currency. */
export const STRIPE_FEES: Readonly<Record<StripeCountry, Readonly<Record<StripeMethod, FeeRate>>>> =
  {
    gb: {
      s_card: { fixed: 0.2, percent: 1.5 },
      s_sepa: { fixed: 0.3, percent: 0 },
      s_bacs: { fixed: 0, percent: 1, min: 0.2, max: 2 },
      s_paypal: { fixed: 0.1, percent: 2 },
      s_ideal: { fixed: 0.3, percent: 0 },
    },
    eu: {
      s_card: { fixed: 0.25, percent: 1.5 },
      s_sepa: { fixed: 0.35, percent: 0 },
      s_bacs: NO_FEE,
      s_paypal: { fixed: 0.1, percent: 2 },
      s_ideal: { fixed: 0.35, percent: 0 },
    },
    ca: {
      s_card: { fixed: 0.3, percent: 2.9 },
      s_sepa: NO_FEE,
      s_bacs: NO_FEE,
      s_paypal: NO_FEE,
      s_ideal: NO_FEE,
    },
  };

/** GoCardless charges the same everywhere. */
export const DIRECT_DEBIT_FEE: FeeRate = { fixed: 0.2, percent: 1 };

export function applyFeeRate(rate: FeeRate, amount: number): number {
  const fee = rate.fixed + (amount * rate.percent) / 100;
  return Math.min(rate.max ?? Infinity, Math.max(rate.min ?? -Infinity, fee));
}
