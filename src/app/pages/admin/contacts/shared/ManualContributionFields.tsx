import { css } from "@linaria/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { hasWholeCents } from "@core/contributions/amounts";
import {
  RadioGroup,
  Select,
  TextField,
  type NumberBinding,
  type RadioBinding,
  type TextBinding,
} from "@ui/form";

const pair = css`
  display: grid;
  gap: 1.25rem;
  @media (min-width: 640px) {
    grid-template-columns: minmax(0, 12rem) minmax(0, 12rem);
  }
`;

/** The fields' labels, for the forms that hold them. */
export const MANUAL_CONTRIBUTION_LABELS = {
  type: msg`Contribution`,
  amount: msg`Amount`,
  period: msg`Period`,
  source: msg`Paid by`,
  reference: msg`Reference`,
};

/** What is wrong with a manual contribution's amount, as a form's rule across its fields. */
export const manualAmountProblem = (type: string, amount: number | undefined) =>
  type !== "Manual"
    ? undefined
    : amount === undefined
      ? msg`Enter the amount.`
      : hasWholeCents(amount)
        ? undefined
        : msg`Enter an amount with at most two decimals, such as 5 or 7.50.`;

/**
 * A contribution paid outside the payment providers (cash, a standing order: amount, period,
 * where it comes from and its reference), or none: the fields, bound to a form's values.
 */
export function ManualContributionFields({
  type,
  amount,
  period,
  source,
  reference,
  hint,
}: {
  /** Under the choice's legend, e.g. what a manual contribution is for. */
  hint?: string;
  type: RadioBinding;
  amount: NumberBinding;
  period: TextBinding;
  source: TextBinding;
  reference: TextBinding;
}) {
  const { t } = useLingui();
  return (
    <>
      <RadioGroup
        {...type}
        hint={hint}
        options={[
          { value: "Manual", label: t`A manual contribution` },
          { value: "None", label: t`No contribution` },
        ]}
      />
      {type.value === "Manual" && (
        <>
          <div className={pair}>
            <TextField {...amount} inputMode="decimal" step="0.01" min="0" />
            <Select
              {...period}
              options={[
                { value: "monthly", label: t`Monthly` },
                { value: "annually", label: t`Annually` },
              ]}
            />
          </div>
          <TextField
            {...source}
            autoComplete="off"
            hint={t`Optional, e.g. cash or standing order.`}
          />
          <TextField {...reference} autoComplete="off" hint={t`Optional.`} />
        </>
      )}
    </>
  );
}
