import { useLingui } from "@lingui/react/macro";
import type { AmountProblem, EmailProblem } from "./join-model";
import type { PayerName } from "./PayerNameFields";

export interface JoinMessages {
  amount: Record<AmountProblem, string>;
  email: Record<EmailProblem, string>;
  names: Record<PayerName, string>;
}

/** What the join form says of each problem its fields can have. */
export function useJoinMessages(
  money: (amount: number) => string,
  minimum: number,
  monthly: boolean,
): JoinMessages {
  const { t } = useLingui();
  return {
    amount: {
      invalid: t`Enter an amount, such as 5 or 7.50`,
      "too-high": t`That is more than we can take in one contribution`,
      "below-minimum": monthly
        ? t`The minimum is ${money(minimum)} a month`
        : t`The minimum is ${money(minimum)} a year`,
    },
    email: {
      required: t`Enter your email address`,
      invalid: t`Enter an email address like name@example.org`,
    },
    names: { firstname: t`Enter your first name`, lastname: t`Enter your last name` },
  };
}
