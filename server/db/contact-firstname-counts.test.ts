import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { expect, it } from "vitest";
import { CONTACT_FILTER_FIELDS, parseRuleGroup } from "@core/rules";
import { countByFirstname } from "../services/contact-list/filter";
import { compileRuleGroup } from "../services/rules";
import { apart } from "../test-support/apart";
import { MIGRATIONS_DIR, testDatabasePerFile } from "../test-support/database";
import { contacts } from "./schema";

// The kept counts of first names (migration 0042) against a count of the contacts themselves,
// through any writes, and the totals the contacts list reads from them against a count.

const database = testDatabasePerFile();
const db = () => database().db;

type Rows = { rows: Record<string, unknown>[] };
const rowsOf = (result: unknown) => (result as Rows).rows;

/** The kept counts and a recount, each as sorted `name:count` lines (names held by none left out). */
async function keptAndRecounted() {
  const kept = rowsOf(
    await db().execute(sql`select firstname, count from contact_firstname_counts
      where count <> 0 order by firstname collate "C"`),
  );
  const recounted = rowsOf(
    await db().execute(sql`select firstname, count(*)::int as count from contacts
      group by firstname order by firstname collate "C"`),
  );
  const lines = (rows: Record<string, unknown>[]) =>
    rows.map((row) => `${String(row.firstname)}:${Number(row.count)}`);
  return { kept: lines(kept), recounted: lines(recounted) };
}

const NAMES = ["", "Ada", "ada", "Adam", "Grace", "Hedy", "Ad a", "Æda", "x%_\\"];
const name = fc.constantFrom(...NAMES);

/** One write to contacts, as the API, an import or a deletion makes them. */
const write = fc.oneof(
  fc.record({ kind: fc.constant("insert" as const), names: fc.array(name, { maxLength: 4 }) }),
  fc.record({ kind: fc.constant("rename" as const), pick: fc.nat(), to: name }),
  fc.record({ kind: fc.constant("rename all" as const), from: name, to: name }),
  fc.record({ kind: fc.constant("upsert" as const), pick: fc.nat(), to: name }),
  fc.record({ kind: fc.constant("delete" as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant("touch" as const) }),
);

let serial = 0;

async function apply(step: Step) {
  const picked = async (pick: number) => {
    const ids = rowsOf(await db().execute(sql`select id, email from contacts order by email`));
    return ids.length === 0 ? undefined : ids[pick % ids.length];
  };
  switch (step.kind) {
    case "insert":
      for (const first of step.names) {
        await db()
          .insert(contacts)
          .values({ email: `c${serial++}@counts.test`, firstname: first });
      }
      // And several in one statement.
      if (step.names.length > 1) {
        await db()
          .insert(contacts)
          .values(
            step.names.map((first) => ({ email: `c${serial++}@counts.test`, firstname: first })),
          );
      }
      return;
    case "rename": {
      const row = await picked(step.pick);
      if (row)
        await db().execute(sql`update contacts set firstname = ${step.to} where id = ${row.id}`);
      return;
    }
    case "rename all":
      await db().execute(
        sql`update contacts set firstname = ${step.to} where firstname = ${step.from}`,
      );
      return;
    case "upsert": {
      const row = await picked(step.pick);
      if (!row) return;
      await db()
        .execute(sql`insert into contacts (email, firstname) values (${row.email}, ${step.to})
        on conflict (email) do update set firstname = excluded.firstname`);
      return;
    }
    case "delete": {
      const row = await picked(step.pick);
      if (row) await db().execute(sql`delete from contacts where id = ${row.id}`);
      return;
    }
    case "touch":
      await db().execute(sql`update contacts set last_seen = now()`);
      return;
  }
}

type Step =
  | { kind: "insert"; names: string[] }
  | { kind: "rename" | "upsert"; pick: number; to: string }
  | { kind: "rename all"; from: string; to: string }
  | { kind: "delete"; pick: number }
  | { kind: "touch" };

const rules = fc.record({
  operator: fc.constantFrom(
    "contains",
    "not_contains",
    "begins_with",
    "ends_with",
    "equal",
    "not_equal",
    "is_empty",
    "is_not_empty",
  ),
  value: fc.oneof(name, fc.string({ minLength: 1, maxLength: 3 })),
});

it("keeps each first name's count equal to a count of its contacts through any writes, and totals rules on the first name alone as a count does (migration 0042)", async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(write, { maxLength: 8 }),
      fc.array(rules, { minLength: 1, maxLength: 3 }),
      fc.constantFrom("AND" as const, "OR" as const),
      async (steps, ruleList, condition) => {
        await db().execute(sql`delete from contacts`);
        for (const step of steps) await apply(step as Step);
        const counts = await keptAndRecounted();
        expect(counts.kept).toEqual(counts.recounted);

        const group = parseRuleGroup(
          {
            condition,
            rules: ruleList.map((rule) => ({
              field: "firstname",
              operator: rule.operator,
              value: rule.operator.endsWith("empty") ? [] : [rule.value],
            })),
          },
          CONTACT_FILTER_FIELDS,
        );
        const byName = countByFirstname([group]);
        if (!byName) throw new Error("rules on the first name alone are counted by name");
        const [kept] = rowsOf(await db().execute(byName));
        const counted = await db().$count(
          contacts,
          compileRuleGroup(group, { firstname: contacts.firstname }),
        );
        expect(Number(kept?.count)).toBe(counted);
      },
    ),
    { numRuns: 60 },
  );
});

