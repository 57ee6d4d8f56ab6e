import { and, desc, eq, gt, gte, isNull, lt, lte, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import {
  RECENT_MEMBERS,
  STATS_SERIES_MONTHS,
  type RecentMember,
  type Stats,
  type StatsFigures,
  type StatsMonth,
} from "@core/stats";
import { MIN_DATE } from "@core/contacts/fields";
import type { Database } from "../../db/connection";
import {
  calloutResponses,
  contactRoles,
  contacts,
  contributions,
  membershipSpans,
  paymentSums,
  payments,
} from "../../db/schema";
import type { ContactService } from "../contacts";

/** A period: `from` included, `to` not. */
export interface Period {
  from: Date;
  to: Date;
}

type Counts = Omit<StatsFigures, "from" | "to" | "totalRevenue" | "averageContribution">;

/** Money as people read it: two decimals, without a double's rounding noise. */
const money = (value: SQL) => sql<number | null>`round((${value})::numeric, 2)::float8`;

/**
 * How many members were active at each instant of `ends` (ascending; all but the last a
 * month's first instant, UTC), their end excluded. A membership active at a month's start
 * started in an earlier month and ends in that month or later, which the spans per start
 * and end month answer; the last end, within its month, also asks the memberships that
 * start or end in that month.
 */
async function membersAtMonthEnds(db: Database, ends: readonly Date[]): Promise<number[]> {
  const last = ends[ends.length - 1];
  if (!last) return [];
  const boundaries = ends.slice(0, -1).map(utcMonth);
  // The month `last` falls in: it is excluded, so the instant before it.
  const month = new Date(last.getTime() - 1);
  const from = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth(), 1));
  const next = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 1));
  const activeAt = (end: string) =>
    sql`coalesce(sum(${membershipSpans.count}) filter (where ${membershipSpans.addedMonth} < ${end}::timestamp and ${membershipSpans.expiresMonth} >= ${end}::timestamp), 0)::int`;
  const [[spans], [recent]] = await Promise.all([
    db
      .select({
        counts: sql<number[]>`array[${sql.join(boundaries.map(activeAt), sql`, `)}]::int[]`,
        before: sql<number>`coalesce(sum(${membershipSpans.count}) filter (where ${membershipSpans.addedMonth} < ${utcMonth(from)}::timestamp and ${membershipSpans.expiresMonth} >= ${utcMonth(next)}::timestamp), 0)::int`,
      })
      .from(membershipSpans),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(contactRoles)
      .where(
        and(
          eq(contactRoles.role, "member"),
          or(
            gte(contactRoles.dateAdded, from),
            and(gte(contactRoles.dateExpires, from), lt(contactRoles.dateExpires, next)),
          ),
          lt(contactRoles.dateAdded, last),
          or(isNull(contactRoles.dateExpires), gte(contactRoles.dateExpires, last)),
        ),
      ),
  ]);
  const counts = (spans?.counts ?? []).map(Number);
  return [...counts, Number(spans?.before ?? 0) + Number(recent?.count ?? 0)];
}

/**
 * The dashboard's figures (`GET /stats`): each count reads its table once for both periods
 * (`filter` per period), and money reads successful payments from the (status, charge date)
 * index, so 100,000 contacts and 1,000,000 payments cost a few scans of what fell in range.
 */
