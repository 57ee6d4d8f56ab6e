import { css, cx } from "@linaria/core";
import type { ReactNode } from "react";
import { FieldHint } from "./FieldParts";
import { fieldset, label as labelClass } from "./fieldStyles";
import { useFieldIds } from "./fieldIds";

/** The group's fields, set in under its legend so they read as parts of one value. */
const stack = css`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  padding-left: 1rem;
  border-left: 3px solid rgb(var(--c-grey-light));
`;

const legendClass = css`
  margin-bottom: 0.375rem;
  padding: 0;
`;

/** Fields of one nested value (an address, an organisation) in a fieldset named by `legend`. */
export function FieldGroup({
  legend,
  hint,
  className,
  children,
}: {
  legend: ReactNode;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const ids = useFieldIds();
  return (
    <fieldset
      className={cx(fieldset, stack, className)}
      aria-describedby={hint ? ids.hintId : undefined}
    >
      <legend className={cx(labelClass, legendClass)}>{legend}</legend>
      {hint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      {children}
    </fieldset>
  );
}
