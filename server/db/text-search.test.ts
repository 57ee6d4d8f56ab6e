import { sql, type SQL } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { parseRuleGroup } from "@core/rules";
import type { FormSchema } from "@core/forms";
import { responseFilter } from "../services/responses/filter";
import { triageOfResponse } from "../services/responses/record";
import { compileRule, compileRuleGroup, searchText } from "../services/rules";
import { testDatabasePerFile } from "../test-support/database";
import { calloutResponseTriage, calloutResponses, contacts } from "./schema";

const database = testDatabasePerFile();

/** The plan of `select id from <table> where <condition>` with sequential scans priced out. */
async function plan(table: SQL, condition: SQL): Promise<string> {
  return database().db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    // Both engines' clients answer `{ rows }`.
    const result = (await tx.execute(
      sql`explain select 1 from ${table} where ${condition}`,
    )) as unknown as { rows: { "QUERY PLAN": string }[] };
    return result.rows.map((row) => row["QUERY PLAN"]).join("\n");
  });
}

describe("text contains filters (migration 0028)", () => {
  it("reach the answers' text through its trigram index", async () => {
    const rule = searchText(calloutResponses.answersText)({
      field: "answers",
      type: "blob",
      operator: "contains",
      value: ["Answer 4242"],
      nullable: false,
    });
    expect(await plan(sql`${calloutResponses}`, rule)).toContain(
      "callout_responses_answers_text_trgm",
    );
  });

  it("reach contacts' names through theirs", async () => {
    // Some rows and their statistics: an empty table's costs favour a whole unique index.
    await database().db.execute(sql`insert into contacts (email, firstname, lastname)
      select 'c' || n || '@text-search.test', 'First' || n, 'Last' || n
      from generate_series(1, 2000) as n`);
    await database().db.execute(sql`analyze contacts`);
    for (const [column, index] of [
      [contacts.firstname, "contacts_firstname_trgm"],
      [contacts.lastname, "contacts_lastname_trgm"],
    ] as const) {
      const rule = compileRule(
        { field: "name", type: "text", operator: "contains", value: ["ada"], nullable: false },
        column,
      );
      expect(await plan(sql`${contacts}`, rule)).toContain(index);
    }
  });
});

describe("question filters (issue #28)", () => {
  const form = {
    slides: [
      {
        id: "s1",
        title: "One",
        navigation: { nextSlideId: "" },
        components: [
          { type: "textfield", key: "name", label: "Name", input: true },
          { type: "number", key: "age", label: "Age", input: true },
        ],
      },
    ],
  } as unknown as FormSchema;
  const filter = responseFilter(form, true);
  const condition = (field: string, operator: string, value: unknown) =>
    compileRuleGroup(
      parseRuleGroup(
        { condition: "AND", rules: [{ field, operator, value: [value] }] },
        filter.fields,
      ),
      filter.columns,
    );

  it("find a number by the answers' GIN index", async () => {
    expect(
      await plan(sql`${calloutResponses}`, condition("answers.s1.age", "equal", 42)),
    ).toContain("callout_responses_answers");
  });

  it("look for a text answer in the answers' text through its trigram index first", async () => {
    for (const operator of ["contains", "begins_with", "ends_with", "equal"]) {
      expect(
        await plan(sql`${calloutResponses}`, condition("answers.s1.name", operator, "Person 42")),
      ).toContain("callout_responses_answers_text_trgm");
    }
  });

  it("compare a number, or tell it missing, through the kept numbers' index (migration 0034)", async () => {
    const cases: [string, number[]][] = [
      ["less", [9]],
      ["greater_or_equal", [81]],
      ["between", [30, 35]],
      ["not_between", [30, 35]],
      ["is_empty", []],
      ["is_not_empty", []],
      ["not_equal", [42]],
    ];
    for (const [operator, value] of cases) {
      const rule = { field: "answers.s1.age", operator, value };
      const group = compileRuleGroup(
        parseRuleGroup({ condition: "AND", rules: [rule] }, filter.fields),
        filter.columns,
      );
      // As lists read them: the kept numbers are reached from the triage row's response id.
      const shown = await plan(
        sql`${calloutResponses} join ${calloutResponseTriage} on ${triageOfResponse}`,
        group,
      );
      expect(shown, operator).toMatch(
        /callout_response_numbers_(value|response_id_slide_id_key_pk)/,
      );
      expect(shown, operator).not.toContain("Seq Scan on callout_responses");
    }
  });
});
