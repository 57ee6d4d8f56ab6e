import { cx } from "@linaria/core";
import { forwardRef, type TextareaHTMLAttributes } from "react";
import { Field, type FieldOwnProps } from "./Field";
import { controlProps, useFieldIds } from "./fieldIds";
import { control, textArea } from "./fieldStyles";

export interface TextAreaProps
  extends FieldOwnProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "required"> {
  /** Class of the field's wrapper. */
  className?: string;
}

/** A labelled multi-line input with optional hint and error. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, hint, error, required, id, className, ...textarea },
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
      <textarea
        ref={ref}
        {...textarea}
        {...controlProps(ids, { required, hint, error, own: textarea["aria-describedby"] })}
        className={cx(control, textArea)}
      />
    </Field>
  );
});
