import { forwardRef, type SelectHTMLAttributes } from "react";
import { Field, type FieldOwnProps } from "./Field";
import { controlProps, useFieldIds } from "./fieldIds";
import { control } from "./fieldStyles";

export interface SelectOption {
  value: string;
  /** Already translated. */
  label: string;
  disabled?: boolean;
}

export interface SelectProps
  extends FieldOwnProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, "required" | "multiple"> {
  options: readonly SelectOption[];
  /** A first, empty choice such as "Choose a country"; its value is "". */
  placeholder?: string;
  /** Class of the field's wrapper. */
  className?: string;
}

/** A labelled native select, with optional hint, error and placeholder. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, hint, error, required, id, className, options, placeholder, ...select },
  ref,
) {
  const ids = useFieldIds(id);
  return (
    <Field
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      required={required}
      className={className}
    >
      <select
        ref={ref}
        {...select}
        {...controlProps(ids, { required, hint, error, own: select["aria-describedby"] })}
        className={control}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
});
