import { inArray } from "drizzle-orm";
import type { Database } from "../../db/connection";
import { contributions } from "../../db/schema";
import type { ContributionSummary } from "./serialise";

/**
 * What contacts give (the contact object's `contributionAmount` and `contributionPeriod`),
 * by contact; contacts who give nothing are left out.
 */
export async function contactSummaries(
  db: Database,
  contactIds: readonly string[],
): Promise<Map<string, ContributionSummary>> {
  const result = new Map<string, ContributionSummary>();
  if (contactIds.length === 0) return result;
  const rows = await db
    .select({
      contactId: contributions.contactId,
      type: contributions.type,
      amount: contributions.amount,
      period: contributions.period,
    })
    .from(contributions)
    .where(inArray(contributions.contactId, [...new Set(contactIds)]));
  for (const row of rows) {
    if (row.type !== "None" && row.amount && row.period) {
      result.set(row.contactId, { amount: row.amount, period: row.period });
    }
  }
  return result;
}
