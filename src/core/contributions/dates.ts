import type { ContributionPeriod } from "../fees";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Months each period lasts. */
export const MONTHS_PER_PERIOD: Readonly<Record<ContributionPeriod, number>> = {
  monthly: 1,
  annually: 12,
};

/**
 * `months` calendar months after `date`, in UTC, at the same time of day. A day the target
 * month lacks becomes its last day: 31 January + 1 month is 28 (or 29) February.
 */
export function addMonths(date: Date, months: number): Date {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const result = new Date(date.getTime());
  result.setUTCFullYear(year, month, Math.min(date.getUTCDate(), lastDay));
  return result;
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** The end of `count` periods starting at `start` (counted from the start, so days never drift). */
export function addPeriods(start: Date, period: ContributionPeriod, count = 1): Date {
  return addMonths(start, MONTHS_PER_PERIOD[period] * count);
}

/** How many whole calendar months fit between `from` and `to`; 0 when `to` is not later. */
export function wholeMonthsBetween(from: Date, to: Date): number {
  if (to <= from) return 0;
  let months =
    (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + (to.getUTCMonth() - from.getUTCMonth());
  // The estimate may be one too many when `to` falls earlier in its month than `from`.
  while (months > 0 && addMonths(from, months) > to) months -= 1;
  return months;
}
