// The builder's dates are `datetime-local` values (`2025-05-01T09:30`): the time as the admin
// reads it on their clock, in the browser's time zone. The API takes and gives ISO instants.

const pad = (value: number) => String(value).padStart(2, "0");

/** An ISO instant as a `datetime-local` value in this time zone; "" for none or nonsense. */
export function isoToLocalInput(iso: string | null | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}

const LOCAL_INPUT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/;

/** A `datetime-local` value as a date, read in this time zone; undefined unless complete. */
export function localInputToDate(value: string): Date | undefined {
  if (!LOCAL_INPUT.test(value)) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}
