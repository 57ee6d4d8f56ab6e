import { eq, sql } from "drizzle-orm";
import { badRequest, forbidden, notFound } from "@core/errors";
import { isUuid } from "@core/validation";
import { calloutResponseChanges, calloutResponseTriage } from "../../db/schema";
import { isCalloutStaff, type CalloutViewer } from "../callouts";
import type { TriageDependencies } from "./triage";
import type { TimedChangeResult } from "./triage-change";
import { lockTags } from "../callout-tags/triage-locks";
import { changeRows, stateUndone, undone, writeChange } from "./triage-states";

/**
 * `POST /callout-responses/changes/:changeId/undo`: each response the change touched gets
 * back what the change changed: its bucket, its assignee, the tags it added or removed.
 * Later changes to other fields stay. Once only (400 `already-undone`), by the callout's
 * staff; the undo is a change of its own, in the history too.
 */
export function createTriageUndo({ db }: TriageDependencies) {
  return async function undo(viewer: CalloutViewer, changeId: string): Promise<TimedChangeResult> {
    if (!isUuid(changeId)) throw notFound("No such change");
    const original = changeId.toLowerCase();
    return db.transaction(async (tx) => {
      const [change] = await tx
        .select()
        .from(calloutResponseChanges)
        .where(eq(calloutResponseChanges.id, original))
        .for("update");
      if (!change) throw notFound("No such change");
      const rows = changeRows(original);
      const [undo] = await tx
        .insert(calloutResponseChanges)
        .values({ contactId: viewer.contactId ?? null, undoes: original })
        .returning({ id: calloutResponseChanges.id });
      if (!undo) throw new Error("The undo was not returned");
      // The tags it may put back or take off, before the responses (triage-locks.ts): one
      // merged or deleted meanwhile is gone by then, and is not put back.
      const named = await tx.execute(sql`select distinct tag from ${rows} as recorded,
        jsonb_array_elements_text((recorded.before -> 'tags') || (recorded.after -> 'tags')) as tags(tag)
      where (recorded.before -> 'tags') <> (recorded.after -> 'tags')`);
      const tagIds = (named as unknown as { rows: { tag: string }[] }).rows.map((row) => row.tag);
      await lockTags(tx, tagIds, "key share");
      const { changed, timings } = await writeChange(tx, {
        changeId: undo.id,
        joins: sql`join ${rows} as ${undone} on ${undone}.response_id = ${calloutResponseTriage.responseId}`,
        after: stateUndone,
        fields: { bucket: true, assignee: true, tags: true },
        // The callouts of its responses, as the lock read them: before anything is written.
        async check(calloutIds) {
          for (const calloutId of calloutIds) {
            if (!(await isCalloutStaff(tx, viewer, calloutId))) {
              throw forbidden("Only admins and the callout's reviewers may undo its changes");
            }
          }
          if (change.undoneAt) {
            throw badRequest("This change was undone already", { code: "already-undone" });
          }
        },
      });
      await tx
        .update(calloutResponseChanges)
        .set({ undoneAt: new Date() })
        .where(eq(calloutResponseChanges.id, original));
      if (changed === 0) {
        await tx.delete(calloutResponseChanges).where(eq(calloutResponseChanges.id, undo.id));
      }
      return { affected: changed, changeId: changed === 0 ? null : undo.id, timings };
    });
  };
}
