import { cx } from "@linaria/core";
import { type TextareaHTMLAttributes, type Ref } from "react";
import { Field, useField, type FieldOwnProps } from "./Field";
import { control, textArea } from "./fieldStyles";

export interface TextAreaProps
  extends FieldOwnProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "required"> {
  ref?: Ref<HTMLTextAreaElement>;
  /** Class of the field's wrapper. */
  className?: string;
}

/** A labelled multi-line input with optional hint and error. */
export function TextArea({ ref, ...props }: TextAreaProps) {
  const { field, control: textarea } = useField(props);
  return (
    <Field {...field}>
      <textarea ref={ref} {...textarea} className={cx(control, textArea)} />
    </Field>
  );
}
