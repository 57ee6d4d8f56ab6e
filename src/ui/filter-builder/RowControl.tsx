import { cx } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { controlProps, type FieldIds } from "../form/fieldIds";
import { FieldError, FieldHint } from "../form/FieldParts";
import { field, label as labelClass } from "../form/fieldStyles";
import { visuallyHidden } from "../styles";
import type { SlotProblem } from "./draft";

/** The attributes that tie a control to its label and message. */
export type ControlAttributes = ReturnType<typeof controlProps>;

export function idsOf(id: string): FieldIds {
  return { id, hintId: `${id}-hint`, errorId: `${id}-error` };
}

/**
 * The message under one part of a rule: what it still lacks (a hint) or what is wrong with
 * it (an error, which also marks the control invalid).
 */
export function SlotMessage({ ids, problem }: { ids: FieldIds; problem?: SlotProblem }) {
  const { i18n } = useLingui();
  if (!problem) return null;
  const text = i18n._(problem.message);
  return problem.kind === "missing" ? (
    <FieldHint id={ids.hintId}>{text}</FieldHint>
  ) : (
    <FieldError id={ids.errorId}>{text}</FieldError>
  );
}

/** `controlProps` for a control whose problem shows under it (rows keep their labels level). */
export function slotControlProps(ids: FieldIds, problem: SlotProblem | undefined, own?: string) {
  return controlProps(ids, {
    hint: problem?.kind === "missing",
    error: problem?.kind === "invalid",
    own,
  });
}

/** One labelled control of a rule row: label, control, and the message about it. */
export function RowControl({
  id,
  label,
  hideLabel = false,
  problem,
  className,
  children,
}: {
  id: string;
  label: string;
  hideLabel?: boolean;
  problem?: SlotProblem;
  className?: string;
  children(attributes: ControlAttributes): ReactNode;
}) {
  const ids = idsOf(id);
  return (
    <div className={cx(field, className)}>
      <label className={cx(labelClass, hideLabel && visuallyHidden)} htmlFor={id}>
        {label}
      </label>
      {children(slotControlProps(ids, problem))}
      <SlotMessage ids={ids} problem={problem} />
    </div>
  );
}
