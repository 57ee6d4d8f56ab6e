import { css, cx } from "@linaria/core";
import { forwardRef, type InputHTMLAttributes } from "react";
import { focusRing } from "../styles";
import type { FieldOwnProps } from "./Field";
import { controlProps, useFieldIds } from "./fieldIds";
import { FieldError, FieldHint, RequiredMark } from "./FieldParts";
import { field } from "./fieldStyles";

export interface CheckboxProps
  extends FieldOwnProps, Omit<InputHTMLAttributes<HTMLInputElement>, "required" | "type"> {
  /** Class of the field's wrapper. */
  className?: string;
}

const row = css`
  display: flex;
  gap: 0.5rem;
  align-items: flex-start;
`;

const box = css`
  flex-shrink: 0;
  width: 1.25rem;
  height: 1.25rem;
  margin: 0.125rem 0 0;
  accent-color: rgb(var(--c-primary));
  cursor: pointer;

  &:focus-visible {
    ${focusRing}
  }

  &:disabled {
    cursor: not-allowed;
  }
`;

const text = css`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
`;

/** A checkbox with its label beside it; hint and error sit under the label. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, hint, error, required, id, className, ...input },
  ref,
) {
  const ids = useFieldIds(id);
  return (
    <div className={cx(field, className)}>
      <div className={row}>
        <input
          ref={ref}
          {...input}
          {...controlProps(ids, { required, hint, error, own: input["aria-describedby"] })}
          type="checkbox"
          className={box}
        />
        <div className={text}>
          <label htmlFor={ids.id}>
            {label}
            {required && <RequiredMark />}
          </label>
          {hint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
          {error && <FieldError id={ids.errorId}>{error}</FieldError>}
        </div>
      </div>
    </div>
  );
});
