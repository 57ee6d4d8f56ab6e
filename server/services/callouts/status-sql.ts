import { and, eq, isNotNull, lte, sql, type SQL } from "drizzle-orm";
import type { CalloutStatus } from "@core/callouts";
import { callouts } from "../../db/schema";

// The status of src/core/callouts/status.ts in SQL, for filters and visibility. `now` is a
// parameter rather than the database's clock, so both sides agree within a request.

const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;

export function statusSql(now: Date): SQL<CalloutStatus> {
  return sql<CalloutStatus>`case
    when ${callouts.starts} is null then 'draft'
    when ${callouts.starts} > ${at(now)} then 'scheduled'
    when ${callouts.expires} is not null and ${callouts.expires} <= ${at(now)} then 'ended'
    else 'open' end`;
}

/** Open or ended: started, whatever its end. */
export function publishedSql(now: Date): SQL {
  return and(isNotNull(callouts.starts), lte(callouts.starts, at(now))) as SQL;
}

/** What readers see in the list: published and not hidden. */
export function listedSql(now: Date): SQL {
  return and(publishedSql(now), eq(callouts.hidden, false)) as SQL;
}

/** The status as a number to sort by: draft, scheduled, open, ended. */
export function statusRankSql(now: Date): SQL<number> {
  return sql<number>`case
    when ${callouts.starts} is null then 0
    when ${callouts.starts} > ${at(now)} then 1
    when ${callouts.expires} is not null and ${callouts.expires} <= ${at(now)} then 3
    else 2 end`;
}
