import pg from "pg";

/** A query on beabee's database, answering rows. */
export type BeabeeQuery = <Row>(text: string, params?: unknown[]) => Promise<Row[]>;

export interface BeabeeSource {
  query: BeabeeQuery;
  /** Whether beabee's database has this table (older versions lack some). */
  hasTable(name: string): Promise<boolean>;
  close(): Promise<void>;
}

/** Rows read from beabee per query: a page is held in memory, and written as one. */
export const PAGE_SIZE = 1000;

/** The columns a table is paged by, together unique: `[name, expression]` each. */
export type PageKey = readonly (readonly [name: string, expression: string])[];

/**
 * A table's rows a page at a time, in the order of `key` (values that together are unique):
 * each page starts after the last row of the one before (keyset pagination), so a large table
 * is never held whole nor read with growing offsets. Each key is `[name, expression]`: the
 * select answers the expression as that name (text or uuid, compared as beabee's database
 * compares them, so no date is carried through this machine's time zone).
 */
export async function* pagesOf<Row extends object>(
  query: BeabeeQuery,
  select: string,
  key: PageKey,
  size = PAGE_SIZE,
): AsyncGenerator<Row[]> {
  const expressions = key.map(([, expression]) => expression).join(", ");
  let after: unknown[] | undefined;
  for (;;) {
    const where = after
      ? ` where (${expressions}) > (${key.map((_, index) => `$${index + 1}`).join(", ")})`
      : "";
    const page = await query<Row>(`${select}${where} order by ${expressions} limit ${size}`, after);
    if (page.length > 0) yield page;
    if (page.length < size) return;
    const last = page[page.length - 1] as Record<string, unknown>;
    after = key.map(([name]) => last[name]);
  }
}

/** Reads through any client that answers `{ rows }` (`pg`'s, or PGlite's in tests). */
export interface RowClient {
  query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * beabee's database, read inside one read-only transaction: the import never writes to it,
 * and reads one consistent snapshot even while beabee is still running.
 */
export async function readOnlySource(
  client: RowClient,
  close: () => Promise<void> = () => Promise.resolve(),
): Promise<BeabeeSource> {
  await client.query("begin transaction isolation level repeatable read read only");
  const query: BeabeeQuery = async <Row>(text: string, params?: unknown[]) =>
    (await client.query(text, params)).rows as Row[];
  return {
    query,
    async hasTable(name) {
      const rows = await query<{ found: boolean }>("select to_regclass($1) is not null as found", [
        `public.${name}`,
      ]);
      return rows[0]?.found === true;
    },
    async close() {
      try {
        await client.query("rollback");
      } finally {
        await close();
      }
    },
  };
}

/** Connects to beabee's PostgreSQL at this URL. */
export async function connectBeabee(url: string): Promise<BeabeeSource> {
  const client = new pg.Client({
    connectionString: url,
    types: {
      // beabee's columns are `timestamp` without a zone, written in UTC: read them as UTC
      // whatever this machine's zone is.
      getTypeParser: ((oid: number, format?: "text" | "binary") =>
        oid === pg.types.builtins.TIMESTAMP && format !== "binary"
          ? (value: string) => new Date(`${value.replace(" ", "T")}Z`)
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  await client.connect();
  try {
    return await readOnlySource(client, () => client.end());
  } catch (error) {
    await client.end();
    throw error;
  }
}
