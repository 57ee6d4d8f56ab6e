import { getTableColumns, inArray, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Transaction } from "../../db/connection";
import type { ImportContext } from "./context";
import { pagesOf, type PageKey } from "./source";

/**
 * Each page of one of beabee's tables (`pagesOf`), its rows counted as beabee's under `kind`
 * and handed to `write`, which writes the page in a statement or two whatever its size.
 */
export async function forEachPage<Row extends object>(
  { source, report, pageSize }: ImportContext,
  kind: string,
  select: string,
  key: PageKey,
  write: (rows: Row[]) => Promise<void>,
): Promise<void> {
  report.found(kind, 0);
  for await (const rows of pagesOf<Row>(source.query, select, key, pageSize)) {
    report.found(kind, rows.length);
    await write(rows);
  }
}

/** Which of these values Agora's column holds, in one look-up. */
export async function presentIn(
  tx: Transaction,
  table: PgTable,
  column: PgColumn,
  values: readonly string[],
): Promise<Set<string>> {
  if (values.length === 0) return new Set();
  const found = await tx
    .select({ value: column })
    .from(table)
    .where(inArray(column, [...new Set(values)]));
  return new Set(found.map((row) => String(row.value)));
}

/**
 * An upsert's `set`: each named column takes the value the page proposed for its row
 * (`excluded`), so one statement writes each row its own values.
 */
export function fromProposed<Table extends PgTable>(
  table: Table,
  keys: readonly (keyof Table["$inferInsert"] & string)[],
): Record<string, SQL> {
  const columns = getTableColumns(table);
  return Object.fromEntries(
    keys.map((key) => {
      const column = columns[key];
      if (!column) throw new Error(`${key} is not a column`);
      return [key, sql.raw(`excluded."${column.name}"`)];
    }),
  );
}

/**
 * beabee rows that Agora holds as one with an earlier row (two tags whose names differ only in
 * case: Agora's names ignore case), `[beabeeId, earlierBeabeeId]`: each mapped to what the
 * earlier one became, so what names it (a tag's assignments) comes across on that one.
 */
export async function mapAsEarlier(
  { ids, report }: ImportContext,
  kind: string,
  idKind: string,
  twins: readonly (readonly [beabeeId: string, earlier: string])[],
): Promise<void> {
  const mapped = [];
  for (const [beabeeId, earlier] of twins) {
    const agoraId = ids.get(idKind, earlier);
    if (!agoraId) {
      report.refuse(kind, beabeeId, `the same name as ${earlier}, which was not taken`);
      continue;
    }
    report.warn(kind, beabeeId, `the same name as ${earlier}: brought across as that one`);
    report.wrote(kind, false);
    mapped.push([beabeeId, agoraId] as const);
  }
  await ids.setMany(idKind, mapped);
}
