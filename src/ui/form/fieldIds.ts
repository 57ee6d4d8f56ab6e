import { useId, type ReactNode } from "react";

export interface FieldIds {
  id: string;
  hintId: string;
  errorId: string;
}

/** Ids tying a control to its label, hint and error; `id` overrides the generated one. */
export function useFieldIds(id?: string): FieldIds {
  const generated = useId();
  const base = id ?? generated;
  return { id: base, hintId: `${base}-hint`, errorId: `${base}-error` };
}

/**
 * The control's `aria-describedby`: the caller's own ids, then the hint, then the error, so a
 * screen reader reads the problem right after the field's name and hint.
 */
export function describedBy(
  ids: FieldIds,
  { hint, error, own }: { hint: boolean; error: boolean; own?: string },
): string | undefined {
  const list = [own, hint && ids.hintId, error && ids.errorId].filter(Boolean);
  return list.length > 0 ? list.join(" ") : undefined;
}

/** The id and ARIA attributes every field control carries, from the field's own props. */
export function controlProps(
  ids: FieldIds,
  field: { required?: boolean; hint?: ReactNode; error?: ReactNode; own?: string },
) {
  return {
    id: ids.id,
    "aria-required": field.required || undefined,
    "aria-invalid": field.error ? true : undefined,
    "aria-describedby": describedBy(ids, {
      hint: Boolean(field.hint),
      error: Boolean(field.error),
      own: field.own,
    }),
  };
}
