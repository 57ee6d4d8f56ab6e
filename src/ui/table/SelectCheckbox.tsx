import { useEffect, useRef, type RefObject } from "react";
import { checkbox } from "./tableStyles";

export interface SelectCheckboxProps {
  ref?: RefObject<HTMLInputElement | null>;
  checked: boolean;
  /** Some but not all of what it stands for is selected: shown and announced as "mixed". */
  mixed?: boolean;
  /** Its accessible name; the table has no room for a visible label per row. */
  label: string;
  disabled?: boolean;
  onChange(checked: boolean): void;
}

/** A bare checkbox for a table's selection column, with the mixed state HTML only sets by script. */
export function SelectCheckbox({
  ref,
  checked,
  mixed = false,
  label,
  disabled,
  onChange,
}: SelectCheckboxProps) {
  const own = useRef<HTMLInputElement>(null);
  const input = ref ?? own;
  // On every render: a click clears `indeterminate` natively, even when the prop stays.
  useEffect(() => {
    if (input.current) input.current.indeterminate = mixed && !checked;
  });
  return (
    <input
      ref={input}
      type="checkbox"
      className={checkbox}
      checked={checked}
      aria-label={label}
      disabled={disabled}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}
