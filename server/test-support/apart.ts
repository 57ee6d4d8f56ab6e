import pg from "pg";

/** Statements on a PostgreSQL connection of their own, in one transaction (concurrency tests). */
export async function apart(url: string, statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("begin");
    for (const statement of statements) await client.query(statement);
    await client.query("commit");
  } finally {
    await client.end();
  }
}
