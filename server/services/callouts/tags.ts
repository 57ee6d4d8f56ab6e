import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import type {
  CalloutTag,
  CreateCalloutTag,
  MergeCalloutTags,
  UpdateCalloutTag,
} from "../../../src/core/callouts";
import { badRequest, notFound } from "../../../src/core/errors";
import { isUuid } from "../../../src/core/validation";
import type { Database } from "../../db/connection";
import { isUniqueViolation } from "../../db/errors";
import { calloutResponseTags, calloutTags } from "../../db/schema";

type TagRecord = typeof calloutTags.$inferSelect;

const duplicateName = (name: string) =>
  badRequest(`This callout has a tag named "${name.slice(0, 100)}" already`, {
    code: "duplicate-tag-name",
  });

/** Runs a write that names a tag, turning a taken name into `duplicate-tag-name`. */
async function uniqueName<T>(name: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (name !== undefined && isUniqueViolation(error, "callout_tags_name")) {
      throw duplicateName(name);
    }
    throw error;
  }
}

function toTag(record: TagRecord, responseCount?: number): CalloutTag {
  return {
    id: record.id,
    name: record.name,
    description: record.description,
    ...(responseCount === undefined ? {} : { responseCount }),
  };
}

export type TagService = ReturnType<typeof createTagService>;

/**
 * A callout's response tags (contract 2.5): its staff list, create, rename, delete and merge
 * them. A tag is always looked up within its callout: `/callout/A/tags/<tag of B>` is a 404.
 */
export function createTagService(db: Database) {
  async function find(calloutId: string, tagId: string): Promise<TagRecord | undefined> {
    if (!isUuid(tagId)) return undefined;
    const [record] = await db
      .select()
      .from(calloutTags)
      .where(and(eq(calloutTags.calloutId, calloutId), eq(calloutTags.id, tagId.toLowerCase())));
    return record;
  }

  async function findOrFail(calloutId: string, tagId: string): Promise<TagRecord> {
    const record = await find(calloutId, tagId);
    if (!record) throw notFound("This callout has no such tag");
    return record;
  }

  /** How many responses carry each tag, read from the tag index alone. */
  async function usage(tagIds: readonly string[]): Promise<Map<string, number>> {
    if (tagIds.length === 0) return new Map();
    const rows = await db
      .select({ tagId: calloutResponseTags.tagId, value: count() })
      .from(calloutResponseTags)
      .where(inArray(calloutResponseTags.tagId, [...tagIds]))
      .groupBy(calloutResponseTags.tagId);
    return new Map(rows.map((row) => [row.tagId, Number(row.value)]));
  }

  return {
    /** Every tag of the callout by name; with `responseCount`, how many responses carry it. */
    async list(calloutId: string, options: { counts?: boolean } = {}): Promise<CalloutTag[]> {
      const records = await db
        .select()
        .from(calloutTags)
        .where(eq(calloutTags.calloutId, calloutId))
        .orderBy(asc(sql`lower(${calloutTags.name})`), asc(calloutTags.id));
      const counts = options.counts ? await usage(records.map((record) => record.id)) : undefined;
      return records.map((record) =>
        toTag(record, counts ? (counts.get(record.id) ?? 0) : undefined),
      );
    },

    async get(
      calloutId: string,
      tagId: string,
      options: { counts?: boolean } = {},
    ): Promise<CalloutTag> {
      const record = await findOrFail(calloutId, tagId);
      const counts = options.counts ? await usage([record.id]) : undefined;
      return toTag(record, counts ? (counts.get(record.id) ?? 0) : undefined);
    },

    async create(calloutId: string, body: CreateCalloutTag): Promise<CalloutTag> {
      const name = body.name.trim();
      const [record] = await uniqueName(name, () =>
        db
          .insert(calloutTags)
          .values({ calloutId, name, description: body.description?.trim() ?? "" })
          .returning(),
      );
      if (!record) throw new Error("The new tag was not returned");
      return toTag(record);
    },

    async update(calloutId: string, tagId: string, body: UpdateCalloutTag): Promise<CalloutTag> {
      const found = await findOrFail(calloutId, tagId);
      const name = body.name?.trim();
      const changes = {
        ...(name !== undefined ? { name } : {}),
        ...(body.description !== undefined ? { description: body.description.trim() } : {}),
      };
      if (Object.keys(changes).length === 0) return toTag(found);
      const [record] = await uniqueName(name, () =>
        db.update(calloutTags).set(changes).where(eq(calloutTags.id, found.id)).returning(),
      );
      if (!record) throw notFound("This callout has no such tag");
      return toTag(record);
    },

    /** Deletes the tag; the responses that carried it no longer do. */
    async remove(calloutId: string, tagId: string): Promise<boolean> {
      const found = await find(calloutId, tagId);
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
      const target = await findOrFail(calloutId, targetId);
      const sources = [...new Set(body.tagIds.map((id) => id.toLowerCase()))];
      if (sources.includes(target.id)) {
        throw badRequest("A tag cannot be merged into itself", { code: "unknown-tag" });
      }
      await db.transaction(async (tx) => {
        const found = await tx
          .select({ id: calloutTags.id })
          .from(calloutTags)
          .where(and(eq(calloutTags.calloutId, calloutId), inArray(calloutTags.id, sources)))
          .for("update");
        if (found.length !== sources.length) {
          throw badRequest("Every tag merged must be a tag of this callout", {
            code: "unknown-tag",
          });
        }
        await tx.execute(sql`insert into ${calloutResponseTags} (response_id, tag_id)
          select distinct ${calloutResponseTags.responseId}, ${target.id}::uuid
          from ${calloutResponseTags} where ${inArray(calloutResponseTags.tagId, sources)}
          on conflict do nothing`);
        await tx.delete(calloutTags).where(inArray(calloutTags.id, sources));
      });
      const counts = await usage([target.id]);
      return toTag(target, counts.get(target.id) ?? 0);
    },
  };
}
