import { array, nullable, number, object, optional, string, type Infer } from "superstruct";
import { Contact } from "../contacts/contact";
import { isoDate } from "../contacts/fields";

/**
 * `GET /stats?from&to` (contract 2.14): `from` is included, `to` is not, so two periods that
 * meet count nothing twice. Both default to the 30 days up to now.
 */
export const StatsQuery = object({
  from: optional(isoDate()),
  to: optional(isoDate()),
});
export type StatsQuery = Infer<typeof StatsQuery>;

/** The dashboard's default window (behaviour B5), and the length of the period compared. */
export const STATS_WINDOW_DAYS = 30;
/** How many calendar months the series cover, the current one included. */
export const STATS_SERIES_MONTHS = 12;

/** What happened in one period. Money is in currency units; null when nothing was paid. */
export const StatsFigures = object({
  from: string(),
  to: string(),
  /** Contacts who joined (contract: `newContacts`). */
  newContacts: number(),
  /** Contacts whose member role started. */
  newMembers: number(),
  /** Contributions cancelled. */
  cancellations: number(),
  /** Callout responses received. */
  responses: number(),
  /** The sum of successful payments charged (contract: `totalRevenue`). */
  totalRevenue: nullable(number()),
  /** Their average (contract: `averageContribution`). */
  averageContribution: nullable(number()),
});
export type StatsFigures = Infer<typeof StatsFigures>;

/** One calendar month (UTC) of the series: `month` is `YYYY-MM`. */
export const StatsMonth = object({
  month: string(),
  /** Active members at the month's end (or now, for the current month). */
  members: number(),
  /** Successful payments charged in the month. */
  revenue: number(),
});
export type StatsMonth = Infer<typeof StatsMonth>;

/** The member role's newest holders (behaviour B5: "most recent members"). */
export const RECENT_MEMBERS = 5;

/** An active member and when their member role started. */
export const RecentMember = object({ contact: Contact, since: string() });
export type RecentMember = Infer<typeof RecentMember>;

/**
 * The contract's three figures at the top level, so beabee's clients read them; Agora adds
 * the other figures, the same figures for the period just before, and monthly series.
 */
export const Stats = object({
  ...StatsFigures.schema,
  previous: StatsFigures,
  months: array(StatsMonth),
  /** Active members, newest first, as of now (not of `to`). */
  recentMembers: array(RecentMember),
});
export type Stats = Infer<typeof Stats>;
