import { count, eq, inArray, sql, type SQL } from "drizzle-orm";
import { badRequest } from "@core/errors";
import type { Database } from "../../db/connection";
import {
  contactTagAssignments,
  contactTagChangeRows,
  contactTags,
  contacts,
} from "../../db/schema";

/*
 * The rows of a tag change (what it put on and took off whom), written before the tags are
 * put on or taken off, so an undo takes back exactly what changed.
 */

/** 400 `unknown-tag` unless every id is a tag's. */
export async function checkTags(tx: Database, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const [row] = await tx
    .select({ value: count() })
    .from(contactTags)
    .where(inArray(contactTags.id, [...ids]));
  if (Number(row?.value ?? 0) !== ids.length) {
    throw badRequest("No such tag", { code: "unknown-tag" });
  }
}

/** Puts tags `add` on the contacts `matched` selects that lack them, as rows of `changeId`. */
export async function addTags(
  tx: Database,
  changeId: string,
  add: readonly string[],
  matched: SQL,
): Promise<void> {
  // The contacts that lack each tag: those rows are the change, then the tags go on.
  await tx.execute(sql`insert into ${contactTagChangeRows} (change_id, contact_id, tag_id, added)
    select ${changeId}::uuid, ${contacts.id}, tag.id, true
    from ${contacts} cross join unnest(array[${sql.join(
      add.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}]) as tag(id)
    where ${matched} and not exists (select 1 from ${contactTagAssignments}
      where ${contactTagAssignments.contactId} = ${contacts.id} and ${contactTagAssignments.tagId} = tag.id)`);
  await tx.execute(sql`insert into ${contactTagAssignments} (contact_id, tag_id)
    select ${contactTagChangeRows.contactId}, ${contactTagChangeRows.tagId} from ${contactTagChangeRows}
    where ${contactTagChangeRows.changeId} = ${changeId} and ${contactTagChangeRows.added}
    on conflict do nothing`);
}

/** Takes tags `remove` off the contacts `matched` selects, as rows of `changeId`. */
export async function removeTags(
  tx: Database,
  changeId: string,
  remove: readonly string[],
  matched: SQL,
): Promise<void> {
  await tx.execute(sql`insert into ${contactTagChangeRows} (change_id, contact_id, tag_id, added)
    select ${changeId}::uuid, ${contactTagAssignments.contactId}, ${contactTagAssignments.tagId}, false
    from ${contactTagAssignments} join ${contacts} on ${contacts.id} = ${contactTagAssignments.contactId}
    where ${inArray(contactTagAssignments.tagId, remove)} and ${matched}`);
  await tx.execute(sql`delete from ${contactTagAssignments} using ${contactTagChangeRows}
    where ${contactTagChangeRows.changeId} = ${changeId} and not ${contactTagChangeRows.added}
    and ${contactTagAssignments.contactId} = ${contactTagChangeRows.contactId}
    and ${contactTagAssignments.tagId} = ${contactTagChangeRows.tagId}`);
}

/**
 * Takes back change `original` as change `undoId`: what it put on and is still on comes off,
 * what it took off and is still off goes back on.
 */
export async function reverseChange(tx: Database, original: string, undoId: string): Promise<void> {
  const rows = contactTagChangeRows;
  // Added then: still on, so it comes off now.
  await tx.execute(sql`insert into ${rows} (change_id, contact_id, tag_id, added)
    select ${undoId}::uuid, ${rows.contactId}, ${rows.tagId}, false from ${rows}
    where ${rows.changeId} = ${original} and ${rows.added} and exists (select 1 from ${contactTagAssignments}
      where ${contactTagAssignments.contactId} = ${rows.contactId} and ${contactTagAssignments.tagId} = ${rows.tagId})`);
  // Removed then: still off, so it goes back on.
  await tx.execute(sql`insert into ${rows} (change_id, contact_id, tag_id, added)
    select ${undoId}::uuid, ${rows.contactId}, ${rows.tagId}, true from ${rows}
    where ${rows.changeId} = ${original} and not ${rows.added} and not exists (select 1 from ${contactTagAssignments}
      where ${contactTagAssignments.contactId} = ${rows.contactId} and ${contactTagAssignments.tagId} = ${rows.tagId})`);
  await tx.execute(sql`delete from ${contactTagAssignments} using ${rows}
    where ${rows.changeId} = ${undoId} and not ${rows.added}
    and ${contactTagAssignments.contactId} = ${rows.contactId} and ${contactTagAssignments.tagId} = ${rows.tagId}`);
  await tx.execute(sql`insert into ${contactTagAssignments} (contact_id, tag_id)
    select ${rows.contactId}, ${rows.tagId} from ${rows}
    where ${rows.changeId} = ${undoId} and ${rows.added} on conflict do nothing`);
}

/** The contacts a change touched. */
export async function contactsOf(tx: Database, changeId: string): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ id: contactTagChangeRows.contactId })
    .from(contactTagChangeRows)
    .where(eq(contactTagChangeRows.changeId, changeId));
  return rows.map((row) => row.id);
}
