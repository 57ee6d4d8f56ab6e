import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/connection";
import { contactTagAssignments, contactTags } from "../../db/schema";

/** The tags of each contact, by name. */
export async function tagsOf(
  db: Database,
  contactIds: readonly string[],
): Promise<Map<string, { id: string; name: string }[]>> {
  const result = new Map<string, { id: string; name: string }[]>();
  if (contactIds.length === 0) return result;
  const rows = await db
    .select({
      contactId: contactTagAssignments.contactId,
      id: contactTags.id,
      name: contactTags.name,
    })
    .from(contactTagAssignments)
    .innerJoin(contactTags, eq(contactTags.id, contactTagAssignments.tagId))
    .where(inArray(contactTagAssignments.contactId, [...contactIds]))
    .orderBy(asc(sql`lower(${contactTags.name})`));
  for (const row of rows) {
    const tags = result.get(row.contactId) ?? [];
    tags.push({ id: row.id, name: row.name });
    result.set(row.contactId, tags);
  }
  return result;
}
