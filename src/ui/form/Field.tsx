import { cx } from "@linaria/core";
import type { ReactNode } from "react";
import type { FieldIds } from "./fieldIds";
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
