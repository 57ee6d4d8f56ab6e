import { parseDateSpan } from "../../../core/forms/dates";
import { TextField } from "../../form/TextField";
import type { InputProps } from "./types";

/** A limit as the native control takes it, when it is a date or a relative date. */
function limit(text: string | null | undefined, withTime: boolean): string | undefined {
  const span = text ? parseDateSpan(text) : undefined;
  if (!span) return undefined;
  return new Date(span.start).toISOString().slice(0, withTime ? 16 : 10);
}

/**
 * A date, or a date and time, with the browser's own picker. The answer is what the control
 * gives (`2024-05-01T10:30`): the time as the reader typed it, without a zone.
 */
export function DateTimeInput({ component, value, onChange, ...field }: InputProps) {
  const withTime = component.type !== "datetime" || component.enableTime !== false;
  const picker = component.type === "datetime" ? component.datePicker : undefined;
  return (
    <TextField
      {...field}
      type={withTime ? "datetime-local" : "date"}
      min={limit(component.validate?.minDate || picker?.minDate, withTime)}
      max={limit(component.validate?.maxDate || picker?.maxDate, withTime)}
      value={typeof value === "string" ? value : ""}
      onChange={(event) => onChange(event.target.value || undefined)}
    />
  );
}
