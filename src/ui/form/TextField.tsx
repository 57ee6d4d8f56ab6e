import { forwardRef, type InputHTMLAttributes } from "react";
import { Field, type FieldOwnProps } from "./Field";
import { describedBy, useFieldIds } from "./fieldIds";
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
        id={ids.id}
        type={type}
        className={control}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, {
          hint: Boolean(hint),
          error: Boolean(error),
          own: input["aria-describedby"],
        })}
      />
    </Field>
  );
});
