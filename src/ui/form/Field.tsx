import { cx } from "@linaria/core";
import type { ReactNode } from "react";
import { controlProps, useFieldIds, type FieldIds } from "./fieldIds";
import { FieldError, FieldHint, RequiredMark } from "./FieldParts";
import { field, label as labelClass } from "./fieldStyles";

/** What every field takes besides its control's own attributes. */
export interface FieldOwnProps {
  label: ReactNode;
  /** Help shown under the label and read with the field. */
  hint?: ReactNode;
  /** An already translated message; marks the field invalid and is read with it. */
  error?: string;
  required?: boolean;
}

interface FieldProps extends FieldOwnProps {
  ids: FieldIds;
  className?: string;
  children: ReactNode;
}

/** Label, hint, control and error, in that order, for text inputs, text areas and selects. */
export function Field({ ids, label, hint, error, required, className, children }: FieldProps) {
  return (
    <div className={cx(field, className)}>
      <label className={labelClass} htmlFor={ids.id}>
        {label}
        {required && <RequiredMark />}
      </label>
      {hint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      {children}
      {error && <FieldError id={ids.errorId}>{error}</FieldError>}
    </div>
  );
}

/**
 * Splits a field's props from its control's: `field` for `Field` (or a layout of its own), and
 * `control`, the rest with the id and ARIA attributes that tie the control to label, hint and
 * error.
 */
export function useField<
  P extends FieldOwnProps & { id?: string; className?: string; "aria-describedby"?: string },
>(props: P) {
  const { label, hint, error, required, id, className, ...rest } = props;
  const ids = useFieldIds(id);
  return {
    field: { ids, label, hint, error, required, className },
    control: {
      ...rest,
      ...controlProps(ids, { required, hint, error, own: props["aria-describedby"] }),
    },
  };
}
