import { and, asc, count, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import { badRequest, notFound } from "@core/errors";
import { isUuid } from "@core/validation";
import type { Database } from "../../db/connection";
import { isUniqueViolation } from "../../db/errors";
import type {
  calloutResponseTags,
  calloutTags,
  contactTagAssignments,
  contactTags,
} from "../../db/schema";

/** The tag tables this catalogue serves: contact tags and a callout's response tags. */
type TagTable = typeof contactTags | typeof calloutTags;
type AssignmentTable = typeof contactTagAssignments | typeof calloutResponseTags;

export interface TagRecord {
  id: string;
  name: string;
  description: string;
}

export interface TagCatalogueConfig {
  tags: TagTable;
  /** Which row carries which tag: counted for the usage figures. */
  assignments: AssignmentTable;
  /** The unique index on the tag's name, turned into `duplicate-tag-name`. */
  nameIndex: string;
  duplicateMessage(name: string): string;
  notFoundMessage: string;
}

export interface TagChanges {
  name?: string | undefined;
  description?: string | undefined;
}

/**
 * What a list of tags does the same way whatever it tags: find one within its scope (a tag of
 * another scope is not found), list by name, count how often each is used, rename and redescribe
 * with a taken name refused as 400 `duplicate-tag-name`.
 */
export function createTagCatalogue(db: Database, config: TagCatalogueConfig) {
  const { tags, assignments } = config;
  const columns = { id: tags.id, name: tags.name, description: tags.description };

  /** Runs a write that names a tag, turning a taken name into `duplicate-tag-name`. */
  async function uniqueName<T>(name: string | undefined, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (name !== undefined && isUniqueViolation(error, config.nameIndex)) {
        throw badRequest(config.duplicateMessage(name.slice(0, 100)), {
          code: "duplicate-tag-name",
        });
      }
      throw error;
    }
  }

  /** The tag `tagId` if it lies within `scope` (undefined: every tag). */
  async function find(tagId: string, scope?: SQL): Promise<TagRecord | undefined> {
    if (!isUuid(tagId)) return undefined;
    const [record] = await db
      .select(columns)
      .from(tags)
      .where(and(scope, eq(tags.id, tagId.toLowerCase())));
    return record;
  }

  async function findOrFail(tagId: string, scope?: SQL): Promise<TagRecord> {
    const record = await find(tagId, scope);
    if (!record) throw notFound(config.notFoundMessage);
    return record;
  }

  /** How many rows carry each tag, read from the tag index alone. */
  async function usage(tagIds: readonly string[]): Promise<Map<string, number>> {
    if (tagIds.length === 0) return new Map();
    const rows = await db
      .select({ tagId: assignments.tagId, value: count() })
      .from(assignments)
      .where(inArray(assignments.tagId, [...tagIds]))
      .groupBy(assignments.tagId);
    return new Map(rows.map((row) => [row.tagId, Number(row.value)]));
  }

  /** The tags with, when `counts`, how often each is used (0 for an unused tag). */
  async function withUsage(
    records: TagRecord[],
    counts: boolean | undefined,
  ): Promise<Array<TagRecord & { uses?: number }>> {
    if (!counts) return records;
    const used = await usage(records.map((record) => record.id));
    return records.map((record) => ({ ...record, uses: used.get(record.id) ?? 0 }));
  }

  return {
    find,
    findOrFail,
    usage,
    uniqueName,

    /** Every tag within `scope` by name, case aside. */
    async list(scope: SQL | undefined, options: { counts?: boolean } = {}) {
      const records = await db
        .select(columns)
        .from(tags)
        .where(scope)
        .orderBy(asc(sql`lower(${tags.name})`), asc(tags.id));
      return withUsage(records, options.counts);
    },

    async get(tagId: string, scope: SQL | undefined, options: { counts?: boolean } = {}) {
      const [record] = await withUsage([await findOrFail(tagId, scope)], options.counts);
      if (!record) throw notFound(config.notFoundMessage);
      return record;
    },

    /** Renames or redescribes a tag within `scope`; trims both. */
    async update(tagId: string, scope: SQL | undefined, body: TagChanges): Promise<TagRecord> {
      const found = await findOrFail(tagId, scope);
      const name = body.name?.trim();
      const changes = {
        ...(name !== undefined ? { name } : {}),
        ...(body.description !== undefined ? { description: body.description.trim() } : {}),
      };
      if (Object.keys(changes).length === 0) return found;
      const [record] = await uniqueName(name, () =>
        db
          .update(tags)
          // Both tag tables have these two text columns; the union hides that from the type.
          .set(changes as PgUpdateSetSource<typeof contactTags>)
          .where(eq(tags.id, found.id))
          .returning(columns),
      );
      if (!record) throw notFound(config.notFoundMessage);
      return record;
    },
  };
}
