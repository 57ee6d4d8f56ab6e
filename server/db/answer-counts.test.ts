import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { eq, inArray, sql } from "drizzle-orm";
import fc from "fast-check";
import { expect, it } from "vitest";
import type { FormSchema } from "@core/forms";
import { calloutResponseFilterFields, parseRuleGroup } from "@core/rules";
import { input } from "@tests/support/core/forms";
import { compileRuleGroup } from "../services/rules";
import { responseFilter } from "../services/responses/filter";
import { countResponses } from "../services/responses/record";
import { responseTotal } from "../services/responses/total";
import { apart } from "../test-support/apart";
import { MIGRATIONS_DIR, testDatabasePerFile } from "../test-support/database";
import {
  calloutAnswerCounts,
  calloutResponseSearchTexts,
  calloutResponseTags,
  calloutResponseTexts,
  calloutResponseTriage,
  calloutResponses,
  calloutTags,
  callouts,
  contacts,
} from "./schema";

const database = testDatabasePerFile();

const HOURS_20 = 20 * 60 * 60 * 1000;
/** A choice too long to have a kept count (over 200 bytes): its totals are counted. */
const LONG_CHOICE = "é".repeat(101);
const options = (values: string[]) => values.map((value) => ({ label: value, value }));

const form: FormSchema = {
  slides: [
    {
      id: "s1",
      title: "One",
      navigation: { nextSlideId: "s2" },
      components: [
        input("number", { key: "age" }),
        input("radio", { key: "colour", values: options(["brown", "blue", LONG_CHOICE]) }),
        input("selectboxes", { key: "topics", values: options(["rivers", "roads"]) }),
        input("checkbox", { key: "agree" }),
      ],
    },
    {
      id: "s2",
      title: "Two",
      navigation: { nextSlideId: "" },
      components: [input("textfield", { key: "name" }), input("textarea", { key: "view" })],
    },
  ],
};

// Answers as forms store them, and the odd values an edited form or an import leaves behind.
const answer = {
  age: fc.constantFrom(undefined, 0, 42, 42.0, 1.5, -3, "42", "", null, true, [42]),
  colour: fc.constantFrom(undefined, "brown", "blue", LONG_CHOICE, "", ["brown"], 7, null),
  topics: fc.constantFrom(
    undefined,
    {},
    { rivers: true },
    { rivers: false, roads: true },
    { rivers: true, roads: true },
    { rivers: "true" },
    { rivers: [true] },
    [{ rivers: true }],
    "rivers",
  ),
  agree: fc.constantFrom(undefined, true, false, "true", null, 1),
  name: fc.constantFrom(undefined, "", "Ada", "ada lovelace", "42", 42, "x".repeat(300)),
  view: fc.constantFrom(
    undefined,
    "",
    "The pipe leaks",
    "brown water",
    { odd: 1 },
    { odd: "pipe" },
    "100%",
    7,
  ),
};

const answers = fc
  .record(
    {
      s1: fc.record(
        { age: answer.age, colour: answer.colour, topics: answer.topics, agree: answer.agree },
        { requiredKeys: [] },
      ),
      s2: fc.record({ name: answer.name, view: answer.view }, { requiredKeys: [] }),
    },
    { requiredKeys: [] },
  )
  // JSON drops the undefined answers, as a stored form does.
  .map((value) => JSON.parse(JSON.stringify(value)) as Record<string, Record<string, unknown>>);

type Step =
  | { do: "insert"; answers: Record<string, Record<string, unknown>>[] }
  | { do: "edit"; at: number[]; answers: Record<string, Record<string, unknown>> }
  | { do: "delete"; at: number[] }
  | { do: "tag"; at: number[]; tag: number; on: boolean };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ do: fc.constant("insert" as const), answers: fc.array(answers, { maxLength: 8 }) }),
  fc.record({
    do: fc.constant("edit" as const),
    at: fc.array(fc.nat(), { minLength: 1, maxLength: 3 }),
    answers,
  }),
  fc.record({
    do: fc.constant("delete" as const),
    at: fc.array(fc.nat(), { minLength: 1, maxLength: 2 }),
  }),
  fc.record({
    do: fc.constant("tag" as const),
    at: fc.array(fc.nat(), { minLength: 1, maxLength: 3 }),
    tag: fc.nat(),
    on: fc.boolean(),
  }),
);

