import { parseDateSpan, utcTime } from "../forms/dates";

/** The stretch of time a date value stands for: from `start`, up to but excluding `end`. */
export interface DateRange {
  start: Date;
  end: Date;
}

/** Midnight UTC on the first of a month. */
function monthStart(year: number, monthIndex: number): Date {
  return new Date(utcTime(year, monthIndex));
}

const DAY = 86_400_000;
/** The years the database stores: PostgreSQL has no year 0, and JavaScript ends at 275760. */
const EARLIEST = monthStart(1, 0).getTime();
const LATEST = monthStart(10_000, 0).getTime();
const YEAR_OR_MONTH = /^(\d{4})(?:-(\d{2}))?$/;

function yearOrMonth(value: string): DateRange | undefined {
  const match = YEAR_OR_MONTH.exec(value);
  if (!match) return undefined;
  const year = Number(match[1]);
  if (match[2] === undefined) {
    return { start: monthStart(year, 0), end: monthStart(year + 1, 0) };
  }
  const month = Number(match[2]);
  if (month < 1 || month > 12) return undefined;
  return { start: monthStart(year, month - 1), end: monthStart(year, month) };
}

/**
 * A filter's date value: an ISO date of any precision (`2024`, `2024-05`, `2024-05-03`,
 * `2024-05-03T10:00`) or a relative `$now(d:-7)`, as the stretch a comparison truncates to.
 * That is the coarsest of a day and the finest unit the value gives (contract 1.6): `2024-05`
 * is that month, `2024-05-03T10:00` and `$now(h:-3)` are their whole (UTC) day.
 */
export function parseRuleDate(value: string, now: Date = new Date()): DateRange | undefined {
  const range = truncated(value.trim(), now);
  if (!range) return undefined;
  const { start, end } = range;
  return start.getTime() >= EARLIEST && end.getTime() <= LATEST ? range : undefined;
}

function truncated(value: string, now: Date): DateRange | undefined {
  const range = yearOrMonth(value);
  if (range) return range;
  const span = parseDateSpan(value, now);
  // NaN when a relative date runs past what JavaScript dates hold.
  if (!span || !Number.isFinite(span.start) || !Number.isFinite(span.end)) return undefined;
  if (span.end - span.start >= DAY) return { start: new Date(span.start), end: new Date(span.end) };
  const day = Math.floor(span.start / DAY) * DAY;
  return { start: new Date(day), end: new Date(day + DAY) };
}

/** The units of a relative date (`$now(d:-7)`): years, months, days, hours, minutes, seconds. */
export const RELATIVE_DATE_UNITS = ["y", "M", "d", "h", "m", "s"] as const;
export type RelativeDateUnit = (typeof RELATIVE_DATE_UNITS)[number];

/** A relative date of one unit: `{unit: "d", delta: -30}` is `$now(d:-30)`, 30 days ago. */
export interface RelativeDate {
  unit: RelativeDateUnit;
  /** A whole number; negative is in the past. At most six digits, as `$now` takes. */
  delta: number;
}

const MAX_RELATIVE_DELTA = 999_999;
const SINGLE_TERM = /^\$now(?:\(\s*([yMdhms])\s*:\s*([+-]?\d{1,6})\s*\))?$/;

/** The contract's form of a relative date: `$now(d:-30)`; undefined when the delta is not one. */
export function formatRelativeDate({ unit, delta }: RelativeDate): string | undefined {
  if (!Number.isInteger(delta) || Math.abs(delta) > MAX_RELATIVE_DELTA) return undefined;
  // `-0` would print as "0" anyway; the explicit 0 keeps the output stable.
  return `$now(${unit}:${delta === 0 ? 0 : delta})`;
}

/**
 * A relative date of at most one unit read back: `$now(d:-30)` is 30 days ago, `$now` alone
 * today (0 days). Undefined for anything else, such as dates and `$now(M:-3,d:1)`, which a
 * single amount cannot show.
 */
export function parseRelativeDate(value: string): RelativeDate | undefined {
  const match = SINGLE_TERM.exec(value.trim());
  if (!match) return undefined;
  const [, unit, delta] = match;
  if (unit === undefined || delta === undefined) return { unit: "d", delta: 0 };
  return { unit: unit as RelativeDateUnit, delta: Number(delta) + 0 };
}
