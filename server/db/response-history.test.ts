import { randomBytes } from "node:crypto";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { MIGRATIONS_DIR, onServer, testDatabasePerFile } from "../test-support/database";
import { openDatabase, type DatabaseConnection } from "./connection";
import { migrateDatabase } from "./migrate";
import {
  calloutResponseChanges,
  calloutResponseEvents,
  calloutResponseHistory,
  calloutResponseTriageHistory,
  calloutResponses,
  callouts,
} from "./schema";

const database = testDatabasePerFile();

it("deletes a response's history with it, and only its own, whether the response or its callout goes (migrations 0037 and 0038)", async () => {
  const { db } = database();
  const calloutIds = await db
    .insert(callouts)
    .values([
      { slug: "history-a", formSchema: { slides: [] } },
      { slug: "history-b", formSchema: { slides: [] } },
    ])
    .returning({ id: callouts.id });
  const [a, b] = calloutIds.map((callout) => callout.id);
  const responses = await db
    .insert(calloutResponses)
    .values([a!, a!, b!].map((calloutId) => ({ calloutId, answers: {} })))
    .returning({ id: calloutResponses.id });
  const [change] = await db
    .insert(calloutResponseChanges)
    .values({})
    .returning({ id: calloutResponseChanges.id });
  // A triage change's row (migration 0038) and an answers edit's, per response.
  await db.insert(calloutResponseTriageHistory).values({
    changeId: change!.id,
    responseIds: responses.map(({ id }) => id).sort(),
    before: responses.map(() => ({ bucket: "" })),
    after: responses.map(() => ({ bucket: "verified" })),
  });
  await db.insert(calloutResponseEvents).values(
    responses.map(({ id }) => ({
      responseId: id,
      kind: "answers" as const,
      before: { answers: {} },
      after: { answers: {} },
    })),
  );
  const remaining = async () =>
    (await db.select({ id: calloutResponseHistory.responseId }).from(calloutResponseHistory))
      .map((row) => row.id)
      .sort();

  // Each response's two rows: the triage change's and the answers edit's.
  const twice = (ids: string[]) => [...ids, ...ids].sort();
  const changeRows = async () =>
    (await db.select().from(calloutResponseTriageHistory)).map((row) => [
      row.responseIds,
      row.before,
      row.after,
    ]);

  await db.delete(calloutResponses).where(eq(calloutResponses.id, responses[0]!.id));
  expect(await remaining()).toEqual(twice([responses[1]!.id, responses[2]!.id]));

  await db.delete(callouts).where(eq(callouts.id, a!));
  expect(await remaining()).toEqual(twice([responses[2]!.id]));
  expect(await changeRows()).toEqual([
    [[responses[2]!.id], [{ bucket: "" }], [{ bucket: "verified" }]],
  ]);

  // A change left with no response loses its row.
  await db.delete(calloutResponses).where(eq(calloutResponses.id, responses[2]!.id));
  expect(await remaining()).toEqual([]);
  expect(await changeRows()).toEqual([]);
});

