import type { InputComponent } from "@core/forms/schema";

/** What the renderer gives each input: its component, wiring and answer. */
export interface InputProps<C extends InputComponent = InputComponent> {
  component: C;
  /** The control's id; the error summary links to it and focus goes there. */
  id: string;
  /** Already translated, like `hint` and `error`. */
  label: string;
  hint?: string;
  required?: boolean;
  error?: string;
  /** The answer so far: it may come from storage, so inputs check its type. */
  value: unknown;
  /** The new answer; undefined clears it. */
  onChange(value: unknown): void;
}
