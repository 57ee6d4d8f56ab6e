import { cx } from "@linaria/core";
import { forwardRef, type TextareaHTMLAttributes } from "react";
import { Field, useField, type FieldOwnProps } from "./Field";
import { control, textArea } from "./fieldStyles";

export interface TextAreaProps
  extends FieldOwnProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "required"> {
  /** Class of the field's wrapper. */
  className?: string;
}

/** A labelled multi-line input with optional hint and error. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(
  function TextArea(props, ref) {
    const { field, control: textarea } = useField(props);
    return (
      <Field {...field}>
        <textarea ref={ref} {...textarea} className={cx(control, textArea)} />
      </Field>
    );
  },
);
