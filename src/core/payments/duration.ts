import { refine, string } from "superstruct";
import { addMonths } from "../contributions/dates";

/** A span of time in ISO 8601 form (`P1M`, `P14D`, `PT12H`, `P1Y2M3DT4H`), split by unit. */
export interface Duration {
  years: number;
  months: number;
  days: number;
  /** Hours, minutes and seconds together. */
  milliseconds: number;
}

const PATTERN =
  /^P(?:(\d{1,4})Y)?(?:(\d{1,4})M)?(?:(\d{1,4})W)?(?:(\d{1,5})D)?(?:T(?:(\d{1,6})H)?(?:(\d{1,6})M)?(?:(\d{1,7})S)?)?$/;

/** The duration, or undefined when the text is not an ISO 8601 duration of whole units. */
export function parseDuration(text: string): Duration | undefined {
  const match = PATTERN.exec(text);
  if (!match || text === "P" || text.endsWith("T")) return undefined;
  const [, years, months, weeks, days, hours, minutes, seconds] = match.map((part) =>
    part === undefined ? 0 : Number(part),
  ) as number[];
  return {
    years: years ?? 0,
    months: months ?? 0,
    days: (weeks ?? 0) * 7 + (days ?? 0),
    milliseconds: (((hours ?? 0) * 60 + (minutes ?? 0)) * 60 + (seconds ?? 0)) * 1000,
  };
}

/** `date` plus the duration: calendar years and months first, then days and time. */
export function addDuration(date: Date, duration: Duration): Date {
  const months = addMonths(date, duration.years * 12 + duration.months);
  return new Date(months.getTime() + duration.days * 86_400_000 + duration.milliseconds);
}

/** A text that `parseDuration` reads. */
export const isoDuration = () =>
  refine(
    string(),
    "duration",
    (value) =>
      parseDuration(value) !== undefined || "Must be an ISO 8601 duration, such as P1M or P14D",
  );
