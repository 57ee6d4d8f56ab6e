import { css, cx } from "@linaria/core";
import { type InputHTMLAttributes, type Ref } from "react";
import { useField, type FieldOwnProps } from "./Field";
import { FieldError, FieldHint, RequiredMark } from "./FieldParts";
import { choiceBox, choiceRow, field as fieldClass } from "./fieldStyles";

export interface CheckboxProps
  extends FieldOwnProps, Omit<InputHTMLAttributes<HTMLInputElement>, "required" | "type"> {
  ref?: Ref<HTMLInputElement>;
  /** Class of the field's wrapper. */
  className?: string;
}

const text = css`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
`;

/** A checkbox with its label beside it; hint and error sit under the label. */
export function Checkbox({ ref, ...props }: CheckboxProps) {
  const { field, control: input } = useField(props);
  const { ids, label, hint, error, required, className } = field;
  return (
    <div className={cx(fieldClass, className)}>
      <div className={choiceRow}>
        <input ref={ref} {...input} type="checkbox" className={choiceBox} />
        <div className={text}>
          <label htmlFor={ids.id}>
            {label}
            {required && <RequiredMark />}
          </label>
          {hint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
          {error && <FieldError id={ids.errorId}>{error}</FieldError>}
        </div>
      </div>
    </div>
  );
}
