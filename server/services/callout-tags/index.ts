import { and, eq, inArray, sql } from "drizzle-orm";
import type {
  CalloutTag,
  CreateCalloutTag,
  MergeCalloutTags,
  UpdateCalloutTag,
} from "@core/callouts";
import { badRequest, notFound } from "@core/errors";
import type { Database } from "../../db/connection";
import { calloutResponseTags, calloutTags } from "../../db/schema";
import { lockTaggedResponses, lockTags } from "./triage-locks";
import { createTagCatalogue, type TagRecord } from "../tags/catalogue";

function toTag({ uses, ...tag }: TagRecord & { uses?: number }): CalloutTag {
  return { ...tag, ...(uses === undefined ? {} : { responseCount: uses }) };
}

/**
 * A callout's response tags (contract 2.5): its staff list, create, rename, delete and merge
 * them. A tag is always looked up within its callout: `/callout/A/tags/<tag of B>` is a 404.
 */
export function createTagService(db: Database) {
  const catalogue = createTagCatalogue(db, {
    tags: calloutTags,
    assignments: calloutResponseTags,
    nameIndex: "callout_tags_name",
    duplicateMessage: (name) => `This callout has a tag named "${name}" already`,
    notFoundMessage: "This callout has no such tag",
  });
  const within = (calloutId: string) => eq(calloutTags.calloutId, calloutId);

  return {
    /** Every tag of the callout by name; with `responseCount`, how many responses carry it. */
    async list(calloutId: string, options: { counts?: boolean } = {}): Promise<CalloutTag[]> {
      return (await catalogue.list(within(calloutId), options)).map(toTag);
    },

    async get(
      calloutId: string,
      tagId: string,
      options: { counts?: boolean } = {},
    ): Promise<CalloutTag> {
      return toTag(await catalogue.get(tagId, within(calloutId), options));
    },

    async create(calloutId: string, body: CreateCalloutTag): Promise<CalloutTag> {
      const name = body.name.trim();
      const [record] = await catalogue.uniqueName(name, () =>
        db
          .insert(calloutTags)
          .values({ calloutId, name, description: body.description?.trim() ?? "" })
          .returning({
            id: calloutTags.id,
            name: calloutTags.name,
            description: calloutTags.description,
          }),
      );
      if (!record) throw new Error("The new tag was not returned");
      return toTag(record);
    },

    async update(calloutId: string, tagId: string, body: UpdateCalloutTag): Promise<CalloutTag> {
      return toTag(await catalogue.update(tagId, within(calloutId), body));
    },

    /** Deletes the tag; the responses that carried it no longer do. */
    async remove(calloutId: string, tagId: string): Promise<boolean> {
      const found = await catalogue.find(tagId, within(calloutId));
      if (!found) return false;
      const deleted = await db
        .delete(calloutTags)
        .where(eq(calloutTags.id, found.id))
        .returning({ id: calloutTags.id });
      return deleted.length > 0;
    },

    /**
     * Merges tags into one: every response that carried one of `tagIds` carries the target
     * instead, and those tags are deleted. Each must be another tag of the same callout
     * (400 `unknown-tag` otherwise). Answers the target with its new usage count.
     */
    async merge(calloutId: string, targetId: string, body: MergeCalloutTags): Promise<CalloutTag> {
      const target = await catalogue.findOrFail(targetId, within(calloutId));
      const sources = [...new Set(body.tagIds.map((id) => id.toLowerCase()))];
      if (sources.includes(target.id)) {
        throw badRequest("A tag cannot be merged into itself", { code: "unknown-tag" });
      }
      await db.transaction(async (tx) => {
        // A triage change's locks, in its order (./triage-locks.ts): the tags, so no
        // change or undo puts one of them on meanwhile, then the responses that carry them.
        const locked = await lockTags(tx, [target.id, ...sources], "update");
        const found = await tx
          .select({ id: calloutTags.id })
          .from(calloutTags)
          .where(and(eq(calloutTags.calloutId, calloutId), inArray(calloutTags.id, sources)));
        if (!locked.includes(target.id)) throw notFound("This callout has no such tag");
        if (found.length !== sources.length) {
          throw badRequest("Every tag merged must be a tag of this callout", {
            code: "unknown-tag",
          });
        }
        await lockTaggedResponses(tx, sources);
        await tx.execute(sql`insert into ${calloutResponseTags} (response_id, tag_id)
          select distinct ${calloutResponseTags.responseId}, ${target.id}::uuid
          from ${calloutResponseTags} where ${inArray(calloutResponseTags.tagId, sources)}
          on conflict do nothing`);
        await tx.delete(calloutTags).where(inArray(calloutTags.id, sources));
      });
      const counts = await catalogue.usage([target.id]);
      return toTag({ ...target, uses: counts.get(target.id) ?? 0 });
    },
  };
}
