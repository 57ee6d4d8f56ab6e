import { css, cx } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { describedBy, useFieldIds } from "../../form/fieldIds";
import { FieldError, FieldHint, RequiredMark } from "../../form/FieldParts";
import { control, field, fieldset, label as labelClass } from "../../form/fieldStyles";
import { joinDate, partOrder, splitDate, type DatePart, type DateParts } from "./date-parts";
import type { InputProps } from "./types";

const legend = css`
  margin-bottom: 0.375rem;
  padding: 0;
`;
const row = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;
const part = css`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  font-size: 0.875rem;
`;
const narrow = css`
  width: 4rem;
`;
const wide = css`
  width: 6rem;
`;
const time = css`
  width: 8rem;
`;

/**
 * A date, or a date and time, as separate day, month and year fields in the order the
 * organisation's locale writes dates (a browser's own date picker follows the browser's
 * language instead, so a British newsroom's readers would be asked for mm/dd/yyyy). The answer
 * is `2024-05-01` or `2024-05-01T10:30`: the time as the reader typed it, without a zone.
 */
export function DateTimeInput({
  component,
  id,
  label,
  hint,
  required,
  error,
  value,
  onChange,
}: InputProps) {
  const { t, i18n } = useLingui();
  const withTime = component.type !== "datetime" || component.enableTime !== false;
  const ids = useFieldIds(id);
  const [parts, setParts] = useState<DateParts>(() => splitDate(value));
  // An answer set from outside (a restored draft) replaces what the fields hold.
  const shown = joinDate(parts, withTime) === value ? parts : splitDate(value);

  const update = (name: keyof DateParts, text: string) => {
    const next = { ...shown, [name]: text };
    setParts(next);
    onChange(joinDate(next, withTime));
  };

  const names: Record<DatePart, string> = { day: t`Day`, month: t`Month`, year: t`Year` };
  const invalid = error ? true : undefined;
  const describedby = describedBy(ids, { hint: Boolean(hint), error: Boolean(error) });
  const order = partOrder(i18n.locales ?? i18n.locale);

  return (
    <fieldset
      className={cx(field, fieldset)}
      aria-labelledby={`${ids.id}-legend`}
      aria-describedby={describedby}
    >
      <legend id={`${ids.id}-legend`} className={cx(labelClass, legend)}>
        {label}
        {required && <RequiredMark />}
      </legend>
      {hint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      <div className={row}>
        {order.map((name, index) => {
          // The first field takes the question's id: error links and focus land on it.
          const partId = index === 0 ? ids.id : `${ids.id}-${name}`;
          return (
            <div key={name} className={part}>
              <label htmlFor={partId}>{names[name]}</label>
              <input
                id={partId}
                className={cx(control, name === "year" ? wide : narrow)}
                inputMode="numeric"
                autoComplete="off"
                maxLength={name === "year" ? 4 : 2}
                aria-required={required || undefined}
                aria-invalid={invalid}
                value={shown[name]}
                onChange={(event) => update(name, event.target.value.replace(/\D/g, ""))}
              />
            </div>
          );
        })}
        {withTime && (
          <div className={part}>
            <label htmlFor={`${ids.id}-time`}>{t`Time`}</label>
            <input
              id={`${ids.id}-time`}
              className={cx(control, time)}
              type="time"
              aria-required={required || undefined}
              aria-invalid={invalid}
              value={shown.time}
              onChange={(event) => update("time", event.target.value)}
            />
          </div>
        )}
      </div>
      {error && <FieldError id={ids.errorId}>{error}</FieldError>}
    </fieldset>
  );
}
