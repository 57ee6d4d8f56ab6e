import { and, asc, not, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/connection";
import { contacts } from "../../db/schema";
import { sortBy, type PageableQuery } from "../rules";

/**
 * The contacts `where` matches, by what they give a month at `now` as the membership state
 * says (`givenMonthly`: nothing once their membership ended), those giving nothing last in id
 * order: the `contributionMonthlyAmount` sort of the list.
 *
 * Whether a membership ended moves with the clock, so no stored column can hold the key. The
 * page is read as two ordered parts instead, each from its index: those still giving, by the
 * amount copy (`contacts_contribution`, or its `_desc` twin), then the others by id; the second
 * part is read only when the page reaches past the first.
 */
export function byMonthlyAmount(
  db: Database,
  where: SQL,
  order: "ASC" | "DESC",
  now: Date,
): PageableQuery<{ id: string }> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const giving = sql`(${contacts.contributionMonthlyAmount} is not null
    and (${contacts.membershipExpires} is null or ${contacts.membershipExpires} >= ${at}))`;
  return {
    limit: (limit) => ({
      offset: async (offset) => {
        // Every giver up to the page's end: how many there are decides where the rest start.
        const givers = await db
          .select({ id: contacts.id })
          .from(contacts)
          .where(and(where, giving))
          .orderBy(...sortBy(contacts.contributionMonthlyAmount, order, contacts.id))
          .limit(offset + limit);
        const page = givers.slice(offset);
        if (givers.length === offset + limit) return page;
        const rest = await db
          .select({ id: contacts.id })
          .from(contacts)
          .where(and(where, not(giving)))
          .orderBy(asc(contacts.id))
          .limit(limit - page.length)
          .offset(Math.max(0, offset - givers.length));
        return [...page, ...rest];
      },
    }),
  };
}
