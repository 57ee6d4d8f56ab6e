import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { joinContentProblems, type JoinContent } from "@core/content/join";
import type { ContributionPeriod, PaymentMethod } from "@core/fees";
import { parseAmount } from "@ui/join-form/join-model";

/**
 * The membership builder's join form, apart from how it looks: the form's values from the
 * three documents it edits (join, payment, general) and back, and what keeps them from being
 * saved, by `joinContentProblems` (the API's own rules) said in the admin's language.
 */

export interface PeriodValues {
  name: ContributionPeriod;
  /** As typed, so "5." stays while the admin edits. */
  presetAmounts: string[];
}

export interface JoinFormValues {
  title: string;
  subtitle: string;
  periods: PeriodValues[];
  minMonthlyAmount: number | undefined;
  /** The default period and amount as one choice: `monthly_5`. */
  initial: string;
  showNoContribution: boolean;
  showAbsorbFee: boolean;
  paymentMethods: PaymentMethod[];
  backgroundUrl: string;
  noticeText: string;
}

export const initialChoice = (period: ContributionPeriod, amount: number) => `${period}_${amount}`;

export function parseInitialChoice(
  choice: string,
): { period: ContributionPeriod; amount: number } | undefined {
  const [period, amount] = choice.split("_");
  const value = Number(amount);
  if ((period !== "monthly" && period !== "annually") || !Number.isFinite(value)) return undefined;
  return { period, amount: value };
}

export function joinFormValues(
  join: JoinContent,
  noticeText: string,
  backgroundUrl: string,
): JoinFormValues {
  return {
    title: join.title,
    subtitle: join.subtitle,
    periods: join.periods.map((period) => ({
      name: period.name,
      presetAmounts: period.presetAmounts.map(String),
    })),
    minMonthlyAmount: join.minMonthlyAmount,
    initial: initialChoice(join.initialPeriod, join.initialAmount),
    showNoContribution: join.showNoContribution,
    showAbsorbFee: join.showAbsorbFee,
    paymentMethods: [...join.paymentMethods],
    backgroundUrl,
    noticeText,
  };
}

/**
 * The periods as they are: `useForm` asks `validate` about values with a field emptied (to
 * know whether it is required), a period or an amount among them.
 */
const periodsOf = (values: JoinFormValues): PeriodValues[] =>
  values.periods
    .filter((period): period is PeriodValues => typeof period === "object" && period !== null)
    .map((period) => ({
      name: period.name,
      presetAmounts: (period.presetAmounts ?? []).map((text) => text ?? ""),
    }));

/** The join document the values make; amounts that are no number are left out. */
export function joinContentOf(values: JoinFormValues, current: JoinContent): JoinContent {
  const initial = parseInitialChoice(values.initial ?? "");
  return {
    ...current,
    title: values.title.trim(),
    subtitle: values.subtitle,
    periods: periodsOf(values).map((period) => ({
      name: period.name,
      presetAmounts: period.presetAmounts
        .map(parseAmount)
        .filter((amount): amount is number => amount !== undefined),
    })),
    minMonthlyAmount: values.minMonthlyAmount ?? current.minMonthlyAmount,
    initialPeriod: initial?.period ?? current.initialPeriod,
    initialAmount: initial?.amount ?? current.initialAmount,
    showNoContribution: values.showNoContribution,
    showAbsorbFee: values.showAbsorbFee,
    paymentMethods: values.paymentMethods,
  };
}

/** The default choices: every suggested amount of the periods offered, and the current one. */
export function initialChoices(
  values: JoinFormValues,
): { value: string; period: ContributionPeriod; amount: number }[] {
  const choices = periodsOf(values).flatMap((period) =>
    period.presetAmounts
      .map(parseAmount)
      .filter((amount): amount is number => amount !== undefined)
      .map((amount) => ({
        value: initialChoice(period.name, amount),
        period: period.name,
        amount,
      })),
  );
  const current = parseInitialChoice(values.initial);
  if (current && !choices.some((choice) => choice.value === values.initial)) {
    choices.unshift({ value: values.initial, ...current });
  }
  return choices;
}

type Problems = Partial<Record<string, MessageDescriptor>>;

/**
 * What is wrong, by field path: amounts that are no number next to themselves, the rules of
 * `joinContentProblems` next to the period, the default or the minimum they concern.
 */
export function joinFormProblems(values: JoinFormValues, current: JoinContent): Problems {
  const problems: Problems = {};
  periodsOf(values).forEach((period, index) => {
    period.presetAmounts.forEach((text, at) => {
      if (parseAmount(text) === undefined) {
        problems[`periods.${index}.presetAmounts.${at}`] = msg`Enter an amount, such as 5 or 7.50`;
      }
    });
  });
  if (values.minMonthlyAmount === undefined) return problems;
  for (const problem of joinContentProblems(joinContentOf(values, current))) {
    switch (problem.kind) {
      case "duplicate-period":
        problems.periods = msg`Offer each period once`;
        break;
      case "preset-below-minimum": {
        const minimum = problem.minimum;
        problems[`periods.${problem.index}`] =
          problem.period === "monthly"
            ? msg`Each suggested monthly amount must be at least ${minimum}`
            : msg`Each suggested annual amount must be at least ${minimum}`;
        break;
      }
      case "period-not-offered":
        problems.initial = msg`Choose a default among the periods offered`;
        break;
      case "below-minimum": {
        const minimum = problem.minimum;
        problems.initial = msg`The default amount must be at least ${minimum}`;
        break;
      }
    }
  }
  return problems;
}