/**
 * Every rule whose total may come from kept counts or the tags' index, and a few that are
 * counted. `tagIds`: the callout's tags and another callout's.
 */
function rules(calloutId: string, tagIds: string[]): unknown[] {
  const rule = (field: string, operator: string, value: unknown[] = []) => ({
    condition: "AND" as const,
    rules: [{ field, operator, value }],
  });
  const each = (field: string, operators: string[], values: unknown[][]) =>
    operators.flatMap((operator) => values.map((value) => rule(field, operator, value)));
  const emptiness = (field: string) => each(field, ["is_empty", "is_not_empty"], [[]]);
  return [
    ...each("answers.s1.age", ["equal", "not_equal"], [[42], [1.5], [0], [-3]]),
    ...each(
      "answers.s1.age",
      ["less", "less_or_equal", "greater", "greater_or_equal"],
      [[0], [1.5]],
    ),
    ...each(
      "answers.s1.age",
      ["between", "not_between"],
      [
        [1, 50],
        [-3, 1.5],
        [50, 1],
      ],
    ),
    ...emptiness("answers.s1.age"),
    ...each("answers.s1.colour", ["equal", "not_equal"], [["brown"], ["blue"], [LONG_CHOICE]]),
    ...emptiness("answers.s1.colour"),
    ...each("answers.s1.topics", ["contains", "not_contains"], [["rivers"], ["roads"]]),
    ...emptiness("answers.s1.topics"),
    ...each("answers.s1.agree", ["equal"], [[true], [false]]),
    ...emptiness("answers.s1.agree"),
    ...each("answers.s2.name", ["equal", "not_equal", "contains", "not_contains"], [["Ada"]]),
    ...each("answers.s2.name", ["not_begins_with", "not_ends_with"], [["ada"]]),
    // Counted from the kept texts (migration 0045, but `equal`): a number's text, a long
    // text, a case, a wildcard.
    ...each("answers.s2.name", ["equal", "contains", "begins_with", "ends_with"], [["42"]]),
    ...each("answers.s2.name", ["contains", "not_ends_with"], [["xx"], ["E"], ["%"]]),
    ...emptiness("answers.s2.name"),
    // An object stored by mistake has no text, though "pipe" or "odd" is in its JSON.
    ...each("answers.s2.view", ["contains", "not_contains"], [["pipe"], ["odd"], ["LEAK"]]),
    ...emptiness("answers.s2.view"),
    // Too short for a trigram, counted from the search texts (migration 0046), and longer.
    ...each("answers", ["contains", "not_contains"], [["42"], ["a"], ["E"], ["%"], ["Ada"]]),
    ...each(
      "tags",
      ["contains", "not_contains"],
      [...tagIds.map((id) => [id]), [tagIds[0]?.toUpperCase()], ["no tag"]],
    ),
    ...emptiness("tags"),
    rule("bucket", "not_equal", ["verified"]),
    // The response's own row, counted without the triage rows.
    ...each("createdAt", ["greater", "less_or_equal"], [["$now(d:-1)"], ["$now(h:1)"]]),
    ...emptiness("contact"),
    // A list pinned to the callout, a nested group, and two rules (counted).
    {
      condition: "AND",
      rules: [
        { field: "calloutId", operator: "equal", value: [calloutId] },
        { field: "answers.s1.colour", operator: "not_equal", value: ["brown"] },
      ],
    },
    { condition: "OR", rules: [rule("answers.s1.topics", "contains", ["roads"])] },
    {
      condition: "OR",
      rules: [
        { field: "answers.s1.agree", operator: "equal", value: [true] },
        { field: "answers.s1.age", operator: "equal", value: [42] },
      ],
    },
    { condition: "AND", rules: [] },
  ];
}

