import { cx } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { MAX_RULE_VALUE_LENGTH, parseRuleDate } from "@core/rules";
import { DateInput, DateTimeInput } from "../date-input";
import {
  control,
  field,
  fieldset,
  hint as hintClass,
  label as labelClass,
} from "../form/fieldStyles";
import {
  dateValue,
  type DateDraft,
  type DateMode,
  type SlotProblem,
  type ValueDraft,
} from "./draft";
import type { FilterField } from "./fields";
import { RowControl, SlotMessage, idsOf, slotControlProps } from "./RowControl";
import { RelativeDateInput } from "./RelativeDateInput";
import { dateRow, slotLegend } from "./styles";

export interface ValueInputProps {
  field: FilterField;
  /** The first control's id: focus and the rule's messages go there. */
  id: string;
  /** "Value", or "From" and "To" for the two of `between`. Already translated. */
  label: string;
  value: ValueDraft;
  problem?: SlotProblem;
  onChange(value: ValueDraft): void;
}

/** The input that fits a field's type: a menu of options, yes or no, a number, a date, text. */
export function ValueInput({ field, id, label, value, problem, onChange }: ValueInputProps) {
  const { t } = useLingui();
  const setText = (text: string) => onChange({ ...value, text });

  if (field.type === "date") {
    return (
      <DateValue
        id={id}
        label={label}
        withTime={Boolean(field.withTime)}
        value={value.date}
        problem={problem}
        onChange={(date) => onChange({ ...value, date })}
      />
    );
  }

  const options =
    field.type === "boolean"
      ? [
          { value: "true", label: t`Yes` },
          { value: "false", label: t`No` },
        ]
      : (field.type === "enum" || field.type === "array") && field.options
        ? field.options.map((option) => ({
            value: option,
            label: field.optionLabels?.[option] ?? option,
          }))
        : undefined;

  return (
    <RowControl id={id} label={label} problem={problem}>
      {(attributes) =>
        options ? (
          <select
            {...attributes}
            className={control}
            value={value.text}
            onChange={(event) => setText(event.target.value)}
          >
            {field.type !== "boolean" && <option value="">{t`Choose a value`}</option>}
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        ) : (
          <input
            {...attributes}
            className={control}
            type="text"
            // A decimal keypad, not type="number", which drops what it cannot read.
            inputMode={field.type === "number" ? "decimal" : undefined}
            placeholder={field.type === "contact" ? t`me, or a contact's id` : undefined}
            autoComplete="off"
            spellCheck={field.type === "contact" ? false : undefined}
            maxLength={MAX_RULE_VALUE_LENGTH}
            value={value.text}
            onChange={(event) => setText(event.target.value)}
          />
        )
      }
    </RowControl>
  );
}

interface DateValueProps {
  id: string;
  label: string;
  withTime: boolean;
  value: DateDraft;
  problem?: SlotProblem;
  onChange(value: DateDraft): void;
}

/**
 * A date value: a day on the date input, an amount of days, months or years before or after
 * today (`$now(d:-30)`), or written out (`2024-05`, `$now(M:-3,d:1)`).
 */
function DateValue({ id, label, withTime, value, problem, onChange }: DateValueProps) {
  const { t, i18n } = useLingui();
  const legendId = `${id}-legend`;
  const messageIds = idsOf(`${id}-date`);
  const set = (change: Partial<DateDraft>) => onChange({ ...value, ...change });

  const chooseMode = (mode: DateMode) => {
    // Written out starts from what the other way held, so switching to it loses nothing.
    const current = dateValue(value);
    const expression =
      mode === "expression" && value.expression === "" && "value" in current
        ? String(current.value)
        : value.expression;
    set({ mode, expression });
  };

  const modes: { value: DateMode; label: string }[] = [
    { value: "absolute", label: withTime ? t`Exact date and time` : t`Exact date` },
    { value: "relative", label: t`Relative to today` },
    { value: "expression", label: t`Written out` },
  ];

  const relative = value.mode === "relative" ? dateValue(value) : undefined;
  const range = relative && "value" in relative && parseRuleDate(String(relative.value));
  const date = range && i18n.date(range.start, { dateStyle: "full", timeZone: "UTC" });
  const today = date ? t`Today that is ${date}.` : undefined;
  const todayId = `${id}-resolved`;

  const missing = problem?.kind === "missing" ? messageIds.hintId : undefined;
  const invalid = problem?.kind === "invalid" ? problem : undefined;

  return (
    <fieldset className={cx(field, fieldset)} aria-labelledby={legendId}>
      <legend id={legendId} className={cx(labelClass, slotLegend)}>
        {label}
      </legend>
      <div className={dateRow}>
        <RowControl id={id} label={t`How to give the date`} hideLabel>
          {(attributes) => (
            <select
              {...attributes}
              className={control}
              value={value.mode}
              onChange={(event) => chooseMode(event.target.value as DateMode)}
            >
              {modes.map((mode) => (
                <option key={mode.value} value={mode.value}>
                  {mode.label}
                </option>
              ))}
            </select>
          )}
        </RowControl>
        {value.mode === "absolute" &&
          (withTime ? (
            <DateTimeInput
              id={`${id}-date`}
              label={t`Date and time`}
              hideLabel
              value={value.absolute}
              error={invalid && i18n._(invalid.message)}
              aria-describedby={missing}
              onChange={(absolute) => set({ absolute })}
            />
          ) : (
            <DateInput
              id={`${id}-date`}
              label={t`Date`}
              hideLabel
              value={value.absolute}
              error={invalid && i18n._(invalid.message)}
              aria-describedby={missing}
              onChange={(absolute) => set({ absolute })}
            />
          ))}
        {value.mode === "relative" && (
          <RelativeDateInput
            id={id}
            value={value}
            problem={problem}
            todayId={range ? todayId : undefined}
            onChange={set}
          />
        )}
        {value.mode === "expression" && (
          <RowControl id={`${id}-date`} label={t`Date or expression`} hideLabel>
            {() => (
              <input
                {...slotControlProps(messageIds, problem, invalid ? undefined : `${id}-syntax`)}
                className={control}
                type="text"
                autoComplete="off"
                spellCheck={false}
                placeholder="$now(d:-7)"
                maxLength={MAX_RULE_VALUE_LENGTH}
                value={value.expression}
                onChange={(event) => set({ expression: event.target.value })}
              />
            )}
          </RowControl>
        )}
      </div>
      {value.mode === "expression" && !invalid && (
        // The error says the same with an example; both at once would say it twice.
        <p id={`${id}-syntax`} className={hintClass}>
          {t`A date such as 2024-05-03 or 2024-05, or $now(d:-7) for 7 days ago.`}
        </p>
      )}
      {today && (
        <p id={todayId} className={hintClass}>
          {today}
        </p>
      )}
      {/* The date input shows its own error; every other message about the date shows here. */}
      {!(value.mode === "absolute" && invalid) && (
        <SlotMessage ids={messageIds} problem={problem} />
      )}
    </fieldset>
  );
}
