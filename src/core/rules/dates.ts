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
