import { eq, sql, type SQL } from "drizzle-orm";
import type { ResponseChangeResult, ResponseTriage } from "@core/callouts";
import { hasRole } from "@core/contacts";
import { badRequest } from "@core/errors";
import type { Database } from "../../db/connection";
import { calloutResponseChanges, contactRoles, contacts } from "../../db/schema";
import { activeRoles } from "../contacts";
import { lockTags } from "../callout-tags/triage-locks";
import { stateAfter, writeChange, type StatementTimings } from "./triage-states";
import { tagChanges } from "../tags/changes";

/** A change's result, and how long each of its statements took (for `Server-Timing`). */
export type TimedChangeResult = ResponseChangeResult & { timings: StatementTimings };

export function hasTriage(updates: ResponseTriage): boolean {
  return (
    updates.bucket !== undefined ||
    updates.assigneeId !== undefined ||
    (updates.tags !== undefined && updates.tags.length > 0)
  );
}

/**
 * 400 unless every tag named is a tag of some callout (each applies to its callout's
 * responses); they are kept from a merge or deletion until the change commits.
 */
async function checkTags(tx: Database, ids: readonly string[]): Promise<void> {
  const found = await lockTags(tx, ids, "key share");
  if (found.length !== ids.length) {
    throw badRequest("No such tag", { code: "unknown-tag" });
  }
}

/**
 * 400 `invalid-assignee` unless the assignee is a contact, kept from deletion until the
 * change commits; answers whether they are an admin (else they must review every callout
 * of the responses the change reaches).
 */
async function assigneeIsAdmin(tx: Database, assigneeId: string): Promise<boolean> {
  const [person] = await tx
    .select({ id: contacts.id })
    .from(contacts)
    .where(eq(contacts.id, assigneeId))
    .for("key share");
  if (!person) throw badRequest("There is no contact with this id", { code: "invalid-assignee" });
  // In the transaction: the embedded database has one connection, which it holds.
  const roles = await tx
    .select({
      role: contactRoles.role,
      dateAdded: contactRoles.dateAdded,
      dateExpires: contactRoles.dateExpires,
    })
    .from(contactRoles)
    .where(eq(contactRoles.contactId, assigneeId));
  return hasRole(activeRoles(roles), "admin");
}

/**
 * Applies triage to the responses `matched` selects, as one change by `actorId`; answers
 * how many matched and the change (null when nothing changed). A fixed number of
 * statements, however many responses match (triage-states.ts).
 */
export async function applyTriage(
  tx: Database,
  actorId: string | undefined,
  matched: SQL | undefined,
  updates: ResponseTriage,
): Promise<TimedChangeResult> {
  const tags = tagChanges(updates.tags);
  await checkTags(tx, [...tags.add, ...tags.remove]);
  const [change] = await tx
    .insert(calloutResponseChanges)
    .values({ contactId: actorId ?? null })
    .returning({ id: calloutResponseChanges.id });
  if (!change) throw new Error("The new change was not returned");
  const assigneeId = updates.assigneeId?.toLowerCase() ?? undefined;
  // Checked before the change is written, which sets it (its foreign key would fail).
  const admin = assigneeId ? await assigneeIsAdmin(tx, assigneeId) : true;
  const written = await writeChange(tx, {
    changeId: change.id,
    where: matched ?? sql`true`,
    after: stateAfter({
      bucket: updates.bucket,
      assigneeId: updates.assigneeId === undefined ? undefined : (assigneeId ?? null),
      ...tags,
    }),
    fields: {
      bucket: updates.bucket !== undefined,
      assignee: updates.assigneeId !== undefined,
      tags: tags.add.length + tags.remove.length > 0,
    },
    assigneeId: admin ? undefined : assigneeId,
  });
  // Thrown after the writes: the transaction takes them back.
  if (written.outsideReviewer) {
    throw badRequest("Responses can only be assigned to admins and the callout's reviewers", {
      code: "invalid-assignee",
    });
  }
  if (written.changed === 0) {
    await tx.delete(calloutResponseChanges).where(eq(calloutResponseChanges.id, change.id));
    return { affected: written.matched, changeId: null, timings: written.timings };
  }
  return { affected: written.matched, changeId: change.id, timings: written.timings };
}
