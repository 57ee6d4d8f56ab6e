import {
  array,
  boolean,
  integer,
  min,
  number,
  object,
  size,
  string,
  type Infer,
} from "superstruct";
import {
  CONTRIBUTION_PERIODS,
  ContributionPeriod,
  PAYMENT_METHODS,
  PaymentMethod,
  StripeCountry,
} from "../fees";
import { minimumAmount } from "../contributions/amounts";
import { defineContent } from "./define";

const amount = () => min(number(), 0);

export const PeriodPresets = object({
  name: ContributionPeriod,
  presetAmounts: size(array(amount()), 0, 10),
});

/** The join form: texts, suggested amounts and payment methods. */
export const joinContent = defineContent(
  {
    title: string(),
    subtitle: string(),
    initialAmount: amount(),
    initialPeriod: ContributionPeriod,
    periods: size(array(PeriodPresets), 0, CONTRIBUTION_PERIODS.length),
    showNoContribution: boolean(),
    paymentMethods: size(array(PaymentMethod), 0, PAYMENT_METHODS.length),
    minMonthlyAmount: min(integer(), 1),
    showAbsorbFee: boolean(),
    // Kept for clients of the old contract; `payment` is where these belong now.
    stripePublicKey: string(),
    stripeCountry: StripeCountry,
  },
  {
    defaults: {
      title: "",
      subtitle: "",
      initialAmount: 5,
      initialPeriod: "monthly",
      periods: [
        { name: "monthly", presetAmounts: [3, 5, 10, 20] },
        { name: "annually", presetAmounts: [36, 60, 120, 240] },
      ],
      showNoContribution: false,
      paymentMethods: ["s_card", "gc_direct-debit"],
      minMonthlyAmount: 1,
      showAbsorbFee: true,
      stripePublicKey: "",
      stripeCountry: "gb",
    },
    readOnly: ["stripePublicKey", "stripeCountry"],
  },
);

export type JoinContent = Infer<typeof joinContent.struct>;

/**
 * The payment methods the join form offers: those the admins chose that a configured provider
 * takes, in the providers' order; all the providers take when none of the chosen is (a fresh
 * instance on the test provider, or a provider changed since).
 */
export function offeredPaymentMethods(
  chosen: readonly PaymentMethod[],
  available: readonly PaymentMethod[],
): PaymentMethod[] {
  const offered = available.filter((method) => chosen.includes(method));
  return offered.length > 0 ? offered : [...available];
}

/** One thing wrong with a join form: its field, its kind and numbers, and in English. */
export type JoinContentProblem =
  | { property: "periods"; kind: "duplicate-period"; message: string }
  | {
      property: "periods";
      kind: "preset-below-minimum";
      /** The period's place in `periods`. */
      index: number;
      period: ContributionPeriod;
      minimum: number;
      message: string;
    }
  | { property: "initialPeriod"; kind: "period-not-offered"; message: string }
  | { property: "initialAmount"; kind: "below-minimum"; minimum: number; message: string };

/**
 * What is wrong with a join form as a whole (the membership builder's rules, B11): suggested
 * and default amounts at least the minimum (twelve times it for a year), the default period
 * among those offered, each period offered once. By field, with the English message the API's
 * 400 gives and what the builder needs to say it in the admin's language.
 */
export function joinContentProblems(join: JoinContent): JoinContentProblem[] {
  const problems: JoinContentProblem[] = [];
  const names = join.periods.map((period) => period.name);
  if (new Set(names).size !== names.length) {
    problems.push({
      property: "periods",
      kind: "duplicate-period",
      message: "Offer each period once",
    });
  }
  join.periods.forEach((period, index) => {
    const minimum = minimumAmount(join.minMonthlyAmount, period.name);
    if (period.presetAmounts.some((amount) => amount < minimum)) {
      problems.push({
        property: "periods",
        kind: "preset-below-minimum",
        index,
        period: period.name,
        minimum,
        message: `Suggested ${period.name} amounts must be at least ${minimum}`,
      });
    }
  });
  if (names.length > 0 && !names.includes(join.initialPeriod)) {
    problems.push({
      property: "initialPeriod",
      kind: "period-not-offered",
      message: "Must be one of the periods offered",
    });
  }
  const minimum = minimumAmount(join.minMonthlyAmount, join.initialPeriod);
  if (join.initialAmount < minimum) {
    problems.push({
      property: "initialAmount",
      kind: "below-minimum",
      minimum,
      message: `Must be at least ${minimum}`,
    });
  }
  return problems;
}