/** A database migrated up to `last` (a migration's tag), on the test project's engine. */
async function migratedUpTo(last: string): Promise<{
  connection: DatabaseConnection;
  dispose: () => Promise<void>;
}> {
  const folder = await mkdtemp(join(tmpdir(), "agora-migrations-"));
  await cp(MIGRATIONS_DIR, folder, { recursive: true });
  const journalPath = join(folder, "meta", "_journal.json");
  const journal = JSON.parse(await readFile(journalPath, "utf8")) as {
    entries: { tag: string }[];
  };
  const upTo = journal.entries.findIndex((entry) => entry.tag === last);
  journal.entries = journal.entries.slice(0, upTo + 1);
  await writeFile(journalPath, JSON.stringify(journal));
  const serverUrl = process.env.TEST_DATABASE_URL;
  let connection: DatabaseConnection;
  let drop = async () => {};
  if (serverUrl && process.env.AGORA_TEST_ENGINE === "postgres") {
    const name = `agora_test_${randomBytes(6).toString("hex")}`;
    await onServer(serverUrl, `create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    connection = await openDatabase({ databaseUrl: url.toString() });
    drop = () => onServer(serverUrl, `drop database if exists ${name} with (force)`);
  } else {
    connection = await openDatabase();
  }
  await migrateDatabase(connection, folder);
  await rm(folder, { recursive: true, force: true });
  return {
    connection,
    async dispose() {
      await connection.close();
      await drop();
    },
  };
}

it("converts each triage change's rows into one, and answers the same history through the view (migration 0038)", async () => {
  const { connection, dispose } = await migratedUpTo("0037_response_history_keys");
  try {
    const { db } = connection;
    const rowsOf = async (table: string) =>
      (
        (await db.execute(
          sql.raw(`select id::text, response_id::text, change_id::text, contact_id::text, kind,
            before, after, to_char(created_at, 'YYYY-MM-DD HH24:MI:SS.US') as created_at
          from ${table} order by response_id, created_at, kind`),
        )) as unknown as { rows: Record<string, unknown>[] }
      ).rows;
    await db.execute(
      sql`insert into callouts (slug, form_schema) values ('converted', '{"slides":[]}')`,
    );
    await db.execute(sql`insert into callout_responses (callout_id, answers)
      select id, '{}' from callouts, generate_series(1, 3)`);
    await db.execute(sql`insert into callout_response_changes (created_at)
      values ('2026-01-02T03:04:05.123456Z'), ('2026-02-03T04:05:06.654321Z')`);
    // Two changes (one of two responses, one of one), an answers edit and a comment.
    await db.execute(sql`insert into callout_response_history
        (response_id, change_id, kind, before, after, created_at)
      select responses.id, changes.id, 'triage',
        jsonb_build_object('bucket', '', 'tags', '[]'::jsonb, 'assigneeId', null),
        jsonb_build_object('bucket', 'n' || responses.number, 'tags', '[]'::jsonb, 'assigneeId', null),
        changes.created_at
      from callout_responses as responses, callout_response_changes as changes
      where responses.number <= case when changes.created_at < '2026-02-01' then 2 else 1 end`);
    await db.execute(sql`insert into callout_response_history (response_id, kind, before, after)
      select id, kind, '{"answers":{}}', '{"answers":{"s":{"q":1}}}'
      from callout_responses, (values ('answers'), ('comment')) as kinds(kind)
      where number = 3`);
    const before = await rowsOf("callout_response_history");
    expect(before).toHaveLength(5);

    await migrateDatabase(connection, MIGRATIONS_DIR);

    // The same rows through the view; the converted triage rows' ids are derived.
    const after = await rowsOf("callout_response_history");
    const withoutTriageIds = (rows: Record<string, unknown>[]) =>
      rows.map((row) => (row.kind === "triage" ? { ...row, id: "" } : row));
    expect(withoutTriageIds(after)).toEqual(withoutTriageIds(before));
    const changes = (await db.execute(
      sql`select cardinality(response_ids) as responses from callout_response_triage_history
        order by created_at`,
    )) as unknown as { rows: { responses: number }[] };
    expect(changes.rows).toEqual([{ responses: 2 }, { responses: 1 }]);
    expect(await rowsOf("callout_response_events")).toHaveLength(2);

    // A row's states are edited through the view, as in the table (0025's rewrite re-run).
    const chosen = (
      (await db.execute(
        sql`select id::text from callout_responses where number in (2, 3)`,
      )) as unknown as { rows: { id: string }[] }
    ).rows.map((row) => row.id);
    expect(chosen).toHaveLength(2);
    await db.execute(sql`update callout_response_history set after = '{"bucket":"edited"}'
      where kind in ('triage', 'answers') and response_id::text in (${chosen[0]}, ${chosen[1]})`);
    const edited = await rowsOf("callout_response_history");
    expect(edited.map((row) => [row.kind, row.after])).toEqual(
      after.map((row) => [
        row.kind,
        row.kind !== "comment" && chosen.includes(String(row.response_id))
          ? { bucket: "edited" }
          : row.after,
      ]),
    );
  } finally {
    await dispose();
  }
  // It migrates a database from nothing, twice over: a minute on a loaded machine.
}, 180_000);
