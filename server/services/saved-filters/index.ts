import { and, eq, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { notFound } from "../../../src/core/errors";
import { isUuid } from "../../../src/core/validation";
import type { Database } from "../../db/connection";

/** The columns every kind of saved filter has; `scope` is what it belongs to (its callout). */
interface SavedFilterColumns {
  id: AnyPgColumn;
  position: AnyPgColumn;
  scope?: AnyPgColumn;
}

/** `body` without the keys it leaves undefined: a PATCH's changes, ready for `set`. */
export function definedOnly<T extends object>(body: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(body).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}

/**
 * The rows of one kind of saved filter (contact segments, a callout's response views): found,
 * placed last and deleted by id the same way, within their scope when they have one. An id
 * that is not a UUID is no such filter (404), as an unknown one is.
 */
export function savedFilterRows<Table extends PgTable>(options: {
  db: Database;
  table: Table;
  columns: SavedFilterColumns;
  /** The 404's message. */
  missing: string;
}) {
  const { db, table, columns, missing } = options;
  type Row = Table["$inferSelect"];

  const within = (scope: string | undefined): SQL | undefined =>
    columns.scope && scope !== undefined ? eq(columns.scope, scope) : undefined;

  return {
    /** `id`'s row, within `scope`; 404 otherwise. */
    async find(id: string, scope?: string): Promise<Row> {
      if (!isUuid(id)) throw notFound(missing);
      const [row] = (await db
        .select()
        .from(table as PgTable)
        .where(and(eq(columns.id, id.toLowerCase()), within(scope)))) as Row[];
      if (!row) throw notFound(missing);
      return row;
    },

    /** Whether `id` was there (within `scope`) to delete. */
    async remove(id: string, scope?: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      const deleted = await db
        .delete(table)
        .where(and(eq(columns.id, id.toLowerCase()), within(scope)))
        .returning({ id: columns.id });
      return deleted.length > 0;
    },

    /** The position after the last (0 for the first), worked out as the row is written. */
    lastPosition(scope?: string): SQL {
      const where = within(scope);
      return sql`(select coalesce(max(${columns.position}), -1) + 1 from ${table}${
        where ? sql` where ${where}` : sql``
      })`;
    },
  };
}
