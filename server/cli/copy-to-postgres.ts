import { existsSync } from "node:fs";
import { join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type pg from "pg";
import { openDatabase } from "../db/connection";
import { migrateDatabase } from "../db/migrate";
import { CliError } from "./create-admin";

/** Rows read and written at a time: a few MB of JSON at most for our widest rows. */
const BATCH = 500;

/** A query on either engine, answering rows. */
type Query = <Row>(text: string, params?: unknown[]) => Promise<Row[]>;

export const pgliteQuery =
  (client: PGlite): Query =>
  async <Row>(text: string, params?: unknown[]) =>
    (await client.query<Row>(text, params)).rows;

export const poolQuery =
  (client: pg.Pool | pg.PoolClient): Query =>
  async <Row>(text: string, params?: unknown[]) =>
    (await client.query(text, params)).rows as Row[];

/** A table's name, quoted for SQL (ours are plain, but quoted all the same). */
const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The tables of the public schema, each after every table it refers to. */
export async function tablesInDependencyOrder(query: Query): Promise<string[]> {
  const tables = (
    await query<{ name: string }>(
      "select tablename as name from pg_tables where schemaname = 'public' order by tablename",
    )
  ).map((row) => row.name);
  const references = await query<{ child: string; parent: string }>(
    `select c.relname as child, p.relname as parent from pg_constraint k
       join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
       join pg_namespace n on n.oid = c.relnamespace
     where k.contype = 'f' and n.nspname = 'public' and c.relname <> p.relname`,
  );
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter(
      (table) =>
        !placed.has(table) &&
        references.every((ref) => ref.child !== table || placed.has(ref.parent)),
    );
    if (ready.length === 0) throw new Error("The tables' references form a cycle");
    for (const table of ready) {
      placed.add(table);
      ordered.push(table);
    }
  }
  return ordered;
}

async function hasTables(query: Query): Promise<string[]> {
  const rows = await query<{ name: string }>(
    `select table_schema || '.' || table_name as name from information_schema.tables
     where table_schema not in ('pg_catalog', 'information_schema') order by 1 limit 5`,
  );
  return rows.map((row) => row.name);
}

export interface CopiedTable {
  table: string;
  rows: number;
}

/**
 * Copies every row of the embedded database (`source`, already migrated) into `target`, a
 * PostgreSQL database our migrations have just set up, inside the caller's transaction. Rows go
 * across as JSON (`to_jsonb` out, `jsonb_populate_recordset` in), so every type arrives as
 * PostgreSQL wrote it; generated columns are left for the target to compute, identities are
 * kept, and sequences follow. Answers each table's row count, checked equal on both sides.
 */
