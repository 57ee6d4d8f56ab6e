import { forwardRef, type InputHTMLAttributes } from "react";
import { Field, type FieldOwnProps } from "./Field";
import { controlProps, useFieldIds } from "./fieldIds";
import { control } from "./fieldStyles";

export interface TextFieldProps
  extends FieldOwnProps, Omit<InputHTMLAttributes<HTMLInputElement>, "required"> {
  /** Class of the field's wrapper; the input is styled by the field. */
  className?: string;
}

/** A labelled single-line input with optional hint and error. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, error, required, id, className, type = "text", ...input },
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
      <input
        ref={ref}
        {...input}
        {...controlProps(ids, { required, hint, error, own: input["aria-describedby"] })}
        type={type}
        className={control}
      />
    </Field>
  );
});