/** The rows of `db.execute`: PGlite and node-postgres both answer `{rows}`. */
function rowsOf(result: unknown): Record<string, unknown>[] {
  return (result as { rows: Record<string, unknown>[] }).rows;
}

/**
 * The kept counts (none down to 0: those go), texts (migration 0045) and search texts (0046),
 * and the same read again from the answers.
 */
async function keptAndRecounted(calloutId: string) {
  const { db } = database();
  const rows = async (...queries: ReturnType<typeof sql>[]) =>
    (await Promise.all(queries.map(async (query) => rowsOf(await db.execute(query)))))
      .flat()
      .map((row) => JSON.stringify(row))
      .sort();
  return {
    kept: await rows(
      sql`select slide_id, key, kind, value::text, count from ${calloutAnswerCounts}
        where callout_id = ${calloutId}`,
      sql`select response_id, slide_id, key, value as text from ${calloutResponseTexts}
        where callout_id = ${calloutId}`,
      sql`select response_id, value as search from ${calloutResponseSearchTexts}
        where callout_id = ${calloutId}`,
    ),
    recounted: await rows(
      sql`select counted.slide_id, counted.key, counted.kind, counted.value::text, count(*)::integer as count
        from callout_responses, callout_answer_counts_of(answers) as counted
        where callout_id = ${calloutId} group by 1, 2, 3, 4`,
      sql`select id as response_id, texts.slide_id, texts.key, texts.value as text
        from callout_responses, callout_response_texts_of(answers) as texts
        where callout_id = ${calloutId}`,
      sql`select id as response_id, answers_text as search from callout_responses
        where callout_id = ${calloutId}`,
    ),
  };
}

it("answers every filter's total from kept counts and tags exactly as a count of its rows, and its rows alike where counts guard them, through inserts, edits and deletes (migration 0039)", async () => {
  const { db } = database();
  const columns = responseFilter(form, true).columns;
  const fields = calloutResponseFilterFields(form);
  const [other] = await db
    .insert(callouts)
    .values({ slug: `counts-other-${crypto.randomUUID()}`, formSchema: form })
    .returning();
  const [someone] = await db
    .insert(contacts)
    .values({ email: `counts-${crypto.randomUUID()}@example.org` })
    .returning();
  await fc.assert(
    fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 6 }), async (steps) => {
      const [callout] = await db
        .insert(callouts)
        .values({ slug: `counts-${crypto.randomUUID()}`, formSchema: form })
        .returning();
      const calloutId = callout!.id;
      // Two tags of the callout, and one of another callout that none of its responses carries.
      const tagIds = (
        await db
          .insert(calloutTags)
          .values([
            { calloutId, name: "Urgent" },
            { calloutId, name: "Later" },
            { calloutId: other!.id, name: `Elsewhere ${crypto.randomUUID()}` },
          ])
          .returning()
      ).map((tag) => tag.id);
      const ids = () =>
        db
          .select({ id: calloutResponses.id })
          .from(calloutResponses)
          .where(eq(calloutResponses.calloutId, calloutId))
          .orderBy(calloutResponses.number)
          .then((rows) => rows.map((row) => row.id));
      for (const change of steps) {
        const present = await ids();
        const chosen = (at: number[]) =>
          present.length === 0 ? [] : at.map((index) => present[index % present.length]!);
        if (change.do === "insert" && change.answers.length > 0) {
          await db.insert(calloutResponses).values(
            change.answers.map((each, n) => ({
              calloutId,
              answers: each,
              // Over three days, every other one a contact's: the rules on the response's own
              // row split them.
              createdAt: new Date(Date.now() - n * HOURS_20),
              contactId: n % 2 === 0 ? someone!.id : null,
            })),
          );
        } else if (change.do === "edit" && present.length > 0) {
          await db
            .update(calloutResponses)
            .set({ answers: change.answers })
            .where(inArray(calloutResponses.id, chosen(change.at)));
        } else if (change.do === "delete" && present.length > 0) {
          await db.delete(calloutResponses).where(inArray(calloutResponses.id, chosen(change.at)));
        } else if (change.do === "tag" && present.length > 0) {
          // The first tag, the second, or both.
          const tags = change.tag % 3 === 2 ? tagIds.slice(0, 2) : [tagIds[change.tag % 3]!];
          const responses = chosen(change.at);
          await (change.on
            ? db
                .insert(calloutResponseTags)
                .values(
                  responses.flatMap((responseId) => tags.map((tagId) => ({ responseId, tagId }))),
                )
                .onConflictDoNothing()
            : db
                .delete(calloutResponseTags)
                .where(
                  sql`${inArray(calloutResponseTags.tagId, tags)} and ${inArray(calloutResponseTags.responseId, responses)}`,
                ));
        }
      }
      const counts = await keptAndRecounted(calloutId);
      expect(counts.kept).toEqual(counts.recounted);
      const [record] = await db.select().from(callouts).where(eq(callouts.id, calloutId));
      for (const group of rules(calloutId, tagIds)) {
        const valid = parseRuleGroup(group, fields, { now: new Date() });
        const where = sql`${calloutResponseTriage.calloutId} = ${calloutId} and ${compileRuleGroup(valid, columns)}`;
        const selection = { where, callout: record, staff: true, rules: valid };
        // The rules as lists of the callout compile them: false at once where counts say so.
        const guarded = sql`${calloutResponseTriage.calloutId} = ${calloutId} and ${compileRuleGroup(valid, responseFilter(form, true, calloutId).columns)}`;
        const [counted] = await countResponses(db, where);
        const [total] = await responseTotal(db, selection);
        const [countedGuarded] = await countResponses(db, guarded);
        expect({
          group,
          total: Number(total?.value),
          guarded: Number(countedGuarded?.value),
        }).toEqual({
          group,
          total: Number(counted?.value),
          guarded: Number(counted?.value),
        });
      }
    }),
    {
      numRuns: 10,
      // Always once: responses with both tags, one, and none.
      examples: [
        [
          [
            { do: "insert", answers: [{}, { s2: { name: "Ada" } }, {}] },
            { do: "tag", at: [0, 1], tag: 2, on: true },
            { do: "tag", at: [1], tag: 0, on: false },
          ],
        ],
      ],
    },
  );
  // About 2,000 queries: minutes on a loaded machine.
}, 180_000);

