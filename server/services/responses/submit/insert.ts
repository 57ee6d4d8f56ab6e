import type { Database } from "@server/db/connection";
import { calloutResponses } from "@server/db/schema";
import type { ResponseRecord } from "../record";

/** A new response's columns but those its callout's trigger gives it. */
export type NewResponse = Omit<typeof calloutResponses.$inferInsert, "calloutId" | "number">;

/** A stored row as the service's record: a new response is not triaged yet. */
export const newRecord = (row: typeof calloutResponses.$inferSelect): ResponseRecord => ({
  ...row,
  bucket: "",
  assigneeId: null,
  updatedAt: row.createdAt,
});

/**
 * Stores a new response. Its number is the callout's next, given by the insert's trigger
 * (migration 0007) in the same statement: concurrent answers never share one. Another
 * trigger gives it its triage row (migration 0036): no bucket, no assignee, updated now.
 */
export async function insert(
  tx: Database,
  calloutId: string,
  values: NewResponse,
): Promise<ResponseRecord> {
  const [record] = await tx
    .insert(calloutResponses)
    .values({ ...values, calloutId })
    .returning();
  if (!record) throw new Error("The new response was not returned");
  return newRecord(record);
}

/** What runs in the transaction that stores a response, with its id. */
export type OnSaved = (tx: Database, responseId: string) => Promise<void>;
