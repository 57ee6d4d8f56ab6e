import pg from "pg";

/** A query on beabee's database, answering rows. */
export type BeabeeQuery = <Row>(text: string, params?: unknown[]) => Promise<Row[]>;

export interface BeabeeSource {
  query: BeabeeQuery;
  /** Whether beabee's database has this table (older versions lack some). */
  hasTable(name: string): Promise<boolean>;
  close(): Promise<void>;
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
