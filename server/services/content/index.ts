import { eq, sql } from "drizzle-orm";
import { CONTENT, type Content, type ContentId } from "../../../src/core/content";
import type { Database } from "../../db/connection";
import { content } from "../../db/schema";

export type ContentService = ReturnType<typeof createContentService>;

/** The settings documents: stored fields merged over each document's defaults. */
export function createContentService(db: Database) {
  return {
    async get<Id extends ContentId>(id: Id): Promise<Content[Id]> {
      const [row] = await db.select({ data: content.data }).from(content).where(eq(content.id, id));
      // TypeScript cannot tie CONTENT[id].read to Content[Id] for a generic id; they match.
      return CONTENT[id].read(row?.data) as Content[Id];
    },

    /** Checks a partial document (400 with every failure) and merges it into the stored one. */
    async update<Id extends ContentId>(id: Id, body: unknown): Promise<Content[Id]> {
      const document = CONTENT[id];
      const data = document.parsePatch(body);
      // One statement, merged by PostgreSQL: concurrent updates of different fields both land.
      const [row] = await db
        .insert(content)
        .values({ id, data })
        .onConflictDoUpdate({
          target: content.id,
          set: { data: sql`${content.data} || excluded.data`, updatedAt: sql`now()` },
        })
        .returning({ data: content.data });
      return document.read(row?.data) as Content[Id];
    },
  };
}
