import { sql, type SQL } from "drizzle-orm";
import type { NoticeStatus } from "@core/notices";
import { notices } from "../../db/schema";

// The status of src/core/notices (a callout's rule) in SQL. `now` is a parameter rather than
// the database's clock, so the list and the records it answers agree within a request.

const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;

export function noticeStatusSql(now: Date): SQL<NoticeStatus> {
  return sql<NoticeStatus>`case
    when ${notices.starts} is null then 'draft'
    when ${notices.starts} > ${at(now)} then 'scheduled'
    when ${notices.expires} is not null and ${notices.expires} <= ${at(now)} then 'ended'
    else 'open' end`;
}

/** The status in its lifecycle's order (draft, scheduled, open, ended), for sorting. */
export function noticeStageSql(now: Date): SQL<number> {
  return sql<number>`case
    when ${notices.starts} is null then 0
    when ${notices.starts} > ${at(now)} then 1
    when ${notices.expires} is not null and ${notices.expires} <= ${at(now)} then 3
    else 2 end`;
}

/** Shown to members now: started, and not yet expired. */
export function openSql(now: Date): SQL {
  return sql`(${notices.starts} is not null and ${notices.starts} <= ${at(now)} and (${notices.expires} is null or ${notices.expires} > ${at(now)}))`;
}
