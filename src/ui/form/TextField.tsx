import { forwardRef, type InputHTMLAttributes } from "react";
import { Field, useField, type FieldOwnProps } from "./Field";
import { control } from "./fieldStyles";

export interface TextFieldProps
  extends FieldOwnProps, Omit<InputHTMLAttributes<HTMLInputElement>, "required"> {
  /** Class of the field's wrapper; the input is styled by the field. */
  className?: string;
}

/** A labelled single-line input with optional hint and error. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { type = "text", ...props },
  ref,
) {
  const { field, control: input } = useField(props);
  return (
    <Field {...field}>
      <input ref={ref} {...input} type={type} className={control} />
    </Field>
  );
});
