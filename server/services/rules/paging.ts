import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Page } from "@core/rules";

/** A select that can still be paged: what Drizzle's `db.select()…orderBy(…)` is. */
export interface PageableQuery<Row> {
  limit(limit: number): { offset(offset: number): PromiseLike<Row[]> };
}

export interface PaginateOptions<Row> {
  /** The filtered, sorted select, without limit and offset. */
  query: PageableQuery<Row>;
  /** How many rows the same filter matches: `db.$count(table, where)`, or a `count()` select. */
  countQuery: PromiseLike<number | readonly { value: number }[]>;
  limit: number;
  offset: number;
}

/**
 * One page of rows in the contract's envelope `{total, offset, count, items}` (1.5). `map`
 * turns a page of rows into items, e.g. loading their relations in one query.
 */
export async function paginate<Row, Item = Row>(
  options: PaginateOptions<Row> & { map?: (rows: Row[]) => Item[] | Promise<Item[]> },
): Promise<Page<Item>> {
  const { query, countQuery, limit, offset, map } = options;
  // A limit of 0 asks for the total alone.
  const [rows, counted] = await Promise.all([
    limit === 0 ? ([] as Row[]) : query.limit(limit).offset(offset),
    countQuery,
  ]);
  const total = typeof counted === "number" ? counted : (counted[0]?.value ?? 0);
  // Without `map`, Item is Row (its default).
  const items = map ? await map(rows) : (rows as unknown as Item[]);
  return { total: Number(total), offset, count: items.length, items };
}

/**
 * The `orderBy` of a list: the sort column in the asked direction with nulls last either way
 * (contract 1.5), then the id, so rows that tie keep one order and pages never overlap.
 */
export function sortBy(column: SQLWrapper, order: "ASC" | "DESC", id: SQLWrapper): SQL[] {
  return [
    order === "DESC" ? sql`${column} desc nulls last` : sql`${column} asc nulls last`,
    sql`${id} asc`,
  ];
}
