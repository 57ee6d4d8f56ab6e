import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import type { KeyboardEvent } from "react";
import { useFieldIds, controlProps } from "../form/fieldIds";
import { FieldError, FieldHint } from "../form/FieldParts";
import { control, field, label as labelClass } from "../form/fieldStyles";
import { focusRing } from "../styles";
import { amountText, parseAmount, stepAmount } from "./join-model";

export interface AmountFieldProps {
  id: string;
  label: string;
  /** The currency's symbol, shown before the amount. */
  symbol: string;
  value: string;
  minimum: number;
  presets: readonly number[];
  /** Formats an amount of money for the preset buttons. */
  money(amount: number): string;
  hint?: string;
  error?: string;
  disabled?: boolean;
  onChange(amount: string): void;
}

const row = css`
  display: flex;
  align-items: stretch;
  gap: 0.5rem;
`;

const box = css`
  position: relative;
  flex: 1;
  display: flex;
  align-items: center;

  & > span {
    position: absolute;
    left: 0.875rem;
    color: rgb(var(--c-body));
    font-size: 1.5rem;
    font-weight: 700;
    pointer-events: none;
  }
`;

const input = css`
  padding-left: 2.5rem;
  font-size: 1.5rem;
  font-weight: 700;
  min-height: 3.25rem;
`;

const steppers = css`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
`;

const stepper = css`
  flex: 1;
  width: 2.75rem;
  padding: 0;
  border: 1px solid rgb(var(--c-grey-dark));
  border-radius: 0.25rem;
  background: rgb(var(--c-white));
  color: rgb(var(--c-body));
  font: inherit;
  font-size: 0.75rem;
  line-height: 1;
  cursor: pointer;

  &:hover:not(:disabled) {
    background: rgb(var(--c-primary-10));
  }

  &:focus-visible {
    ${focusRing}
  }

  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

const presetList = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const preset = css`
  min-width: 3.5rem;
  min-height: 2.5rem;
  padding: 0.375rem 0.75rem;
  border: 1px solid rgb(var(--c-primary));
  border-radius: 999px;
  background: rgb(var(--c-white));
  color: rgb(var(--c-primary-text));
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &[aria-pressed="true"] {
    background: rgb(var(--c-primary));
    color: rgb(var(--c-on-primary));
  }

  &:focus-visible {
    ${focusRing}
  }

  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

/**
 * The amount: typed freely (a message says when it is below the minimum), stepped by 1 with
 * the buttons or the up and down arrow keys (never below the minimum going down), or picked
 * from the suggested amounts.
 */
export function AmountField({
  id,
  label,
  symbol,
  value,
  minimum,
  presets,
  money,
  hint,
  error,
  disabled,
  onChange,
}: AmountFieldProps) {
  const { t } = useLingui();
  const ids = useFieldIds(id);
  const current = parseAmount(value);
  const step = (direction: 1 | -1) => onChange(stepAmount(value, direction, minimum));
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "ArrowUp" && event.key !== "ArrowDown") return;
    event.preventDefault();
    step(event.key === "ArrowUp" ? 1 : -1);
  };
  return (
    <div className={field}>
      <label className={labelClass} htmlFor={ids.id}>
        {label}
      </label>
      {hint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      <div className={row}>
        <div className={box}>
          <span aria-hidden="true">{symbol}</span>
          <input
            {...controlProps(ids, { required: true, hint, error })}
            className={`${control} ${input}`}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={value}
            disabled={disabled}
            onChange={(event) => onChange(event.currentTarget.value)}
            onKeyDown={onKeyDown}
          />
        </div>
        <div className={steppers}>
          <button
            type="button"
            className={stepper}
            aria-label={t`Add 1`}
            aria-controls={ids.id}
            disabled={disabled}
            onClick={() => step(1)}
          >
            ▲
          </button>
          <button
            type="button"
            className={stepper}
            aria-label={t`Take 1 away`}
            aria-controls={ids.id}
            disabled={disabled || (current !== undefined && current <= minimum)}
            onClick={() => step(-1)}
          >
            ▼
          </button>
        </div>
      </div>
      {error && <FieldError id={ids.errorId}>{error}</FieldError>}
      {presets.length > 0 && (
        <ul className={presetList} aria-label={t`Suggested amounts`}>
          {presets.map((amount) => (
            <li key={amount}>
              <button
                type="button"
                className={preset}
                aria-pressed={current === amount}
                disabled={disabled}
                onClick={() => onChange(amountText(amount))}
              >
                {money(amount)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
