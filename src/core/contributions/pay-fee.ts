import type { ContributionPeriod } from "../fees";

/**
 * Why the member's choice to cover the fee is not allowed (contract 4.2): the organisation
 * does not offer the choice, annual contributions carry no fee, or a monthly amount of exactly
 * 1 must cover it (the fee would eat most of it).
 */
export type PayFeeProblem = "fee-not-offered" | "no-fee-on-annual" | "fee-required";

/** Whether the fee must be covered: a monthly contribution of exactly 1. */
export function isFeeRequired(amount: number, period: ContributionPeriod): boolean {
  return period === "monthly" && amount === 1;
}

/**
 * What is wrong with `payFee`, if anything. Without the option (`showAbsorbFee` off) nobody
 * covers a fee, so an amount of 1 is then allowed without one.
 */
export function payFeeProblem(
  contribution: { amount: number; period: ContributionPeriod; payFee: boolean },
  options: { showAbsorbFee: boolean },
): PayFeeProblem | undefined {
  const { amount, period, payFee } = contribution;
  if (!options.showAbsorbFee) return payFee ? "fee-not-offered" : undefined;
  if (period === "annually") return payFee ? "no-fee-on-annual" : undefined;
  if (!payFee && isFeeRequired(amount, period)) return "fee-required";
  return undefined;
}
