import { and, asc, desc, eq, isNull, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/connection";
import { calloutResponseTriage as triage, calloutResponses } from "../../db/schema";
import { joinSortTables } from "./order";

/**
 * Pages further than this into a list by assignee are read by the plain sort: each assignee's
 * first `offset + limit` responses would be more than the sort they save.
 */
export const ASSIGNEE_PAGE_REACH = 1_000;

/**
 * The responses of one callout that can be on a page of its list by assignee ending at `end`
 * (offset + limit), as a condition on `callout_responses.id`: each assignee's first `end` of
 * `where`'s responses in number order, from `callout_response_triage_assignee`, and the
 * unassigned's. Within one assignee the list is in number order, so no response beyond its
 * assignee's first `end` can be among the list's first `end`; the list's own order then sorts
 * these few (names compared as `responseSortKeys` does, ties of names included). The callout's
 * assignees are found along the same index, one probe each, not by reading every response.
 */
export function assigneePageCandidates(
  db: Database,
  options: { calloutId: string; where: SQL | undefined; order: "ASC" | "DESC"; end: number },
): SQL {
  const { calloutId, where, order, end } = options;
  const direction = order === "DESC" ? desc : asc;
  const firstOf = (assigned: SQL) =>
    joinSortTables(
      db.select({ id: calloutResponses.id }).from(calloutResponses).$dynamic(),
      undefined,
    )
      .where(and(where, assigned))
      // The assignee too, though one value here: `is null` fixes no order for the planner as
      // an equality does, and without it the unassigned (most, often) were sorted, not read
      // along the index.
      .orderBy(direction(triage.calloutId), direction(triage.assigneeId), direction(triage.number))
      .limit(end);
  // A loose scan of the assignee index: each step the next assignee after the last found.
  const assignees = sql`with recursive assignees(id) as (
      (select ${triage.assigneeId} from ${triage}
        where ${triage.calloutId} = ${calloutId} and ${triage.assigneeId} is not null
        order by ${triage.assigneeId} limit 1)
      union all
      select (select ${triage.assigneeId} from ${triage}
          where ${triage.calloutId} = ${calloutId} and ${triage.assigneeId} > assignees.id
          order by ${triage.assigneeId} limit 1)
        from assignees where assignees.id is not null
    )`;
  return sql`${calloutResponses.id} = any(array(${assignees}
    select picked.id from assignees
      cross join lateral (${firstOf(eq(triage.assigneeId, sql`assignees.id`))}) as picked
      where assignees.id is not null
    union all (${firstOf(isNull(triage.assigneeId))})
  ))`;
}
