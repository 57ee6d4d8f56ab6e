import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/connection";
import { calloutResponseTags, calloutResponseTriage as triage, calloutTags } from "../../db/schema";

/**
 * The locks every writer of responses' triage takes, always in this order, so that two of
 * them never wait on each other (issue #28):
 *
 * 1. the callout tags it names, in id order: `key share` for a change or an undo that puts
 *    them on or takes them off (a tag cannot be deleted under it), `update` for a merge or a
 *    deletion of them (no change can put them on meanwhile);
 * 2. the triage rows of the responses it writes, in response id order (`triageRowsLocked`).
 *
 * Responses' triage and the tags' merge and deletion both take them: they live with the tags,
 * the lower of the two folders.
 */
type TagLock = "key share" | "update";

/** Ids as a uuid array parameter list. */
export const uuidArray = (ids: readonly string[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;

/** Locks the tags among `ids` that still exist, in id order; answers their ids. */
export async function lockTags(
  tx: Database,
  ids: readonly string[],
  mode: TagLock,
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: calloutTags.id })
    .from(calloutTags)
    .where(sql`${calloutTags.id} = any(${uuidArray(ids)})`)
    .orderBy(calloutTags.id)
    .for(mode === "update" ? "update" : "key share");
  return rows.map((row) => row.id);
}

/**
 * A select of the triage rows `from` reaches (a `from … where …` naming
 * `callout_response_triage`), locked `for update` in response id order: each response's id
 * and callout.
 */
export const triageRowsLocked = (from: SQL) =>
  sql`select ${triage.responseId} as id, ${triage.calloutId} as callout_id ${from}
    order by ${triage.responseId} for update of ${triage}`;

/** Locks the triage rows of the responses that carry any of `tagIds` (a merge's). */
export async function lockTaggedResponses(tx: Database, tagIds: readonly string[]): Promise<void> {
  if (tagIds.length === 0) return;
  const tagged = sql`${calloutResponseTags.tagId} = any(${uuidArray(tagIds)})`;
  await tx.execute(
    triageRowsLocked(sql`from ${triage} where ${triage.responseId} in (
      select ${calloutResponseTags.responseId} from ${calloutResponseTags} where ${tagged})`),
  );
}
