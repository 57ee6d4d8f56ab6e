import { type SelectHTMLAttributes, type Ref } from "react";
import { Field, useField, type FieldOwnProps } from "./Field";
import { control } from "./fieldStyles";

export interface SelectOption {
  value: string;
  /** Already translated. */
  label: string;
  disabled?: boolean;
}

export interface SelectProps
  extends FieldOwnProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, "required" | "multiple"> {
  ref?: Ref<HTMLSelectElement>;
  options: readonly SelectOption[];
  /** A first, empty choice such as "Choose a country"; its value is "". */
  placeholder?: string;
  /** Class of the field's wrapper. */
  className?: string;
}

/** A labelled native select, with optional hint, error and placeholder. */
export function Select({ ref, options, placeholder, ...props }: SelectProps) {
  const { field, control: select } = useField(props);
  return (
    <Field {...field}>
      <select ref={ref} {...select} className={control}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
