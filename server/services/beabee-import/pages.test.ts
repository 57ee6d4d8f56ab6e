import type { PGlite } from "@electric-sql/pglite";
import { count, eq } from "drizzle-orm";
import { drizzle as drizzleNodePostgres } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseConnection } from "../../db/connection";
import * as schema from "../../db/schema";
import { testDatabasePerFile } from "../../test-support/database";
import { createSizedBeabeeDatabase, sizedId } from "../../test-support/beabee-import";
import { importBeabee, readOnlySource, type BeabeeSource, type ImportReport } from ".";

/**
 * The import a page at a time, on a beabee database with more than two pages of every kind
 * (seven rows each, pages of three): no read answers more than a page, and each page is
 * written in a statement per table whatever its number of rows.
 */
const database = testDatabasePerFile();
const ROWS = 7;
const PAGE = 3;
let beabee: PGlite;
beforeAll(async () => {
  beabee = await createSizedBeabeeDatabase({ contacts: ROWS, others: ROWS });
});
afterAll(async () => {
  await beabee?.close();
});

/** Agora's database through a Drizzle that notes each statement it sends. */
function noting(connection: DatabaseConnection, statements: string[]): Database {
  const logger = { logQuery: (query: string) => void statements.push(query) };
  return connection.engine === "pglite"
    ? drizzlePglite({ client: connection.client, schema, logger })
    : drizzleNodePostgres({ client: connection.client, schema, logger });
}

interface Run {
  report: ImportReport;
  /** Rows each read of beabee's answered. */
  reads: number[];
  /** Agora's statements that wrote, by their first words and table (`insert into "contacts"`). */
  writes: Map<string, number>;
}

async function run(dryRun = false): Promise<Run> {
  const opened = await readOnlySource(beabee);
  const reads: number[] = [];
  const source: BeabeeSource = {
    ...opened,
    async query<Row>(text: string, params?: unknown[]) {
      const rows = await opened.query<Row>(text, params);
      reads.push(rows.length);
      return rows;
    },
  };
  const statements: string[] = [];
  try {
    const report = await importBeabee(noting(database(), statements), source, {
      dryRun,
      pageSize: PAGE,
    });
    const writes = new Map<string, number>();
    for (const statement of statements) {
      const write = /^(insert into|update) "([a-z_]+)"/.exec(statement)?.[0];
      if (write) writes.set(write, (writes.get(write) ?? 0) + 1);
    }
    return { report, reads, writes };
  } finally {
    await opened.close();
  }
}

const PAGES = Math.ceil(ROWS / PAGE);

/** Each page written in one statement per table: never a statement per row. */
function expectWritesPerPage({ writes }: Run) {
  expect(writes.size).toBeGreaterThan(10);
  for (const [write, times] of writes) {
    if (write === 'insert into "beabee_import_ids"') continue;
    // Contact profiles: once more, for the empty ones of contacts beabee had none for.
    const most = write === 'insert into "contact_profiles"' ? PAGES + 1 : PAGES;
    // Callouts: their numbering and counts set once, after the responses.
    expect([write, times]).toEqual([write, Math.min(times, write.startsWith("update") ? 1 : most)]);
  }
}

const counts = async () => {
  const tables = {
    contacts: schema.contacts,
    roles: schema.contactRoles,
    profiles: schema.contactProfiles,
    responses: schema.calloutResponses,
    comments: schema.calloutResponseComments,
    payments: schema.payments,
    notices: schema.notices,
  };
  const counted: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    counted[name] = (await database().db.select({ n: count() }).from(table))[0]?.n ?? 0;
  }
  return counted;
};

describe("an import of more than a page of every kind", () => {
  it("lists on a dry run every row it cannot take, on whichever page", async () => {
    const { report, reads } = await run(true);
    expect(Math.max(...reads)).toBeLessThanOrEqual(PAGE);
    expect(report.refused).toEqual(
      expect.arrayContaining([
        {
          kind: "contacts",
          beabeeId: sizedId("11000000", ROWS),
          reason: 'not an email address: "not-an-email"',
        },
        {
          kind: "roles",
          beabeeId: `${sizedId("11000000", ROWS - 1)}/tester`,
          reason: 'Agora has no role "tester"',
        },
        {
          kind: "responses",
          beabeeId: sizedId("24000000", ROWS),
          reason: "an unfinished answer (Agora keeps only submitted ones)",
        },
        {
          kind: "notices",
          beabeeId: sizedId("26000000", ROWS),
          reason: "a button needs both its text and its link",
        },
        expect.objectContaining({ kind: "segments", beabeeId: sizedId("27000000", ROWS) }),
      ]),
    );
    expect((await counts()).contacts).toBe(0);
  });

  let first: Run;
  it("reads every kind a page at a time, and writes each page in one statement", async () => {
    first = await run();
    expect(Math.max(...first.reads)).toBeLessThanOrEqual(PAGE);
    expectWritesPerPage(first);
    for (const [kind, counted] of first.report.kinds) {
      const refused = new Set(
        first.report.refused.filter((row) => row.kind === kind).map((row) => row.beabeeId),
      );
      expect([kind, counted.beabee, counted.added + refused.size]).toEqual([kind, ROWS, ROWS]);
    }
    expect(await counts()).toEqual({
      contacts: ROWS - 1,
      roles: ROWS - 2,
      profiles: ROWS - 1,
      responses: ROWS - 1,
      comments: ROWS,
      payments: ROWS,
      notices: ROWS - 1,
    });
    const [callout] = await database()
      .db.select()
      .from(schema.callouts)
      .where(eq(schema.callouts.slug, "callout-1"));
    expect(callout).toMatchObject({ responseCount: ROWS - 1, lastResponseNumber: ROWS - 1 });
  });

  it("updates every row on a second run, a page at a time, adding none", async () => {
    const before = await counts();
    const again = await run();
    expect(Math.max(...again.reads)).toBeLessThanOrEqual(PAGE);
    expectWritesPerPage(again);
    for (const [kind, counted] of again.report.kinds) {
      const added = first.report.kinds.get(kind)?.added;
      expect([kind, counted.added, counted.updated]).toEqual([kind, 0, added]);
    }
    expect(await counts()).toEqual(before);
    // The insert trigger counted each updated response again: the counts were taken anew.
    const [callout] = await database()
      .db.select()
      .from(schema.callouts)
      .where(eq(schema.callouts.slug, "callout-1"));
    expect(callout).toMatchObject({ responseCount: ROWS - 1, lastResponseNumber: ROWS - 1 });
  });
});
