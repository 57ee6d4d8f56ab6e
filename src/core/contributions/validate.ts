import type { ContributionPeriod, PaymentMethod } from "../fees";
import { minimumAmount } from "./amounts";
import { payFeeProblem, type PayFeeProblem } from "./pay-fee";

/** Why a contribution form cannot be accepted, by field, for the server's 400 and the forms. */
export type ContributionProblemCode =
  "below-minimum" | "period-not-offered" | "method-not-offered" | PayFeeProblem;

export interface ContributionProblem {
  property: "amount" | "period" | "payFee" | "paymentMethod";
  code: ContributionProblemCode;
  /** English, for the API's error body; forms show their own translated words by `code`. */
  message: string;
}

/** The organisation's rules for contributions (content `join`). */
export interface ContributionRules {
  minMonthlyAmount: number;
  showAbsorbFee: boolean;
  /** The periods offered; any when left out. */
  periods?: readonly ContributionPeriod[];
  /** The payment methods offered now; not checked when left out (no new method). */
  paymentMethods?: readonly PaymentMethod[];
}

const FEE_MESSAGES: Record<PayFeeProblem, string> = {
  "fee-not-offered": "Covering the fee is not offered",
  "no-fee-on-annual": "Annual contributions carry no fee to cover",
  "fee-required": "A monthly contribution of 1 must cover the fee",
};

/** Everything wrong with a contribution under the organisation's rules; empty when it is fine. */
export function contributionProblems(
  form: {
    amount: number;
    period: ContributionPeriod;
    payFee: boolean;
    paymentMethod?: PaymentMethod;
  },
  rules: ContributionRules,
): ContributionProblem[] {
  const problems: ContributionProblem[] = [];
  if (rules.periods && !rules.periods.includes(form.period)) {
    problems.push({
      property: "period",
      code: "period-not-offered",
      message: `Contributions are offered ${rules.periods.join(" or ")}`,
    });
  }
  const minimum = minimumAmount(rules.minMonthlyAmount, form.period);
  if (form.amount < minimum) {
    problems.push({
      property: "amount",
      code: "below-minimum",
      message: `The minimum is ${minimum} ${form.period === "annually" ? "a year" : "a month"}`,
    });
  }
  const fee = payFeeProblem(form, rules);
  if (fee) problems.push({ property: "payFee", code: fee, message: FEE_MESSAGES[fee] });
  if (
    form.paymentMethod !== undefined &&
    rules.paymentMethods &&
    !rules.paymentMethods.includes(form.paymentMethod)
  ) {
    problems.push({
      property: "paymentMethod",
      code: "method-not-offered",
      message:
        rules.paymentMethods.length > 0
          ? `This payment method is not offered; use ${rules.paymentMethods.join(" or ")}`
          : "This payment method is not offered: contributions are not available yet",
    });
  }
  return problems;
}
