import type { FieldBinding } from "@ui/form";

/** A rich text bound to the form: its value is HTML. */
export function richText(binding: FieldBinding<string>) {
  const { id, label, error, required, value, onChange } = binding;
  return { id, label, error, required, value, onChange };
}
