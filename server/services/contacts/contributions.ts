import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/connection";
import { contactRoles, contributions } from "../../db/schema";
import type { ContributionSummary } from "./serialise";

/**
 * What contacts give (the contact object's `contributionAmount` and `contributionPeriod`),
 * by contact; contacts who give nothing are left out, and so are those whose membership
 * ended at `now` (the payment clock's time): the membership state says they give nothing
 * any more (issue #23), whatever amount their last contribution had.
 */
export async function contactSummaries(
  db: Database,
  contactIds: readonly string[],
  now: () => Promise<Date>,
): Promise<Map<string, ContributionSummary>> {
  const result = new Map<string, ContributionSummary>();
  if (contactIds.length === 0) return result;
  const [rows, at] = await Promise.all([
    db
      .select({
        contactId: contributions.contactId,
        type: contributions.type,
        amount: contributions.amount,
        period: contributions.period,
        roleEnds: contactRoles.dateExpires,
      })
      .from(contributions)
      .leftJoin(
        contactRoles,
        and(eq(contactRoles.contactId, contributions.contactId), eq(contactRoles.role, "member")),
      )
      .where(inArray(contributions.contactId, [...new Set(contactIds)])),
    now(),
  ]);
  for (const row of rows) {
    const ended = row.roleEnds !== null && row.roleEnds < at;
    if (row.type !== "None" && row.amount && row.period && !ended) {
      result.set(row.contactId, { amount: row.amount, period: row.period });
    }
  }
  return result;
}
