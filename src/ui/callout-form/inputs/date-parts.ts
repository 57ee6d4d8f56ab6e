/** A date as three fields: day, month and year, as typed. */
export interface DateParts {
  day: string;
  month: string;
  year: string;
  /** `HH:MM`, for a date with a time. */
  time: string;
}

export type DatePart = "day" | "month" | "year";

const EMPTY: DateParts = { day: "", month: "", year: "", time: "" };

/** The order the locale writes a date in: day, month, year in Britain; month first in the US. */
export function partOrder(locale: string | readonly string[]): DatePart[] {
  const order = new Intl.DateTimeFormat(locale as string | string[], {
    day: "numeric",
    month: "numeric",
    year: "numeric",
  })
    .formatToParts(Date.UTC(2000, 0, 2))
    .map((part) => part.type)
    .filter((type): type is DatePart => type === "day" || type === "month" || type === "year");
  return order.length === 3 ? order : ["day", "month", "year"];
}

/** `2024-05-01` or `2024-05-01T10:30` split into fields; anything else gives empty fields. */
export function splitDate(value: unknown): DateParts {
  if (typeof value !== "string") return EMPTY;
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}:\d{2}))?/.exec(value);
  if (!match) return EMPTY;
  const [, year = "", month = "", day = "", time = ""] = match;
  return { day: String(Number(day)), month: String(Number(month)), year, time };
}

const pad = (text: string) => text.trim().padStart(2, "0");

/**
 * The answer the fields make: undefined while all are empty; otherwise `YYYY-MM-DD` (with
 * `THH:MM` when a time is asked for) from what was typed. The form's rules judge it, so a
 * date that does not exist (31 February) or is half typed is reported, never dropped.
 */
export function joinDate(parts: DateParts, withTime: boolean): string | undefined {
  const typed = [parts.day, parts.month, parts.year, withTime ? parts.time : ""];
  if (typed.every((text) => !text.trim())) return undefined;
  const date = `${parts.year.trim()}-${pad(parts.month)}-${pad(parts.day)}`;
  return withTime ? `${date}T${parts.time}` : date;
}
