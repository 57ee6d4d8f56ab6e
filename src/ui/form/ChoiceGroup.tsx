import { css, cx } from "@linaria/core";
import type { ReactNode } from "react";
import type { FieldOwnProps } from "./Field";
import { describedBy, useFieldIds } from "./fieldIds";
import { FieldError, FieldHint, RequiredMark } from "./FieldParts";
import { choiceBox, choiceRow, field, fieldset, label as labelClass } from "./fieldStyles";

export interface ChoiceGroupOption {
  value: string;
  /** Already translated. */
  label: string;
}

export interface ChoiceGroupOwnProps extends FieldOwnProps {
  options: readonly ChoiceGroupOption[];
  /** The first option's id, which the label of an error summary links to; generated if unset. */
  id?: string;
  /** The inputs' name; the id by default. */
  name?: string;
  disabled?: boolean;
  /** Class of the fieldset. */
  className?: string;
}

interface ChoiceGroupProps extends ChoiceGroupOwnProps {
  type: "radio" | "checkbox";
  isChecked(value: string): boolean;
  onToggle(value: string, checked: boolean): void;
}

const legend = css`
  margin-bottom: 0.375rem;
  padding: 0;
`;

const list = css`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
`;

/**
 * Radio buttons or checkboxes in a fieldset: the legend names the group, and the hint and
 * error describe it. The first option takes the group's id, so focus and error links land on
 * it.
 */
export function ChoiceGroup({
  type,
  options,
  label,
  hint,
  error,
  required,
  id,
  name,
  disabled,
  className,
  isChecked,
  onToggle,
}: ChoiceGroupProps): ReactNode {
  const ids = useFieldIds(id);
  const legendId = `${ids.id}-legend`;
  const radio = type === "radio";
  return (
    <fieldset
      className={cx(field, fieldset, className)}
      // A radio group can say it is required and invalid; a fieldset alone cannot.
      role={radio ? "radiogroup" : undefined}
      aria-labelledby={legendId}
      aria-required={(radio && required) || undefined}
      aria-invalid={(radio && Boolean(error)) || undefined}
      aria-describedby={describedBy(ids, { hint: Boolean(hint), error: Boolean(error) })}
      disabled={disabled}
    >
      <legend id={legendId} className={cx(labelClass, legend)}>
        {label}
        {required && <RequiredMark />}
      </legend>
      {hint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      <div className={list}>
        {options.map((option, index) => {
          const optionId = index === 0 ? ids.id : `${ids.id}-${index}`;
          return (
            <div key={option.value} className={choiceRow}>
              <input
                id={optionId}
                className={choiceBox}
                type={type}
                name={name ?? ids.id}
                value={option.value}
                checked={isChecked(option.value)}
                onChange={(event) => onToggle(option.value, event.target.checked)}
              />
              <label htmlFor={optionId}>{option.label}</label>
            </div>
          );
        })}
      </div>
      {error && <FieldError id={ids.errorId}>{error}</FieldError>}
    </fieldset>
  );
}