/** A new callout of the form, with `answers` stored one statement each. */
async function calloutAnswered(list: Record<string, Record<string, unknown>>[]) {
  const { db } = database();
  const [callout] = await db
    .insert(callouts)
    .values({ slug: `counts-${crypto.randomUUID()}`, formSchema: form })
    .returning({ id: callouts.id });
  for (const each of list)
    await db.insert(calloutResponses).values({ calloutId: callout!.id, answers: each });
  return callout!.id;
}

it("fills the kept texts of an existing database's answers when it upgrades (migration 0045)", async () => {
  const { db } = database();
  const calloutId = await calloutAnswered([
    { s1: { age: 42, colour: "brown", topics: { rivers: true } }, s2: { name: "Ada", view: "" } },
    { s2: { name: 42, view: { odd: 1 } } },
    {},
  ]);
  const migration = await readFile(join(MIGRATIONS_DIR, "0045_response_texts.sql"), "utf8");
  const fill = migration
    .split("--> statement-breakpoint")
    .find((statement) =>
      statement.includes('FROM "callout_responses", "callout_response_texts_of"'),
    );
  await db.execute(sql`delete from ${calloutResponseTexts}`);
  await db.execute(sql.raw(fill!));
  const counts = await keptAndRecounted(calloutId);
  expect(counts.kept).toEqual(counts.recounted);
  const texts = await db
    .select({
      slideId: calloutResponseTexts.slideId,
      key: calloutResponseTexts.key,
      value: calloutResponseTexts.value,
    })
    .from(calloutResponseTexts)
    .where(eq(calloutResponseTexts.calloutId, calloutId));
  // Strings and numbers, lower-cased; not empty texts or other JSON.
  expect(texts.map((text) => `${text.slideId}.${text.key}=${text.value}`).sort()).toEqual([
    "s1.age=42",
    "s1.colour=brown",
    "s2.name=42",
    "s2.name=ada",
  ]);

  // A response moved to another callout takes its texts along.
  const elsewhere = await calloutAnswered([]);
  await db
    .update(calloutResponses)
    .set({ calloutId: elsewhere })
    .where(sql`${calloutResponses.calloutId} = ${calloutId} and ${calloutResponses.number} = 1`);
  for (const each of [calloutId, elsewhere]) {
    const moved = await keptAndRecounted(each);
    expect(moved.kept).toEqual(moved.recounted);
  }
});

