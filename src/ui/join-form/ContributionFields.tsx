import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { Checkbox } from "../form/Checkbox";
import { fieldset } from "../form/fieldStyles";
import { visuallyHidden } from "../styles/visuallyHidden";
import { Text } from "../typography/Text";
import { AmountField } from "./AmountField";
import {
  minimumFor,
  offeredPeriods,
  presetAmounts,
  switchPeriod,
  takesContributions,
  type JoinSettings,
  type JoinValues,
} from "./join-model";
import { PeriodChoice } from "./PeriodChoice";

const contribution = css`
  display: flex;
  flex-direction: column;
  gap: 1rem;

  &:disabled {
    opacity: 0.55;
  }
`;

export interface ContributionFieldsProps {
  settings: JoinSettings;
  values: JoinValues;
  money(amount: number): string;
  /** The amount's problem, hidden while the reader gives nothing. */
  error: string | undefined;
  onPeriod(change: (values: JoinValues) => JoinValues): void;
  onAmount(text: string): void;
  onNoContribution(checked: boolean): void;
}

/** The join form's period and amount, or why there are none, and "no contribution right now". */
export function ContributionFields({
  settings,
  values,
  money,
  error,
  onPeriod,
  onAmount,
  onNoContribution,
}: ContributionFieldsProps) {
  const { t } = useLingui();
  const { join, general } = settings;
  if (general.hideContribution) return null;
  if (!takesContributions(settings)) {
    return <Text>{t`Contributions are not available yet: you can join without one for now.`}</Text>;
  }
  const monthly = values.period === "monthly";
  return (
    <>
      <fieldset className={`${fieldset} ${contribution}`} disabled={values.noContribution}>
        <legend className={visuallyHidden}>{t`Your contribution`}</legend>
        <PeriodChoice
          id="join-period"
          periods={offeredPeriods(join)}
          value={values.period}
          onChange={(period) => onPeriod((current) => switchPeriod(current, period))}
        />
        <AmountField
          id="join-amount"
          label={monthly ? t`Amount per month` : t`Amount per year`}
          symbol={general.currencySymbol}
          value={values.amount}
          minimum={minimumFor(settings, values.period)}
          presets={presetAmounts(join, values.period)}
          money={money}
          error={values.noContribution ? undefined : error}
          onChange={onAmount}
        />
      </fieldset>
      {join.showNoContribution && (
        <Checkbox
          id="join-no-contribution"
          label={t`No contribution right now`}
          checked={values.noContribution}
          onChange={(event) => onNoContribution(event.currentTarget.checked)}
        />
      )}
    </>
  );
}
