import { useLingui } from "@lingui/react/macro";
import type { ContributionPeriod } from "@core/fees/payment-method";
import { fieldset } from "../form/fieldStyles";
import { legend, tile, tiles } from "./styles";

export interface PeriodChoiceProps {
  id: string;
  periods: readonly ContributionPeriod[];
  value: ContributionPeriod;
  disabled?: boolean;
  onChange(period: ContributionPeriod): void;
}

/** Monthly or annual, as two tiles; nothing to choose when one period is offered. */
export function PeriodChoice({ id, periods, value, disabled, onChange }: PeriodChoiceProps) {
  const { t } = useLingui();
  if (periods.length < 2) return null;
  const names: Record<ContributionPeriod, string> = { monthly: t`Monthly`, annually: t`Annually` };
  return (
    <fieldset className={fieldset} disabled={disabled}>
      <legend className={legend}>{t`How often`}</legend>
      <div className={tiles}>
        {periods.map((period) => (
          <div key={period} className={tile}>
            <input
              type="radio"
              id={`${id}-${period}`}
              name={`${id}-period`}
              value={period}
              checked={value === period}
              onChange={() => onChange(period)}
            />
            <label htmlFor={`${id}-${period}`}>{names[period]}</label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
