import { and, eq, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import { notFound, type HttpError } from "@core/errors";
import { isUuid } from "@core/validation";
import type { Database } from "../../db/connection";
import { isUniqueViolation } from "../../db/errors";

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

export interface SavedFilterStoreOptions<Table extends PgTable> {
  db: Database;
  table: Table;
  columns: SavedFilterColumns;
  /** The 404's message. */
  missing: string;
  /** The unique index on names, if names are unique, and the refusal of a name taken. */
  uniqueName?: { index: string; taken(name: string): HttpError };
}

/**
 * The rows of one kind of saved filter (contact segments, a callout's response views): listed,
 * found, written, placed last and deleted by id the same way, within their scope when they
 * have one. An id that is not a UUID is no such filter (404), as an unknown one is. What
 * differs between kinds (their table, their rules' check, their counts, their answer's shape)
 * stays with each kind's service.
 */
export function savedFilterStore<Table extends PgTable>(options: SavedFilterStoreOptions<Table>) {
  const { db, table, columns, missing, uniqueName } = options;
  type Row = Table["$inferSelect"];
  /** A row's columns, a place given as SQL (`lastPosition`) too. */
  type Values = PgInsertValue<Table>;
  const within = (scope: string | undefined): SQL | undefined =>
    columns.scope && scope !== undefined ? eq(columns.scope, scope) : undefined;

  /** `write`, with a taken name refused as the kind refuses it (400), not a 500. */
  async function named(name: string | undefined, write: () => Promise<Row[]>): Promise<Row> {
    let written: Row[];
    try {
      written = await write();
    } catch (error) {
      if (uniqueName && name !== undefined && isUniqueViolation(error, uniqueName.index)) {
        throw uniqueName.taken(name);
      }
      throw error;
    }
    const [row] = written;
    if (!row) throw notFound(missing);
    return row;
  }

  return {
    /** Every row (within `scope`), in `order`. */
    async list(order: readonly SQL[], scope?: string): Promise<Row[]> {
      return (await db
        .select()
        .from(table as PgTable)
        .where(within(scope))
        .orderBy(...order)) as Row[];
    },
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
    /** A new row; `name` is the one refused if taken. */
    insert(values: Values, name?: string): Promise<Row> {
      return named(name, async () => (await db.insert(table).values(values).returning()) as Row[]);
    },
    /**
     * The row under `id` (a UUID), created by `values` or replaced by `replace` (`values`
     * unless given); a row under that id in another `scope` is left alone (404).
     */
    upsert(
      id: string,
      values: Values,
      options: { name?: string; scope?: string; replace?: PgUpdateSetSource<Table> } = {},
    ): Promise<Row> {
      return named(
        options.name,
        async () =>
          (await db
            .insert(table)
            .values({ ...values, id: id.toLowerCase() })
            .onConflictDoUpdate({
              target: columns.id,
              set: options.replace ?? values,
              setWhere: within(options.scope),
            })
            .returning()) as Row[],
      );
    },
    /** `changes` written to `id`'s row (found already); 404 if it went meanwhile. */
    change(id: string, changes: PgUpdateSetSource<Table>, name?: string): Promise<Row> {
      return named(
        name,
        async () =>
          (await db.update(table).set(changes).where(eq(columns.id, id)).returning()) as Row[],
      );
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
