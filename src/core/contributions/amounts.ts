import type { ContributionPeriod } from "../fees";
import { MONTHS_PER_PERIOD } from "./dates";

/** The most one contribution may be per period: a typo's guard, far above any real one. */
export const MAX_CONTRIBUTION_AMOUNT = 100_000;

/** An amount per period as a monthly amount (an annual 60 is 5 a month). */
export function monthlyAmount(amount: number, period: ContributionPeriod): number {
  return amount / MONTHS_PER_PERIOD[period];
}

/** A monthly amount as the amount per period, to the cent (contract 4.2). */
export function amountPerPeriod(monthly: number, period: ContributionPeriod): number {
  return Math.round(monthly * MONTHS_PER_PERIOD[period] * 100) / 100;
}

/** The least a member may give per period: the monthly minimum, twelve times for a year. */
export function minimumAmount(minMonthlyAmount: number, period: ContributionPeriod): number {
  return minMonthlyAmount * MONTHS_PER_PERIOD[period];
}

/**
 * The amount shown when a reader switches period on the join form (behaviour B3): twelve
 * times a monthly amount, or a twelfth of an annual one rounded down to a whole unit.
 */
export function convertAmount(
  amount: number,
  from: ContributionPeriod,
  to: ContributionPeriod,
): number {
  if (from === to) return amount;
  return to === "annually" ? amount * 12 : Math.floor(amount / 12);
}

/**
 * Whether an amount is a whole number of cents: exactly the number its cents make (what "4.99"
 * reads as). Compared without tolerance, so 4.999999999 is refused rather than taken as 5.
 */
export function hasWholeCents(amount: number): boolean {
  return Number.isFinite(amount) && Math.round(amount * 100) / 100 === amount;
}
