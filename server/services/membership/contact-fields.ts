import { and, eq, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { CONTACT_FILTER_FIELDS } from "../../../src/core/rules";
import { contactRoles, contributions } from "../../db/schema";
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
 * How the contacts list reaches the membership fields of its filter table, for contacts whose
 * id is `contactId` (the outer query's column): one correlated subquery each, answered from
 * the primary keys of `contributions` and `contact_roles`. `now` is the payment clock's time,
 * which says whether a membership is active.
 */
export function membershipColumns(
  contactId: SQLWrapper,
  now: Date,
): Record<MembershipFilterField, FieldColumn> {
  const ofContribution = (column: SQLWrapper): SQL =>
    sql`(select ${column} from ${contributions} where ${contributions.contactId} = ${contactId})`;
  const isMember = and(
    sql`${contactRoles.contactId} = ${contactId}`,
    eq(contactRoles.role, "member"),
  );
  const ofMembership = (column: SQLWrapper): SQL =>
    sql`(select ${column} from ${contactRoles} where ${isMember})`;
  const at = sql`${now.toISOString()}::timestamptz`;
  return {
    // Contacts without a contribution row have none.
    contributionType: sql`coalesce(${ofContribution(contributions.type)}, 'None')`,
    contributionMonthlyAmount: ofContribution(contributions.monthlyAmount),
    contributionPeriod: ofContribution(contributions.period),
    contributionCancelled: ofContribution(contributions.cancelledAt),
    manualPaymentSource: ofContribution(contributions.manualSource),
    activeMembership: sql`exists (select 1 from ${contactRoles} where ${isMember}
      and ${contactRoles.dateAdded} <= ${at}
      and (${contactRoles.dateExpires} is null or ${contactRoles.dateExpires} >= ${at}))`,
    membershipStarts: ofMembership(contactRoles.dateAdded),
    membershipExpires: ofMembership(contactRoles.dateExpires),
  };
}