it("counts by name only rules on the first name alone", () => {
  const group = (field: string) =>
    parseRuleGroup(
      {
        condition: "AND",
        rules: [
          { field: "firstname", operator: "contains", value: ["ad"] },
          { condition: "OR", rules: [{ field, operator: "contains", value: ["x"] }] },
        ],
      },
      CONTACT_FILTER_FIELDS,
    );
  expect(countByFirstname([group("firstname")])).toBeDefined();
  expect(countByFirstname([group("lastname")])).toBeUndefined();
  expect(countByFirstname([group("firstname"), group("email")])).toBeUndefined();
  expect(countByFirstname([])).toBeUndefined();
});

it("fills the counts of an existing database's contacts when it upgrades (migration 0042)", async () => {
  await db().execute(sql`delete from contacts`);
  await db().execute(sql`insert into contacts (email, firstname)
    select 'fill' || n || '@counts.test', (array['Ada', '', 'Grace'])[n % 3 + 1]
    from generate_series(1, 30) as n`);
  await db().execute(sql`delete from contact_firstname_counts`);
  const migration = await readFile(join(MIGRATIONS_DIR, "0042_contact_list_indexes.sql"), "utf8");
  const fill = migration
    .split("--> statement-breakpoint")
    .find((statement) => statement.includes('SELECT "firstname", count(*) FROM "contacts"'));
  if (!fill) throw new Error("no fill statement in migration 0042");
  await db().execute(sql.raw(fill));
  const counts = await keptAndRecounted();
  expect(counts.kept).toEqual(["Ada:10", "Grace:10", ":10"].sort());
  expect(counts.kept).toEqual(counts.recounted);

  // A truncate leaves every name at 0.
  await db().execute(sql`truncate contacts cascade`);
  expect(await keptAndRecounted()).toEqual({ kept: [], recounted: [] });
});

it.skipIf(process.env.AGORA_TEST_ENGINE !== "postgres")(
  "keeps counts exact, without deadlocks, while 60 writers insert, rename and delete contacts of the same names at once",
  async () => {
    await db().execute(sql`delete from contacts`);
    await db().execute(sql`insert into contacts (email, firstname)
      select 'old' || n || '@counts.test', (array['Ada', 'Grace', 'Hedy'])[n % 3 + 1]
      from generate_series(1, 40) as n`);
    const [current] = rowsOf(await db().execute(sql`select current_database() as name`));
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${String(current?.name)}`;
    const writers = Array.from({ length: 60 }, (_, index) => {
      switch (index % 4) {
        case 0:
          return [
            `insert into contacts (email, firstname) values ('new${index}a@counts.test', 'Grace'),
              ('new${index}b@counts.test', 'Ada'), ('new${index}c@counts.test', 'Emmy')`,
          ];
        case 1:
          return [
            `update contacts set firstname = '${index % 8 === 1 ? "Ada" : "Emmy"}'
              where email = 'old${index % 40}@counts.test'`,
          ];
        case 2:
          return [`delete from contacts where email = 'old${(index * 7) % 40}@counts.test'`];
        default:
          return [
            `insert into contacts (email, firstname) values ('old${(index * 3) % 40}@counts.test', 'Hedy')
              on conflict (email) do update set firstname = excluded.firstname`,
          ];
      }
    });
    const results = await Promise.allSettled(
      writers.map((statements) => apart(url.toString(), statements)),
    );
    expect(results.filter((result) => result.status === "rejected")).toEqual([]);
    const counts = await keptAndRecounted();
    expect(counts.kept).toEqual(counts.recounted);
  },
);
