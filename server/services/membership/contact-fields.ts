import { sql, type SQL } from "drizzle-orm";
import type { CONTACT_FILTER_FIELDS } from "@core/rules";
import { contacts } from "../../db/schema";
import type { FieldColumn } from "../rules";

/** The contacts filter fields (contract 1.6) that membership and contributions answer. */
export type MembershipFilterField = Extract<
  keyof typeof CONTACT_FILTER_FIELDS,
  | "contributionType"
  | "contributionMonthlyAmount"
  | "contributionPeriod"
  | "contributionCancelled"
  | "manualPaymentSource"
  | "activeMembership"
  | "membershipStarts"
  | "membershipExpires"
>;

/**
 * What a contact gives a month at `now` (the payment clock's time): nothing once their
 * membership ended, whatever their last contribution was (issue #23), as the contact's
 * `contributionAmount` says (contacts/contributions). For rules and exports.
 */
export function givenMonthly(now: Date): SQL<number | null> {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql<number | null>`(case when ${contacts.membershipExpires} < ${at} then null
    else ${contacts.contributionMonthlyAmount} end)`;
}

/**
 * How the contacts list reaches the membership fields of its filter table: the copies of the
 * contact's contribution and member role that triggers keep on `contacts` (migration 0019),
 * so a rule on them reads the contact's own row. `now` is the payment clock's time, which
 * says whether a membership is active.
 */
export function membershipColumns(now: Date): Record<MembershipFilterField, FieldColumn> {
  const at = sql`${now.toISOString()}::timestamptz`;
  return {
    contributionType: contacts.contributionType,
    contributionMonthlyAmount: givenMonthly(now),
    contributionPeriod: contacts.contributionPeriod,
    contributionCancelled: contacts.contributionCancelledAt,
    manualPaymentSource: contacts.manualPaymentSource,
    // A member role always has a start: without one there is no membership (false, not null).
    activeMembership: sql`(${contacts.membershipStarts} is not null
      and ${contacts.membershipStarts} <= ${at}
      and (${contacts.membershipExpires} is null or ${contacts.membershipExpires} >= ${at}))`,
    membershipStarts: contacts.membershipStarts,
    membershipExpires: contacts.membershipExpires,
  };
}
