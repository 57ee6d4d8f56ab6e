import { css, cx } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import type { InputHTMLAttributes, Ref } from "react";
import type { FieldOwnProps } from "../form/Field";
import { controlProps, useFieldIds } from "../form/fieldIds";
import { FieldError, FieldHint, RequiredMark } from "../form/FieldParts";
import { control, field, hint as hintClass, label as labelClass } from "../form/fieldStyles";
import { visuallyHidden } from "../styles";
import { formatInputDate } from "./format";

export interface DateInputProps
  extends
    FieldOwnProps,
    Omit<
      InputHTMLAttributes<HTMLInputElement>,
      "required" | "type" | "value" | "defaultValue" | "onChange" | "min" | "max"
    > {
  ref?: Ref<HTMLInputElement>;
  /** `2024-05-03` (`2024-05-03T10:30` for `DateTimeInput`); "" when empty. */
  value: string;
  /** The new value; "" when the input is cleared or does not hold a whole date yet. */
  onChange(value: string): void;
  /** The earliest and latest values offered, in the same form as `value`. */
  min?: string;
  max?: string;
  /**
   * Reads the label to screen readers only, for an input whose group already names it on
   * screen (a legend, or a sentence the input is part of).
   */
  hideLabel?: boolean;
  /** Shows the value in words, as the active locale writes it, under the input. Default true. */
  showFormatted?: boolean;
  /** Class of the field's wrapper. */
  className?: string;
}

const input = css`
  /* As wide as a date needs: a full-width date input leaves its picker icon far away. */
  max-width: 15rem;
`;

const formattedClass = css`
  font-variant-numeric: tabular-nums;
`;

interface DateFieldProps extends DateInputProps {
  withTime: boolean;
}

function DateField({
  ref,
  withTime,
  label,
  hint,
  error,
  required,
  id,
  className,
  value,
  onChange,
  hideLabel = false,
  showFormatted = true,
  "aria-describedby": own,
  ...rest
}: DateFieldProps) {
  const { i18n } = useLingui();
  const ids = useFieldIds(id);
  const formatted = showFormatted ? formatInputDate(value, i18n, withTime) : undefined;
  const formattedId = `${ids.id}-formatted`;
  const described = [own, formatted && formattedId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cx(field, className)}>
      <label className={cx(labelClass, hideLabel && visuallyHidden)} htmlFor={ids.id}>
        {label}
        {required && <RequiredMark />}
      </label>
      {hint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      <input
        ref={ref}
        {...rest}
        {...controlProps(ids, { required, hint, error, own: described })}
        className={cx(control, input)}
        type={withTime ? "datetime-local" : "date"}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {formatted && (
        // The browser's picker writes dates in the browser's language; this line says the date
        // as the organisation writes it, so nobody has to guess which number is the month.
        <p id={formattedId} className={cx(hintClass, formattedClass)}>
          {formatted}
        </p>
      )}
      {error && <FieldError id={ids.errorId}>{error}</FieldError>}
    </div>
  );
}

/**
 * A labelled date on the browser's own date input (keyboard and screen-reader support come
 * with it, no picker to download), its value an ISO date such as `2024-05-03`.
 */
export function DateInput(props: DateInputProps) {
  return <DateField {...props} withTime={false} />;
}

/**
 * A labelled date and time on the browser's `datetime-local` input, its value such as
 * `2024-05-03T10:30`: the time as typed, without a zone (the contract's filters and the
 * callout form read such times as UTC).
 */
export function DateTimeInput(props: DateInputProps) {
  return <DateField {...props} withTime />;
}
