import { sql, type SQL } from "drizzle-orm";
import type { I18n } from "@lingui/core";
import {
  ENDED_REASONS,
  MEMBERSHIP_STATES,
  type EndedReason,
  type MembershipStateName,
} from "@core/contributions";
import { ENDED_REASON_LABELS, MEMBERSHIP_STATE_LABELS } from "@core/contributions/state-labels";

/**
 * What `membershipFromRows` reads of one contact, as SQL expressions over a statement's
 * joined rows: each null when the row it comes from is missing.
 */
export interface MembershipSqlColumns {
  /** `contributions.type`, `cancelled_at`, `ended_reason`. */
  type: SQL | unknown;
  cancelledAt: SQL | unknown;
  endedReason: SQL | unknown;
  /** The member role's `date_added` (null: no role) and `date_expires`. */
  roleAdded: SQL | unknown;
  roleExpires: SQL | unknown;
  /** The latest successful payment's `period_end`. */
  paidUntil: SQL | unknown;
  /** The latest payment of a subscription, by charge date: its status and charge date. */
  latestStatus: SQL | unknown;
  latestChargeDate: SQL | unknown;
}

/** A membership state as staff read it: the status, and why an ended one ended. */
export type MembershipTextKey = MembershipStateName | `ended ${EndedReason}`;

/** Each state's words (MEMBERSHIP_STATE_LABELS, ENDED_REASON_LABELS): the statement's parameters. */
export type MembershipTexts = Record<MembershipTextKey, string>;

/**
 * The states' words in `i18n`'s language ("Ended after failed payments"), each passed through
 * `write` (the CSV writer's field, so the statement writes none of them itself).
 */
export function membershipTexts(
  i18n: I18n,
  write: (text: string) => string = (text) => text,
): MembershipTexts {
  const texts: Partial<MembershipTexts> = {};
  for (const state of MEMBERSHIP_STATES)
    texts[state] = write(i18n._(MEMBERSHIP_STATE_LABELS[state]));
  const ended = i18n._(MEMBERSHIP_STATE_LABELS.ended);
  for (const reason of ENDED_REASONS) {
    texts[`ended ${reason}`] = write(`${ended} ${i18n._(ENDED_REASON_LABELS[reason])}`);
  }
  return texts as MembershipTexts;
}

/**
 * A time as the server reads it into a JS Date: milliseconds, the rest dropped, so the
 * statement compares what `deriveMembership` compares.
 */
const ms = (value: SQL | unknown) => sql`date_trunc('milliseconds', ${value})`;

/**
 * The membership state at `now` in the staff's words ("Ended after failed payments"), written
 * by the database exactly as `membershipFromRows` then MEMBERSHIP_STATE_LABELS and
 * ENDED_REASON_LABELS say it (the state's status and ended reason only, which need no
 * provider, country or difference). Each step names the line of `deriveMembership` it follows;
 * state-sql.test.ts checks the two agree on random rows.
 */
export function membershipStatusTextSql(
  columns: MembershipSqlColumns,
  options: { graceDays: number; now: Date; texts: MembershipTexts },
): SQL<string> {
  const { texts } = options;
  const now = sql`${options.now.toISOString()}::timestamptz`;
  const type = sql`coalesce(${columns.type}, 'None')`;
  const automatic = sql`(${type} = 'Automatic')`;
  const stopped = sql`(${columns.cancelledAt} is not null or ${columns.endedReason} is not null)`;
  const paid = ms(columns.paidUntil);
  const roleAdded = ms(columns.roleAdded);
  const roleExpires = ms(columns.roleExpires);
  // `renewalOutcomeOf` failed (retrying or final): not successful, pending or draft, and not
  // made good by a payment beyond its charge date (a day of 24 hours, as `addDays`).
  const failed = sql`(${automatic} and ${columns.latestStatus} is not null
    and ${columns.latestStatus} not in ('successful', 'pending', 'draft')
    and not coalesce(${paid} > ${ms(columns.latestChargeDate)} + interval '24 hours', false))`;
  // What staff recorded is what is paid for, when Agora collects nothing.
  const paidUntil = sql`(case when ${automatic} then ${paid} else coalesce(${roleExpires}, ${paid}) end)`;
  // The grace days are whole (the settings say so): days of 24 hours, as `addDays`.
  const grace = sql`make_interval(hours => ${options.graceDays}::int * 24)`;
  const accessEnd = sql`(case
    when ${failed} then coalesce(${paidUntil} + ${grace}, ${roleExpires})
    when ${stopped} and ${automatic} then coalesce(${paidUntil}, ${roleExpires})
    when ${automatic} then null
    else ${roleExpires} end)`;
  const endedByRole = sql`(${roleExpires} is not null and coalesce(${roleExpires} < ${accessEnd}, ${roleExpires} < ${now}))`;
  const accessEnds = sql`(case when ${endedByRole} then ${roleExpires} else ${accessEnd} end)`;
  // `endedReasonOf`.
  const reasonOf = sql`coalesce(${columns.endedReason}, case
    when ${failed} then 'payment-failed'
    when ${columns.cancelledAt} is not null then 'cancelled'
    when ${automatic} then null
    else 'staff' end)`;
  // "Ended", with its reason when there is one.
  const ended = (reason: SQL) => sql`(case ${reason}
    when 'cancelled' then ${texts["ended cancelled"]}::text
    when 'payment-failed' then ${texts["ended payment-failed"]}::text
    when 'staff' then ${texts["ended staff"]}::text
    else ${texts.ended}::text end)`;
  return sql<string>`(case
    when ${roleAdded} is null or ${roleAdded} > ${now} then
      case when ${roleAdded} is null and ${type} <> 'None' and ${stopped} then ${ended(reasonOf)}
        else ${texts.none}::text end
    when ${accessEnds} < ${now} then ${ended(sql`(case
      when ${endedByRole} and not ${stopped} and not ${failed} then
        case when ${automatic} then null else 'staff' end
      else ${reasonOf} end)`)}
    when ${failed} then ${texts["payment-failed"]}::text
    when ${stopped} and ${accessEnds} is not null then ${texts["cancelled-expiring"]}::text
    else ${texts.active}::text end)`;
}
