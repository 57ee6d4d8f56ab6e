/**
 * Dates in answers and in date limits: an ISO date (`2024-05-01`), an ISO date and time
 * (`2024-05-01T10:30`, optionally with seconds and a zone), or a relative expression: `$now`,
 * or `$now(unit:delta,…)` with units y, M, d, h, m, s (e.g. `$now(d:-1)`, `$now(M:-3,d:1)`).
 * A relative date is truncated to the finest unit it names, and `$now` alone means today.
 * Times without a zone are read as UTC, so the server and every browser agree.
 */

/** A span of time, `end` excluded: a day for `2024-05-01`, an hour for `$now(h:1)`. */
export interface DateSpan {
  start: number;
  end: number;
}

const UNITS = ["y", "M", "d", "h", "m", "s"] as const;
type Unit = (typeof UNITS)[number];

const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(Z|[+-]\d{2}:\d{2})?)?$/;
const TERM_TEXT = "[yMdhms]\\s*:\\s*[+-]?\\d{1,6}";
const RELATIVE = new RegExp(`^\\$now(?:\\(\\s*(${TERM_TEXT}(?:\\s*,\\s*${TERM_TEXT})*)?\\s*\\))?$`);
const TERM = /([yMdhms])\s*:\s*([+-]?\d+)/g;

/**
 * `Date.UTC` without its quirk of reading years 0 to 99 as 1900 to 1999; like it, it carries
 * over (day 32 is the next month's first).
 */
export function utcTime(
  year: number,
  month: number,
  day = 1,
  hour = 0,
  minute = 0,
  second = 0,
  ms = 0,
) {
  const date = new Date(0);
  date.setUTCFullYear(year, month, day);
  date.setUTCHours(hour, minute, second, ms);
  return date.getTime();
}

function daysInMonth(year: number, month: number): number {
  return new Date(utcTime(year, month, 0)).getUTCDate();
}

function parseIso(value: string): DateSpan | undefined {
  const match = ISO.exec(value);
  if (!match) return undefined;
  const [, y, mo, d, h, mi, s, ms, zone] = match;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  if (h === undefined) {
    const start = utcTime(year, month - 1, day);
    return { start, end: start + 86_400_000 };
  }
  const hour = Number(h);
  const minute = Number(mi);
  const second = Number(s ?? 0);
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  let offset = 0;
  if (zone && zone !== "Z") {
    const sign = zone.startsWith("-") ? -1 : 1;
    const [zh, zm] = zone.slice(1).split(":").map(Number) as [number, number];
    if (zh > 23 || zm > 59) return undefined;
    offset = sign * (zh * 60 + zm) * 60_000;
  }
  const start =
    utcTime(year, month - 1, day, hour, minute, second, Number((ms ?? "0").padEnd(3, "0"))) -
    offset;
  return { start, end: start + 1 };
}

function parseRelative(value: string, now: Date): DateSpan | undefined {
  const match = RELATIVE.exec(value);
  if (!match) return undefined;
  const deltas: Partial<Record<Unit, number>> = {};
  let finest = UNITS.indexOf("d");
  let named = false;
  for (const [, unit, delta] of (match[1] ?? "").matchAll(TERM)) {
    const index = UNITS.indexOf(unit as Unit);
    finest = named ? Math.max(finest, index) : index;
    named = true;
    deltas[unit as Unit] = (deltas[unit as Unit] ?? 0) + Number(delta);
  }
  const parts = [
    now.getUTCFullYear() + (deltas.y ?? 0),
    now.getUTCMonth() + (deltas.M ?? 0),
    now.getUTCDate() + (deltas.d ?? 0),
    now.getUTCHours() + (deltas.h ?? 0),
    now.getUTCMinutes() + (deltas.m ?? 0),
    now.getUTCSeconds() + (deltas.s ?? 0),
  ];
  // utcTime carries over (day 32 is the next month's first), so only truncation is left.
  const truncated = parts.map((part, index) => (index <= finest ? part : index === 2 ? 1 : 0));
  const next = truncated.map((part, index) => (index === finest ? part + 1 : part));
  return { start: utc(truncated), end: utc(next) };
}

function utc([year = 0, month = 0, day = 1, hour = 0, minute = 0, second = 0]: number[]): number {
  return utcTime(year, month, day, hour, minute, second);
}

/** The span a date or relative expression stands for, or undefined when it is neither. */
export function parseDateSpan(value: string, now: Date = new Date()): DateSpan | undefined {
  const trimmed = value.trim();
  return trimmed.startsWith("$") ? parseRelative(trimmed, now) : parseIso(trimmed);
}
