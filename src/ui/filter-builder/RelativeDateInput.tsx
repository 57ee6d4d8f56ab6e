import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { control } from "../form/fieldStyles";
import { RELATIVE_UNITS, type DateDraft, type RelativeUnit, type SlotProblem } from "./draft";
import { RowControl, idsOf, slotControlProps } from "./RowControl";
import { amount as amountClass, relativeRow } from "./styles";

interface RelativeDateInputProps {
  /** The date value's id: the amount takes `<id>-date`, its messages' ids follow from it. */
  id: string;
  value: DateDraft;
  problem?: SlotProblem;
  /** The id of the note saying which day that is today, once there is one. */
  todayId?: string;
  onChange(change: Partial<DateDraft>): void;
}

/** An amount of days, months or years before or after today. */
export function RelativeDateInput({
  id,
  value,
  problem,
  todayId,
  onChange,
}: RelativeDateInputProps) {
  const { t } = useLingui();
  const messageIds = idsOf(`${id}-date`);
  const count = Number(value.amount) || 0;
  const units: Record<RelativeUnit, string> = {
    d: plural(count, { one: "day", other: "days" }),
    M: plural(count, { one: "month", other: "months" }),
    y: plural(count, { one: "year", other: "years" }),
  };
  return (
    <div className={relativeRow}>
      <RowControl id={`${id}-date`} label={t`How many`} hideLabel className={amountClass}>
        {() => (
          <input
            {...slotControlProps(messageIds, problem, todayId)}
            className={control}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            maxLength={6}
            value={value.amount}
            onChange={(event) => onChange({ amount: event.target.value })}
          />
        )}
      </RowControl>
      <RowControl id={`${id}-unit`} label={t`Unit`} hideLabel>
        {(attributes) => (
          <select
            {...attributes}
            className={control}
            value={value.unit}
            onChange={(event) => onChange({ unit: event.target.value as RelativeUnit })}
          >
            {RELATIVE_UNITS.map((unit) => (
              <option key={unit} value={unit}>
                {units[unit]}
              </option>
            ))}
          </select>
        )}
      </RowControl>
      <RowControl id={`${id}-direction`} label={t`Before or after today`} hideLabel>
        {(attributes) => (
          <select
            {...attributes}
            className={control}
            value={value.direction}
            onChange={(event) =>
              onChange({ direction: event.target.value as DateDraft["direction"] })
            }
          >
            <option value="past">{t`ago`}</option>
            <option value="future">{t`from now`}</option>
          </select>
        )}
      </RowControl>
    </div>
  );
}