it("fills the search texts of an existing database's responses when it upgrades (migration 0046)", async () => {
  const { db } = database();
  const calloutId = await calloutAnswered([
    { s1: { age: 42, colour: "Brown" }, s2: { name: "Ada" } },
    { s2: { view: { odd: 1 } } },
    {},
  ]);
  const migration = await readFile(join(MIGRATIONS_DIR, "0046_response_search_texts.sql"), "utf8");
  const fill = migration
    .split("--> statement-breakpoint")
    .find((statement) => statement.includes('FROM "callout_responses";'));
  await db.execute(sql`delete from ${calloutResponseSearchTexts}`);
  await db.execute(sql.raw(fill!));
  const counts = await keptAndRecounted(calloutId);
  expect(counts.kept).toEqual(counts.recounted);
  const texts = await db
    .select({ value: calloutResponseSearchTexts.value })
    .from(calloutResponseSearchTexts)
    .where(eq(calloutResponseSearchTexts.calloutId, calloutId));
  // Every response has one: every string and number anywhere in its answers, lower-cased, as
  // the full-text search reads them (an object's too), or empty.
  expect(texts.map((text) => text.value).sort()).toEqual(["", "1", "42 brown ada"]);
});

it("fills the counts of an existing database's answers when it upgrades (migration 0039)", async () => {
  const { db } = database();
  const calloutId = await calloutAnswered([
    { s1: { age: 42, colour: "brown", topics: { rivers: true }, agree: true } },
    { s1: { age: 42, colour: "blue", topics: {} }, s2: { name: "Ada" } },
    {},
  ]);
  const migration = await readFile(join(MIGRATIONS_DIR, "0039_answer_counts.sql"), "utf8");
  const fill = migration.split("--> statement-breakpoint").at(-1)!;
  await db.execute(sql`delete from ${calloutAnswerCounts}`);
  await db.execute(sql.raw(fill));
  const counts = await keptAndRecounted(calloutId);
  expect(counts.kept).toEqual(counts.recounted);
  expect(counts.kept).toContain(
    JSON.stringify({ slide_id: "s1", key: "age", kind: "value", value: "42", count: 2 }),
  );
});

it.skipIf(process.env.AGORA_TEST_ENGINE !== "postgres")(
  "keeps counts right, without deadlocks, while 50 readers answer one callout as staff edit and delete its answers",
  async () => {
    const { db } = database();
    const [database_] = rowsOf(await db.execute(sql`select current_database() as name`));
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${String(database_?.name)}`;
    const calloutId = await calloutAnswered(
      Array.from({ length: 20 }, (_, index) => ({
        s1: { age: index, colour: index % 2 ? "brown" : "blue", topics: { rivers: true } },
      })),
    );
    const quoted = (value: unknown) => `'${JSON.stringify(value).replaceAll("'", "''")}'::jsonb`;
    const answering = Array.from({ length: 50 }, (_, index) => [
      `insert into callout_responses (callout_id, answers) values ('${calloutId}', ${quoted({
        s1: { age: 42, colour: index % 3 ? "brown" : "blue", topics: { roads: true }, agree: true },
        s2: { name: `Reader ${index}` },
      })})`,
    ]);
    // Staff edits of one response each, touching many of the counts the answers touch too.
    const responses = `select id from callout_responses where callout_id = '${calloutId}'`;
    const editing = Array.from({ length: 10 }, (_, index) => [
      `update callout_responses set answers = ${quoted({
        s1: {
          age: index,
          colour: index % 2 ? "blue" : "brown",
          topics: { rivers: index % 2 === 0 },
        },
      })} where id in (${responses} order by number limit 1 offset ${index + 5})`,
    ]);
    const deleting = Array.from({ length: 5 }, (_, index) => [
      `delete from callout_responses where id in (${responses} order by number limit 1 offset ${index})`,
    ]);
    const results = await Promise.allSettled(
      [...answering, ...editing, ...deleting].map((statements) =>
        apart(url.toString(), statements),
      ),
    );
    expect(results.filter((result) => result.status === "rejected")).toEqual([]);
    const counts = await keptAndRecounted(calloutId);
    expect(counts.kept).toEqual(counts.recounted);

    // A deleted callout's counts go with its responses.
    await db.delete(callouts).where(eq(callouts.id, calloutId));
    const left = await db
      .select()
      .from(calloutAnswerCounts)
      .where(eq(calloutAnswerCounts.calloutId, calloutId));
    expect(left).toEqual([]);
  },
);

