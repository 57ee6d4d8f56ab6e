import { count, eq, sql, type SQL } from "drizzle-orm";
import type { ContactChangeResult } from "@core/contacts";
import type {
  ContactTag,
  ContactTagDeleted,
  CreateContactTag,
  UpdateContactTag,
} from "@core/contact-tags";
import { badRequest, notFound } from "@core/errors";
import { isUuid } from "@core/validation";
import type { BusyTable } from "../maintenance/table-stats";
import type { Database } from "../../db/connection";
import {
  contactTagAssignments,
  contactTagChangeRows,
  contactTagChanges,
  contactTags,
  contacts,
} from "../../db/schema";
import { createTagCatalogue, type TagRecord } from "../tags/catalogue";
import { addTags, checkTags, contactsOf, removeTags, reverseChange } from "./change-rows";
import { tagChanges } from "../tags/changes";

function toTag({ uses, ...tag }: TagRecord & { uses?: number }): ContactTag {
  return { ...tag, ...(uses === undefined ? {} : { contactCount: uses }) };
}

/**
 * Contact tags (contract 2.4) and putting them on and taking them off contacts in bulk, as
 * changes that can be undone once.
 */
export function createContactTagService(
  db: Database,
  /** Told after a bulk change, so the embedded database's statistics keep up. */
  bulkWritten: (tables: readonly BusyTable[]) => Promise<void> = () => Promise.resolve(),
  /** Told, in the change's transaction, whose tags changed (the newsletter sends tags). */
  tagsChanged: (tx: Database, contactIds: readonly string[]) => Promise<void> = () =>
    Promise.resolve(),
) {
  const catalogue = createTagCatalogue(db, {
    tags: contactTags,
    assignments: contactTagAssignments,
    nameIndex: "contact_tags_name",
    duplicateMessage: (name) => `There is a tag named "${name}" already`,
    notFoundMessage: "No such tag",
  });

  /**
   * Adds and removes tags on the contacts `matched` selects, as one change by `actorId`.
   * Only what really changes is recorded, so the undo takes back exactly that.
   */
  async function applyInTransaction(
    tx: Database,
    actorId: string | undefined,
    matched: SQL,
    tags: readonly string[],
  ): Promise<ContactChangeResult> {
    const { add, remove } = tagChanges(tags);
    if (add.some((id) => remove.includes(id))) {
      throw badRequest("A tag cannot be added and removed at once");
    }
    await checkTags(tx, [...add, ...remove]);
    const [matchedRow] = await tx.select({ value: count() }).from(contacts).where(matched);
    const affected = Number(matchedRow?.value ?? 0);
    if (affected === 0) return { affected: 0, changeId: null };
    const [change] = await tx
      .insert(contactTagChanges)
      .values({ actorId: actorId ?? null })
      .returning({ id: contactTagChanges.id });
    if (!change) throw new Error("The new change was not returned");
    if (add.length > 0) {
      await addTags(tx, change.id, add, matched);
    }
    if (remove.length > 0) {
      await removeTags(tx, change.id, remove, matched);
    }
    const [changed] = await tx
      .select({ value: count() })
      .from(contactTagChangeRows)
      .where(eq(contactTagChangeRows.changeId, change.id));
    if (Number(changed?.value ?? 0) === 0) {
      await tx.delete(contactTagChanges).where(eq(contactTagChanges.id, change.id));
      return { affected, changeId: null };
    }
    await tagsChanged(tx, await contactsOf(tx, change.id));
    return { affected, changeId: change.id };
  }

  return {
    /** Every tag by name; with `counts`, how many contacts carry each. */
    async list(options: { counts?: boolean } = {}): Promise<ContactTag[]> {
      return (await catalogue.list(undefined, options)).map(toTag);
    },

    async get(tagId: string, options: { counts?: boolean } = {}): Promise<ContactTag> {
      return toTag(await catalogue.get(tagId, undefined, options));
    },

    async create(body: CreateContactTag): Promise<ContactTag> {
      const name = body.name.trim();
      const [record] = await catalogue.uniqueName(name, () =>
        db
          .insert(contactTags)
          .values({ name, description: body.description?.trim() ?? "" })
          .returning({
            id: contactTags.id,
            name: contactTags.name,
            description: contactTags.description,
          }),
      );
      if (!record) throw new Error("The new tag was not returned");
      return toTag({ ...record, uses: 0 });
    },

    /** Renames or redescribes a tag; a name another tag has is 400 `duplicate-tag-name`. */
    async update(tagId: string, body: UpdateContactTag): Promise<ContactTag> {
      return toTag(await catalogue.update(tagId, undefined, body));
    },

    /** Deletes the tag; answers how many contacts carried it (undefined: no such tag). */
    async remove(tagId: string): Promise<ContactTagDeleted | undefined> {
      if (!isUuid(tagId)) return undefined;
      return db.transaction(async (tx) => {
        const [record] = await tx
          .select({ id: contactTags.id })
          .from(contactTags)
          .where(eq(contactTags.id, tagId.toLowerCase()))
          .for("update");
        if (!record) return undefined;
        const removed = await tx
          .delete(contactTagAssignments)
          .where(eq(contactTagAssignments.tagId, record.id))
          .returning({ id: contactTagAssignments.contactId });
        await tx.delete(contactTags).where(eq(contactTags.id, record.id));
        if (removed.length > 0) {
          await tagsChanged(
            tx,
            removed.map((row) => row.id),
          );
        }
        return { removedFrom: removed.length };
      });
    },

    /** `PATCH /contact`: tags on and off every contact `matched` selects, as one change. */
    async apply(
      actorId: string | undefined,
      matched: SQL,
      tags: readonly string[],
    ): Promise<ContactChangeResult> {
      const result = await db.transaction((tx) => applyInTransaction(tx, actorId, matched, tags));
      await bulkWritten(["contact_tag_assignments", "contact_activity"]);
      return result;
    },

    applyInTransaction,

    /**
     * Takes a change back, once (400 `already-undone`): the tags it put on come off, those it
     * took off go back on (unless the tag or contact was deleted since). The undo is a change
     * of its own; `affected` counts the contacts it touched.
     */
    async undo(actorId: string | undefined, changeId: string): Promise<ContactChangeResult> {
      if (!isUuid(changeId)) throw notFound("No such change");
      const original = changeId.toLowerCase();
      return db.transaction(async (tx) => {
        const [change] = await tx
          .select()
          .from(contactTagChanges)
          .where(eq(contactTagChanges.id, original))
          .for("update");
        if (!change) throw notFound("No such change");
        if (change.undoneAt) {
          throw badRequest("This change was undone already", { code: "already-undone" });
        }
        const [undo] = await tx
          .insert(contactTagChanges)
          .values({ actorId: actorId ?? null, undoes: original })
          .returning({ id: contactTagChanges.id });
        if (!undo) throw new Error("The undo was not returned");
        await reverseChange(tx, original, undo.id);
        const rows = contactTagChangeRows;
        await tx
          .update(contactTagChanges)
          .set({ undoneAt: new Date() })
          .where(eq(contactTagChanges.id, original));
        const [touched] = await tx
          .select({ value: sql<number>`count(distinct ${rows.contactId})` })
          .from(rows)
          .where(eq(rows.changeId, undo.id));
        const affected = Number(touched?.value ?? 0);
        if (affected === 0) {
          await tx.delete(contactTagChanges).where(eq(contactTagChanges.id, undo.id));
          return { affected: 0, changeId: null };
        }
        await tagsChanged(tx, await contactsOf(tx, undo.id));
        return { affected, changeId: undo.id };
      });
    },
  };
}
