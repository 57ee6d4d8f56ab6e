import type { I18n } from "@lingui/core";

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600_000],
  ["month", 30 * 24 * 3600_000],
  ["week", 7 * 24 * 3600_000],
  ["day", 24 * 3600_000],
  ["hour", 3600_000],
  ["minute", 60_000],
];

/**
 * How far `date` is from `now` in words of the active locale, in the largest unit that fits
 * at least once ("in 3 days", "2 hours ago", "now"), rounded to the nearest whole unit.
 */
export function relativeTime(date: string | Date, i18n: I18n, now = new Date()): string {
  const format = new Intl.RelativeTimeFormat(i18n.locale, { numeric: "auto" });
  const difference = new Date(date).getTime() - now.getTime();
  for (const [unit, size] of UNITS) {
    if (Math.abs(difference) >= size) return format.format(Math.round(difference / size), unit);
  }
  return format.format(0, "minute");
}
