import { and, eq, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { CONTACT_FILTER_FIELDS } from "../../../src/core/rules";
import { contactRoles, contributions } from "../../db/schema";
import { oneToOne, type FieldColumn } from "../rules";

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
 * How the contacts list reaches the membership fields of its filter table, for contacts whose
 * id is `contactId` (the outer query's column): each rule a semi-join on the contact ids of
 * `contributions` or of the member rows of `contact_roles` (`oneToOne`), so a filter over
 * 100,000 contacts hashes the matching ids once. `now` is the payment clock's time, which says
 * whether a membership is active.
 */
export function membershipColumns(
  contactId: SQLWrapper,
  now: Date,
): Record<MembershipFilterField, FieldColumn> {
  // Contacts without a contribution row have none: no type, amount or dates.
  const ofContribution = (value: FieldColumn, missing: SQL = sql`null`) =>
    oneToOne({
      outer: contactId,
      key: contributions.contactId,
      table: contributions,
      value,
      missing,
    });
  const ofMembership = (value: FieldColumn) =>
    oneToOne({
      outer: contactId,
      key: contactRoles.contactId,
      table: contactRoles,
      only: eq(contactRoles.role, "member"),
      value,
      missing: sql`null::timestamptz`,
    });
  const at = sql`${now.toISOString()}::timestamptz`;
  return {
    contributionType: ofContribution(
      sql`coalesce(${contributions.type}, 'None')`,
      sql`'None'::text`,
    ),
    contributionMonthlyAmount: ofContribution(contributions.monthlyAmount, sql`null::float8`),
    contributionPeriod: ofContribution(contributions.period, sql`null::text`),
    contributionCancelled: ofContribution(contributions.cancelledAt, sql`null::timestamptz`),
    manualPaymentSource: ofContribution(contributions.manualSource, sql`null::text`),
    activeMembership: sql`exists (select 1 from ${contactRoles} where ${and(
      sql`${contactRoles.contactId} = ${contactId}`,
      eq(contactRoles.role, "member"),
    )}
      and ${contactRoles.dateAdded} <= ${at}
      and (${contactRoles.dateExpires} is null or ${contactRoles.dateExpires} >= ${at}))`,
    membershipStarts: ofMembership(contactRoles.dateAdded),
    membershipExpires: ofMembership(contactRoles.dateExpires),
  };
}