it("reads no response for a page of a question's rule that its kept counts say matches nothing", async () => {
  const { db } = database();
  const calloutId = await calloutAnswered(
    Array.from({ length: 30 }, (_, index) => ({ s1: { colour: "brown", age: index } })),
  );
  const columns = responseFilter(form, true, calloutId).columns;
  const fields = calloutResponseFilterFields(form);
  const plan = async (rule: unknown) => {
    const valid = parseRuleGroup({ condition: "AND", rules: [rule] }, fields);
    const result = await db.execute(
      sql`explain (analyze, costs off, timing off, summary off)
        select ${calloutResponses.id} from ${calloutResponseTriage}
        join ${calloutResponses} on ${calloutResponses.id} = ${calloutResponseTriage.responseId}
        where ${calloutResponseTriage.calloutId} = ${calloutId} and ${compileRuleGroup(valid, columns)}
        order by ${calloutResponseTriage.number} limit 25`,
    );
    return rowsOf(result)
      .map((row) => String(row["QUERY PLAN"]))
      .join("\n");
  };
  // Everyone chose a colour and gave an age; nobody chose blue.
  for (const rule of [
    { field: "answers.s1.colour", operator: "is_empty", value: [] },
    { field: "answers.s1.colour", operator: "equal", value: ["blue"] },
    { field: "answers.s1.colour", operator: "not_equal", value: ["brown"] },
    { field: "answers.s1.age", operator: "greater", value: [100] },
  ]) {
    const scans = (await plan(rule))
      .split("\n")
      .filter((line) => / on callout_response(s|_triage|_numbers)\b/.test(line));
    expect(scans.length).toBeGreaterThan(0);
    expect(scans.filter((line) => !line.includes("(never executed)"))).toEqual([]);
  }
  // A rule that matches some responses reads them.
  expect(
    await plan({ field: "answers.s1.colour", operator: "equal", value: ["brown"] }),
  ).not.toContain("never executed");
});

it("counts a rule on the response's own row from the responses alone, not their triage rows", async () => {
  const { db } = database();
  const calloutId = await calloutAnswered(Array.from({ length: 30 }, () => ({})));
  const [record] = await db.select().from(callouts).where(eq(callouts.id, calloutId));
  const fields = calloutResponseFilterFields(form);
  for (const rule of [
    { field: "createdAt", operator: "greater", value: ["$now(d:-7)"] },
    { field: "createdAt", operator: "less_or_equal", value: ["$now(d:-7)"] },
    { field: "contact", operator: "is_empty", value: [] },
  ]) {
    const valid = parseRuleGroup({ condition: "AND", rules: [rule] }, fields);
    const where = sql`${calloutResponseTriage.calloutId} = ${calloutId} and ${compileRuleGroup(valid, responseFilter(form, true).columns)}`;
    const query = responseTotal(db, { where, callout: record, staff: true, rules: valid });
    const plan = rowsOf(await db.execute(sql`explain ${query.getSQL()}`))
      .map((row) => String(row["QUERY PLAN"]))
      .join("\n");
    expect(plan, JSON.stringify(rule)).not.toContain("callout_response_triage");
  }
});
