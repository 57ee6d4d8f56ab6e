import type { Database } from "../../../db/connection";
import { calloutResponses } from "../../../db/schema";
import type { ResponseRecord } from "../record";

/**
 * Stores a new response. Its number is the callout's next, given by the insert's trigger
 * (migration 0007) in the same statement: concurrent answers never share one. Another
 * trigger gives it its triage row (migration 0036): no bucket, no assignee, updated now.
 */
export async function insert(
  tx: Database,
  calloutId: string,
  values: Omit<typeof calloutResponses.$inferInsert, "calloutId" | "number">,
): Promise<ResponseRecord> {
  const [record] = await tx
    .insert(calloutResponses)
    .values({ ...values, calloutId })
    .returning();
  if (!record) throw new Error("The new response was not returned");
  return { ...record, bucket: "", assigneeId: null, updatedAt: record.createdAt };
}

/** What runs in the transaction that stores a response, with its id. */
export type OnSaved = (tx: Database, responseId: string) => Promise<void>;
