import { type InputHTMLAttributes, type Ref } from "react";
import { Field, useField, type FieldOwnProps } from "./Field";
import { control } from "./fieldStyles";

export interface TextFieldProps
  extends FieldOwnProps, Omit<InputHTMLAttributes<HTMLInputElement>, "required"> {
  ref?: Ref<HTMLInputElement>;
  /** Class of the field's wrapper; the input is styled by the field. */
  className?: string;
}

/** A labelled single-line input with optional hint and error. */
export function TextField({ ref, type = "text", ...props }: TextFieldProps) {
  const { field, control: input } = useField(props);
  return (
    <Field {...field}>
      <input ref={ref} {...input} type={type} className={control} />
    </Field>
  );
}
