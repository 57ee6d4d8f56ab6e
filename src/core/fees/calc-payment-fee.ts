import { DIRECT_DEBIT_FEE, STRIPE_FEES, applyFeeRate, type FeeRate } from "./fee-rates";
import type { ContributionPeriod, PaymentMethod, StripeCountry } from "./payment-method";

export interface FeeInput {
  amount: number;
  period: ContributionPeriod;
  paymentMethod: PaymentMethod;
}

/** Looks values up by own keys only: both arrive from JSON and may be anything. */
function findRate(method: string, country: string): FeeRate | undefined {
  if (method === "gc_direct-debit") return DIRECT_DEBIT_FEE;
  if (!Object.hasOwn(STRIPE_FEES, country)) return undefined;
  const rates: Readonly<Record<string, FeeRate>> = STRIPE_FEES[country as StripeCountry];
  return Object.hasOwn(rates, method) ? rates[method] : undefined;
}

/**
 * The fee a member may choose to cover on a monthly contribution; annual contributions have
 * none. The result is not rounded (0.2 + 1.5 % of 10 may come out as 0.35000000000000003):
 * round to the currency's minor unit where money is shown or charged, once.
 * An unknown method or country logs an error and gives 0, so a new method never blocks a join.
 */
export function calcPaymentFee(
  { amount, period, paymentMethod }: FeeInput,
  country: StripeCountry,
): number {
  if (period === "annually") return 0;
  const rate = findRate(paymentMethod, country);
  if (!rate) {
    console.error(
      `No payment fee is known for method "${paymentMethod}" in Stripe country "${country}"; charging no fee.`,
    );
    return 0;
  }
  return applyFeeRate(rate, amount);
}
