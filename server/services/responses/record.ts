import { and, count, eq, type SQL } from "drizzle-orm";
import type { CalloutResponse } from "@core/callouts";
import type { Database } from "../../db/connection";
import { calloutResponseTriage as triage, calloutResponses } from "../../db/schema";

/**
 * The join of each response to its triage row (migration 0036): one row, always there. The
 * callout is joined on too, so a condition on either table's callout reaches the other's
 * indexes (the bucket tabs read `callout_response_triage_bucket`).
 */
export const triageOfResponse = and(
  eq(triage.responseId, calloutResponses.id),
  eq(triage.calloutId, calloutResponses.calloutId),
) as SQL;

/**
 * How many responses `where` selects (it may read their triage). Counted from the triage
 * rows with a left join to the responses, which the planner leaves out when `where` reads
 * the triage row alone (a bucket tab's total, from `callout_response_triage_bucket`): the
 * same count, as every triage row has its response.
 */
export function countResponses(db: Database, where: SQL | undefined) {
  return db
    .select({ value: count() })
    .from(triage)
    .leftJoin(calloutResponses, triageOfResponse)
    .where(where);
}

/**
 * How many responses `where` selects, counted from the responses' rows with a left join to
 * their triage, which the planner leaves out when `where` reads the responses alone (an
 * answer's rule): a total no longer pays for a join to 100,000 triage rows it does not read.
 * The same count as `countResponses`, as every response has its triage row.
 */
export function countAnswered(db: Database, where: SQL | undefined) {
  return db
    .select({ value: count() })
    .from(calloutResponses)
    .leftJoin(triage, triageOfResponse)
    .where(where);
}

/**
 * What lists select of a response: every column but `answers_text`, which only filters read,
 * and its triage (`triageOfResponse` joined).
 */
export const responseColumns = {
  id: calloutResponses.id,
  calloutId: calloutResponses.calloutId,
  number: calloutResponses.number,
  contactId: calloutResponses.contactId,
  guestName: calloutResponses.guestName,
  guestEmail: calloutResponses.guestEmail,
  answers: calloutResponses.answers,
  newsletter: calloutResponses.newsletter,
  bucket: triage.bucket,
  assigneeId: triage.assigneeId,
  createdAt: calloutResponses.createdAt,
  updatedAt: triage.updatedAt,
} satisfies Record<keyof ResponseRecord, unknown>;

export type ResponseRecord = Omit<typeof calloutResponses.$inferSelect, "answersText"> &
  Pick<typeof triage.$inferSelect, "bucket" | "assigneeId" | "updatedAt">;

/** A response as the API answers it, before what `with` adds. */
export function toResponse(record: ResponseRecord): CalloutResponse {
  return {
    id: record.id,
    number: record.number,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
    bucket: record.bucket,
    guestName: record.guestName,
    guestEmail: record.guestEmail,
  };
}
