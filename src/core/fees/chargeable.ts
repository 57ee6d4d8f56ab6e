import { calcPaymentFee } from "./calc-payment-fee";
import type { ContributionPeriod, PaymentMethod, StripeCountry } from "./payment-method";

/** What a contribution's fee depends on; `payFee` is the member's choice to cover it. */
export interface ChargeInput {
  /** Per period, in currency units. */
  amount: number;
  period: ContributionPeriod;
  paymentMethod: PaymentMethod;
  payFee: boolean;
}

/** An amount in currency units as whole minor units (cents), the one place money is rounded. */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

/** The fee a contribution adds when the member covers it, in cents (0 when they do not). */
export function feeCents(input: ChargeInput, country: StripeCountry): number {
  return input.payFee ? toCents(calcPaymentFee(input, country)) : 0;
}

/**
 * What a provider charges each period, in cents: the amount plus the fee the member chose to
 * cover (contract 4.2). Annual contributions never carry a fee.
 */
export function chargeableCents(input: ChargeInput, country: StripeCountry): number {
  return toCents(input.amount) + feeCents(input, country);
}