export async function copyRows(source: Query, target: Query): Promise<CopiedTable[]> {
  const copied: CopiedTable[] = [];
  const tables = await tablesInDependencyOrder(source);
  // Triggers that keep counts and histories would count the copied rows again, and rows our
  // migrations wrote (such counts) come across with the rest: both go for the copy's time.
  for (const table of tables) await target(`alter table ${quoted(table)} disable trigger user`);
  for (const table of [...tables].reverse()) await target(`delete from ${quoted(table)}`);
  for (const table of tables) {
    const columns = await target<{ name: string; json: boolean }>(
      `select column_name as name, data_type = 'jsonb' as json from information_schema.columns
       where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER'
       order by ordinal_position`,
      [table],
    );
    const list = columns.map((column) => quoted(column.name)).join(", ");
    // A jsonb value goes across as its text, so JSON's null stays JSON's null: read back from a
    // row of JSON, it would arrive as SQL's NULL.
    const asText = columns
      .filter((column) => column.json)
      .map((column) => `'${column.name.replaceAll("'", "''")}', t.${quoted(column.name)}::text`);
    const read =
      asText.length > 0 ? `to_jsonb(t) || jsonb_build_object(${asText.join(", ")})` : "to_jsonb(t)";
    const written = columns
      .map(({ name, json }) =>
        json ? `(row ->> '${name.replaceAll("'", "''")}')::jsonb` : `r.${quoted(name)}`,
      )
      .join(", ");
    for (let offset = 0; ; offset += BATCH) {
      const [batch] = await source<{ rows: unknown[] | null }>(
        `select jsonb_agg(${read}) as rows from
           (select * from ${quoted(table)} order by ctid limit ${BATCH} offset ${offset}) t`,
      );
      const rows = batch?.rows ?? [];
      if (rows.length === 0) break;
      await target(
        `insert into ${quoted(table)} (${list}) overriding system value
         select ${written} from jsonb_array_elements($1::jsonb) as rows(row),
           jsonb_populate_record(null::${quoted(table)}, row) as r`,
        [JSON.stringify(rows)],
      );
      if (rows.length < BATCH) break;
    }
    const count = async (query: Query) =>
      Number((await query<{ n: string }>(`select count(*) as n from ${quoted(table)}`))[0]?.n);
    const [from, to] = [await count(source), await count(target)];
    if (from !== to) throw new Error(`${table}: ${from} rows in the source, ${to} copied`);
    copied.push({ table, rows: to });
  }
  for (const table of tables) await target(`alter table ${quoted(table)} enable trigger user`);
  const sequences = await source<{ name: string }>(
    "select sequencename as name from pg_sequences where schemaname = 'public'",
  );
  for (const { name } of sequences) {
    const [state] = await source<{ last: string | null; called: boolean }>(
      `select last_value as last, is_called as called from ${quoted(name)}`,
    );
    if (state?.last != null) {
      await target("select setval($1, $2, $3)", [quoted(name), state.last, state.called]);
    }
  }
  return copied;
}

/** Refuses a target that holds any table: the copy never mixes with or overwrites data. */
export async function checkEmpty(target: Query): Promise<void> {
  const found = await hasTables(target);
  if (found.length > 0) {
    throw new CliError(
      `The target database is not empty (it has ${found.join(", ")}${found.length === 5 ? ", …" : ""}). Give copy-to-postgres a new, empty database.`,
    );
  }
}

/** The migrations a database has applied, as drizzle records them. */
async function appliedMigrations(query: Query): Promise<number> {
  const [row] = await query<{ n: string }>(
    "select count(*) as n from drizzle.__drizzle_migrations",
  );
  return Number(row?.n ?? 0);
}

/**
 * `copy-to-postgres`: the embedded database in `dataDir` into the empty PostgreSQL database at
 * `databaseUrl`. The embedded one is opened, read and closed, never written (it must be at this
 * version's migrations: the server migrates it at every start). The target gets our
 * migrations, then every row and sequence in one transaction: a failed copy leaves it with the
 * schema only, to be dropped and created again.
 */
export async function copyToPostgres(options: {
  dataDir: string;
  databaseUrl: string;
  migrationsDir: string;
}): Promise<CopiedTable[]> {
  if (!existsSync(join(options.dataDir, "pgdata", "PG_VERSION"))) {
    throw new CliError(`There is no embedded database in ${options.dataDir} (AGORA_DATA_DIR).`);
  }
  const source = await openDatabase({ dataDir: options.dataDir });
  const target = await openDatabase({ databaseUrl: options.databaseUrl });
  try {
    if (source.engine !== "pglite" || target.engine !== "postgres") {
      throw new Error("Expected the embedded database and PostgreSQL");
    }
    const read = pgliteQuery(source.client);
    await checkEmpty(poolQuery(target.client));
    await migrateDatabase(target, options.migrationsDir);
    const [have, want] = [
      await appliedMigrations(read),
      await appliedMigrations(poolQuery(target.client)),
    ];
    if (have !== want) {
      throw new CliError(
        `The embedded database has ${have} of this version's ${want} migrations: start this version of Agora on it once (then stop it), and copy again into a new database.`,
      );
    }
    const client = await target.client.connect();
    try {
      await client.query("begin");
      const copied = await copyRows(read, poolQuery(client));
      await client.query("commit");
      return copied;
    } catch (error) {
      await client.query("rollback");
      throw error;
    } finally {
      client.release();
    }
  } finally {
    await source.close();
    await target.close();
  }
}