export function createStatsService(db: Database, contactService: ContactService) {
  /** How many rows of `column` fall in each period, read in one pass. */
  async function countBoth(
    table: PgTable,
    column: AnyPgColumn,
    periods: readonly [Period, Period],
    where?: SQL,
  ): Promise<[number, number]> {
    const [current, previous] = periods;
    const within = (period: Period) =>
      sql`${column} >= ${period.from.toISOString()} and ${column} < ${period.to.toISOString()}`;
    const [row] = await db
      .select({
        current: sql<number>`(count(*) filter (where ${within(current)}))::int`,
        previous: sql<number>`(count(*) filter (where ${within(previous)}))::int`,
      })
      .from(table)
      .where(and(where, gte(column, earliest(periods)), lt(column, latest(periods))));
    return [row?.current ?? 0, row?.previous ?? 0];
  }

  /** The sum and average of successful payments in each period, in one range scan. */
  async function revenue(periods: readonly [Period, Period]) {
    const within = (period: Period) =>
      sql`${payments.chargeDate} >= ${period.from.toISOString()} and ${payments.chargeDate} < ${period.to.toISOString()}`;
    const [current, previous] = periods;
    const [row] = await db
      .select({
        total: money(sql`sum(${payments.amount}) filter (where ${within(current)})`),
        average: money(sql`avg(${payments.amount}) filter (where ${within(current)})`),
        totalBefore: money(sql`sum(${payments.amount}) filter (where ${within(previous)})`),
        averageBefore: money(sql`avg(${payments.amount}) filter (where ${within(previous)})`),
      })
      .from(payments)
      .where(successfulWithin({ from: earliest(periods), to: latest(periods) }));
    return [
      { totalRevenue: row?.total ?? null, averageContribution: row?.average ?? null },
      { totalRevenue: row?.totalBefore ?? null, averageContribution: row?.averageBefore ?? null },
    ] as const;
  }

  async function figures(periods: readonly [Period, Period]): Promise<[Counts, Counts]> {
    const [joined, members, cancelled, answered] = await Promise.all([
      countBoth(contacts, contacts.joined, periods),
      countBoth(contactRoles, contactRoles.dateAdded, periods, eq(contactRoles.role, "member")),
      countBoth(contributions, contributions.cancelledAt, periods),
      countBoth(calloutResponses, calloutResponses.createdAt, periods),
    ]);
    const pick = (i: 0 | 1): Counts => ({
      newContacts: joined[i],
      newMembers: members[i],
      cancellations: cancelled[i],
      responses: answered[i],
    });
    return [pick(0), pick(1)];
  }

  /** Members at each month's end (or at `to`) and the month's revenue. */
  async function series(to: Date): Promise<StatsMonth[]> {
    const months = monthsUpTo(to);
    const counts = await membersAtMonthEnds(
      db,
      months.map((month) => month.to),
    );
    const start = months[0]?.from ?? to;
    const current = months[months.length - 1]?.from ?? to;
    const [monthRows, currentRows] = await Promise.all([
      // Whole months from the sums the payments' triggers keep; the month `to` falls in, which
      // may end early, from its payments.
      db
        .select({
          month: sql<string>`to_char(${paymentSums.month}, 'YYYY-MM')`,
          revenue: money(sql`sum(${paymentSums.amount})`),
        })
        .from(paymentSums)
        .where(
          and(
            eq(paymentSums.status, "successful"),
            gte(paymentSums.month, utcMonth(start)),
            lt(paymentSums.month, utcMonth(current)),
          ),
        )
        .groupBy(paymentSums.month),
      db
        .select({ revenue: money(sql`sum(${payments.amount})`) })
        .from(payments)
        .where(successfulWithin({ from: current, to })),
    ]);
    const revenueRows = [
      ...monthRows,
      { month: current.toISOString().slice(0, 7), revenue: currentRows[0]?.revenue ?? null },
    ];
    const revenueOf = new Map(revenueRows.map((row) => [row.month, row.revenue ?? 0]));
    return months.map((month, i) => ({
      month: month.name,
      members: counts[i] ?? 0,
      revenue: revenueOf.get(month.name) ?? 0,
    }));
  }

  async function recentMembers(now: Date): Promise<RecentMember[]> {
    const rows = await db
      .select({ contactId: contactRoles.contactId, since: contactRoles.dateAdded })
      .from(contactRoles)
      .where(
        and(
          eq(contactRoles.role, "member"),
          lte(contactRoles.dateAdded, now),
          or(isNull(contactRoles.dateExpires), gt(contactRoles.dateExpires, now)),
        ),
      )
      .orderBy(desc(contactRoles.dateAdded), desc(contactRoles.contactId))
      .limit(RECENT_MEMBERS);
    const found = await contactService.getMany(rows.map((row) => row.contactId));
    return rows.flatMap((row) => {
      const contact = found.get(row.contactId);
      return contact ? [{ contact, since: row.since.toISOString() }] : [];
    });
  }

  return async function stats(period: Period, now: Date): Promise<Stats> {
    const previous = previousPeriod(period);
    const [[current, before], [money, moneyBefore], months, recent] = await Promise.all([
      figures([period, previous]),
      revenue([period, previous]),
      series(period.to),
      recentMembers(now),
    ]);
    return {
      from: period.from.toISOString(),
      to: period.to.toISOString(),
      ...current,
      ...money,
      previous: {
        from: previous.from.toISOString(),
        to: previous.to.toISOString(),
        ...before,
        ...moneyBefore,
      },
      months,
      recentMembers: recent,
    };
  };
}

/**
 * The period of the same length that ends where `period` starts, cut at the earliest date an
 * input may name (a long period's would reach before year 1, which no database writes).
 */
export function previousPeriod(period: Period): Period {
  const length = period.to.getTime() - period.from.getTime();
  const from = Math.max(
    period.from.getTime() - length,
    Math.min(MIN_DATE.getTime(), period.from.getTime()),
  );
  return { from: new Date(from), to: period.from };
}

/**
 * The calendar months (UTC) of the series, oldest first: the month `to` falls in (the instant
 * before it, as `to` is excluded) and the ones before it; the last ends at `to`.
 */
export function monthsUpTo(to: Date): { name: string; from: Date; to: Date }[] {
  const last = new Date(to.getTime() - 1);
  const year = last.getUTCFullYear();
  const month = last.getUTCMonth();
  return Array.from({ length: STATS_SERIES_MONTHS }, (_, i) => {
    const from = new Date(Date.UTC(year, month - (STATS_SERIES_MONTHS - 1) + i, 1));
    const next = new Date(Date.UTC(year, month - (STATS_SERIES_MONTHS - 1) + i + 1, 1));
    return {
      name: from.toISOString().slice(0, 7),
      from,
      to: i === STATS_SERIES_MONTHS - 1 ? to : next,
    };
  });
}

/** A month's first instant as `payment_sums` holds it: a UTC timestamp without zone. */
const utcMonth = (date: Date) => date.toISOString().slice(0, 19).replace("T", " ");

function successfulWithin(period: Period): SQL | undefined {
  return and(
    eq(payments.status, "successful"),
    gte(payments.chargeDate, period.from),
    lt(payments.chargeDate, period.to),
  );
}

const earliest = (periods: readonly Period[]) =>
  new Date(Math.min(...periods.map((period) => period.from.getTime())));
const latest = (periods: readonly Period[]) =>
  new Date(Math.max(...periods.map((period) => period.to.getTime())));
