import { asc, sql } from "drizzle-orm";
import {
  boolean,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { input } from "@tests/support/core/forms";
import type { FormSchema } from "@core/forms";
import { CALLOUT_STATUSES } from "@core/callouts/status";
import {
  OPERATORS_BY_TYPE,
  answerFields,
  parseRuleGroup,
  type FilterTable,
  type Operator,
  type Rule,
  type RuleGroup,
  type ValidRuleGroup,
} from "@core/rules";
import { testDatabasePerFile } from "../../test-support/database";
import { answerColumns, answersText, searchText, selectBoxes } from "./columns";
import { compileRuleGroup, type FieldColumn } from "./compile";

// Every operator of every field type against real rows: each case names exactly the rows that
// must match, so the rows that must not are checked too.

const database = testDatabasePerFile();

const scratch = pgTable("rules_scratch", {
  id: integer("id").primaryKey(),
  uid: uuid("uid"),
  name: text("name").notNull(),
  note: text("note"),
  amount: integer("amount").notNull(),
  score: numeric("score"),
  created: timestamp("created", { withTimezone: true }).notNull(),
  happened: timestamp("happened", { withTimezone: true }),
  active: boolean("active").notNull(),
  flag: boolean("flag"),
  colour: text("colour"),
  tags: jsonb("tags"),
  labels: text("labels").array(),
  contact: uuid("contact"),
  answers: jsonb("answers").notNull(),
  starts: timestamp("starts", { withTimezone: true }),
  expires: timestamp("expires", { withTimezone: true }),
});

const U1 = "11111111-1111-4111-8111-111111111111";
const C1 = "c1c1c1c1-0000-4000-8000-000000000001";
const C2 = "c2c2c2c2-0000-4000-8000-000000000002";
const NOW = new Date("2024-05-04T08:00:00Z");
const INJECTION = "'; drop table rules_scratch; --";

const form: FormSchema = {
  slides: [
    {
      id: "s1",
      title: "One",
      components: [
        input("textfield", { key: "text" }),
        input("number", { key: "number" }),
        input("checkbox", { key: "check" }),
        input("radio", {
          key: "radio",
          values: ["yes", "no", "maybe"].map((value) => ({ label: value, value })),
        }),
        input("selectboxes", {
          key: "boxes",
          values: ["red", "green"].map((value) => ({ label: value, value })),
        }),
        input("textarea", { key: "long" }),
      ],
    },
  ],
};

const answers = answerFields(form);

const FIELDS: FilterTable = {
  name: { type: "text" },
  note: { type: "text", nullable: true },
  uid: { type: "text", nullable: true },
  amount: { type: "number" },
  score: { type: "number", nullable: true },
  created: { type: "date" },
  happened: { type: "date", nullable: true },
  active: { type: "boolean" },
  flag: { type: "boolean", nullable: true },
  colour: { type: "enum", options: ["red", "green", "blue"], nullable: true },
  tags: { type: "array" },
  labels: { type: "array" },
  contact: { type: "contact", nullable: true },
  owner: { type: "contact" },
  kind: { type: "enum", options: ["water", "pure water"] },
  answers: { type: "blob" },
  status: { type: "enum", options: CALLOUT_STATUSES, operators: ["equal"] },
  ...Object.fromEntries(answers.map((field) => [field.name, field.definition])),
};

const COLUMNS: Record<string, FieldColumn> = {
  name: scratch.name,
  note: scratch.note,
  uid: scratch.uid,
  amount: scratch.amount,
  score: scratch.score,
  created: scratch.created,
  happened: scratch.happened,
  active: scratch.active,
  flag: scratch.flag,
  colour: scratch.colour,
  tags: scratch.tags,
  labels: scratch.labels,
  contact: scratch.contact,
  owner: scratch.contact,
  kind: scratch.name,
  answers: answersText(scratch.answers),
  // A derived value: any SQL expression serves as a column.
  status: sql`case
    when ${scratch.starts} is null then 'draft'
    when ${scratch.starts} > ${NOW.toISOString()}::timestamptz then 'scheduled'
    when ${scratch.expires} <= ${NOW.toISOString()}::timestamptz then 'ended'
    else 'open' end`,
  ...answerColumns(scratch.answers, answers),
};

const ROWS: (typeof scratch.$inferInsert)[] = [
  {
    id: 1,
    uid: U1,
    name: "Water quality",
    amount: 10,
    created: new Date("2024-05-03T10:00:00Z"),
    active: true,
    colour: "red",
    tags: ["a", "b"],
    labels: ["a", "b"],
    contact: C1,
    answers: {
      s1: {
        text: "Leaky pipe",
        number: 5,
        check: true,
        radio: "yes",
        boxes: { red: true, green: false },
        long: "The pipe leaks 50% of the time",
      },
    },
  },
  {
    id: 2,
    name: "100% pure_water",
    note: "",
    amount: 20,
    score: "1.5",
    created: new Date("2024-05-03T23:59:59Z"),
    happened: new Date("2024-05-04T00:00:00Z"),
    active: false,
    flag: true,
    colour: "green",
    tags: [],
    labels: [],
    contact: C2,
    answers: {
      s1: {
        text: "dry",
        number: 7.5,
        check: false,
        radio: "no",
        boxes: { red: false, green: true },
        long: 'Say "hi"',
      },
    },
    starts: new Date("2024-06-01T00:00:00Z"),
  },
  {
    id: 3,
    name: "water",
    note: "Some note",
    amount: 30,
    score: "-2",
    created: new Date("2024-05-04T00:00:00Z"),
    happened: new Date("2023-12-31T23:00:00Z"),
    active: true,
    flag: false,
    colour: "blue",
    answers: {},
    starts: new Date("2024-01-01T00:00:00Z"),
  },
  {
    id: 4,
    name: "O'Brien; drop",
    note: "%_\\",
    amount: 0,
    score: "0",
    created: new Date("2024-06-15T12:00:00Z"),
    happened: new Date("2025-01-01T00:00:00Z"),
    active: false,
    colour: "red",
    tags: ["c"],
    labels: ["c"],
    contact: C1,
    // Odd values, as an edited form can leave behind: they must never fail the query.
    answers: {
      s1: { text: "x", number: "not a number", check: "yes", boxes: {}, radio: "maybe" },
      s2: { list: ["Deep value"] },
    },
    starts: new Date("2024-01-01T00:00:00Z"),
    expires: new Date("2024-12-31T00:00:00Z"),
  },
  {
    id: 5,
    name: "pure water",
    amount: -5,
    created: new Date("2023-01-01T00:00:00Z"),
    active: true,
    flag: true,
    colour: "green",
    tags: ["a"],
    labels: ["a"],
    contact: C2,
    answers: { s1: { text: "PIPE dream", boxes: { red: true } } },
    starts: new Date("2024-01-01T00:00:00Z"),
    expires: new Date("2024-02-01T00:00:00Z"),
  },
  {
    id: 6,
    name: "",
    amount: 5,
    created: new Date("2022-01-01T00:00:00Z"),
    active: false,
    tags: { a: true },
    answers: {},
  },
];
const ALL = [1, 2, 3, 4, 5, 6];

beforeAll(async () => {
  const { db } = database();
  await db.execute(sql`create table rules_scratch (
    id integer primary key, uid uuid, name text not null, note text, amount integer not null,
    score numeric, created timestamptz not null, happened timestamptz, active boolean not null,
    flag boolean, colour text, tags jsonb, labels text[], contact uuid, answers jsonb not null,
    starts timestamptz, expires timestamptz)`);
  await db.insert(scratch).values(ROWS);
});

/** Which field type and operator pairs the cases below ran, to prove every one was. */
const covered = new Set<string>();

function check(group: RuleGroup): ValidRuleGroup {
  return parseRuleGroup(group, FIELDS, { now: NOW, contactId: C2 });
}

async function ids(group: RuleGroup): Promise<number[]> {
  const valid = check(group);
  const walk = (node: ValidRuleGroup) => {
    for (const child of node.rules) {
      if ("condition" in child) walk(child);
      else covered.add(`${child.type}${child.nullable ? "?" : ""}:${child.operator}`);
    }
  };
  walk(valid);
  const rows = await database()
    .db.select({ id: scratch.id })
    .from(scratch)
    .where(compileRuleGroup(valid, COLUMNS))
    .orderBy(asc(scratch.id));
  return rows.map((row) => row.id);
}

const rule = (field: string, operator: Operator, ...value: Rule["value"]): Rule => ({
  field,
  operator,
  value,
});
const only = (...rules: (Rule | RuleGroup)[]): RuleGroup => ({ condition: "AND", rules });
const match = (field: string, operator: Operator, ...value: Rule["value"]) =>
  ids(only(rule(field, operator, ...value)));
const without = (...matching: number[]) => ALL.filter((id) => !matching.includes(id));

type Case = [field: string, operator: Operator, value: Rule["value"], expected: number[]];

const table = (cases: Case[]) =>
  it.each(
    cases.map(([field, operator, value, expected]) => ({ field, operator, value, expected })),
  )("$field $operator $value", async ({ field, operator, value, expected }) => {
    expect(await match(field, operator, ...value)).toEqual(expected);
  });

describe("text", () => {
  table([
    ["name", "equal", ["water"], [3]],
    ["name", "not_equal", ["water"], without(3)],
    ["name", "contains", ["WATER"], [1, 2, 3, 5]],
    ["name", "not_contains", ["water"], [4, 6]],
    ["name", "begins_with", ["water"], [1, 3]],
    ["name", "not_begins_with", ["water"], [2, 4, 5, 6]],
    ["name", "ends_with", ["Water"], [2, 3, 5]],
    ["name", "not_ends_with", ["water"], [1, 4, 6]],
    ["name", "is_empty", [], [6]],
    ["name", "is_not_empty", [], without(6)],
  ]);
});

describe("nullable text, where missing is empty", () => {
  table([
    ["note", "equal", [""], [1, 2, 5, 6]],
    ["note", "not_equal", [""], [3, 4]],
    ["note", "contains", ["NOTE"], [3]],
    ["note", "not_contains", ["note"], [1, 2, 4, 5, 6]],
    ["note", "begins_with", ["some"], [3]],
    ["note", "not_begins_with", ["some"], without(3)],
    ["note", "ends_with", ["note"], [3]],
    ["note", "not_ends_with", ["note"], without(3)],
    ["note", "is_empty", [], [1, 2, 5, 6]],
    ["note", "is_not_empty", [], [3, 4]],
    // A uuid column filtered as text.
    ["uid", "equal", [U1], [1]],
    ["uid", "begins_with", ["11111111-"], [1]],
  ]);
});

describe("LIKE wildcards in values match only themselves", () => {
  table([
    ["name", "contains", ["100%"], [2]],
    ["name", "contains", ["%"], [2]],
    ["name", "contains", ["e_w"], [2]],
    ["name", "contains", ["_"], [2]],
    ["note", "contains", ["\\"], [4]],
    ["note", "begins_with", ["%_"], [4]],
    ["note", "ends_with", ["_\\"], [4]],
    ["note", "contains", ["%%"], []],
  ]);
});

describe("numbers", () => {
  table([
    ["amount", "equal", [10], [1]],
    ["amount", "not_equal", [10], without(1)],
    ["amount", "less", [5], [4, 5]],
    ["amount", "less_or_equal", [5], [4, 5, 6]],
    ["amount", "greater", [20], [3]],
    ["amount", "greater_or_equal", [20], [2, 3]],
    ["amount", "between", [0, 10], [1, 4, 6]],
    ["amount", "not_between", [0, 10], [2, 3, 5]],
    ["amount", "equal", [10.5], []],
    ["amount", "less", [0.5], [4, 5]],
    ["score", "greater", [0], [2]],
    ["score", "equal", [1.5], [2]],
    ["score", "not_equal", [0], [1, 2, 3, 5, 6]],
    ["score", "between", [-2, 0], [3, 4]],
    ["score", "less_or_equal", [0], [3, 4]],
    ["score", "greater_or_equal", [0], [2, 4]],
    ["score", "not_between", [-2, 0], [1, 2, 5, 6]],
    ["score", "is_empty", [], [1, 5, 6]],
    ["score", "is_not_empty", [], [2, 3, 4]],
  ]);
});

describe("dates, compared by day or a coarser unit the value gives", () => {
  table([
    ["created", "equal", ["2024-05-03"], [1, 2]],
    ["created", "equal", ["2024-05-03T15:00"], [1, 2]],
    ["created", "equal", ["2024-05"], [1, 2, 3]],
    ["created", "equal", ["2024"], [1, 2, 3, 4]],
    ["created", "not_equal", ["2024-05-03"], [3, 4, 5, 6]],
    ["created", "less", ["2024-05-03"], [5, 6]],
    ["created", "less_or_equal", ["2024-05-03"], [1, 2, 5, 6]],
    ["created", "greater", ["2024-05-03"], [3, 4]],
    ["created", "greater_or_equal", ["2024-05-03"], [1, 2, 3, 4]],
    ["created", "greater", ["2024-05"], [4]],
    ["created", "less", ["2024"], [5, 6]],
    ["created", "between", ["2023", "2024-05-03"], [1, 2, 5]],
    ["created", "not_between", ["2023", "2024-05-03"], [3, 4, 6]],
    ["happened", "equal", ["2023-12-31"], [3]],
    ["happened", "not_equal", ["2023-12-31"], [1, 2, 4, 5, 6]],
    ["happened", "less", ["2024"], [3]],
    ["happened", "less_or_equal", ["2024-05-04"], [2, 3]],
    ["happened", "greater", ["2024-05-04"], [4]],
    ["happened", "greater_or_equal", ["2024-05-04"], [2, 4]],
    ["happened", "between", ["2024", "2025-01"], [2, 4]],
    ["happened", "not_between", ["2024", "2025-01"], [1, 3, 5, 6]],
    ["happened", "is_empty", [], [1, 5, 6]],
    ["happened", "is_not_empty", [], [2, 3, 4]],
  ]);
});

describe("relative dates, from 2024-05-04 08:00 UTC", () => {
  table([
    ["created", "equal", ["$now"], [3]],
    ["created", "equal", ["$now(d:-1)"], [1, 2]],
    ["created", "greater_or_equal", ["$now(d:-1)"], [1, 2, 3, 4]],
    // Hours are finer than a day, so the day of 22:00 yesterday is compared.
    ["created", "equal", ["$now(h:-10)"], [1, 2]],
    ["created", "equal", ["$now(M:-1)"], []],
    ["created", "equal", ["$now(M:1)"], [4]],
    ["created", "greater", ["$now(y:-1)"], [1, 2, 3, 4]],
    ["created", "between", ["$now(y:-1)", "$now(d:-1)"], [1, 2, 5]],
    ["created", "between", ["$now(y:-2)", "$now(d:-1)"], [1, 2, 5, 6]],
  ]);
});

describe("booleans", () => {
  table([
    ["active", "equal", [true], [1, 3, 5]],
    ["active", "equal", [false], [2, 4, 6]],
    ["flag", "equal", [true], [2, 5]],
    ["flag", "equal", [false], [3]],
    ["flag", "is_empty", [], [1, 4, 6]],
    ["flag", "is_not_empty", [], [2, 3, 5]],
  ]);
});

describe("enums", () => {
  table([
    ["colour", "equal", ["red"], [1, 4]],
    ["colour", "not_equal", ["red"], [2, 3, 5, 6]],
    ["colour", "is_empty", [], [6]],
    ["kind", "equal", ["water"], [3]],
    ["kind", "not_equal", ["water"], without(3)],
    ["colour", "is_not_empty", [], [1, 2, 3, 4, 5]],
  ]);

  it("work on derived values, such as a callout's status", async () => {
    const byStatus = await Promise.all(
      CALLOUT_STATUSES.map(async (status) => [status, await match("status", "equal", status)]),
    );
    expect(Object.fromEntries(byStatus)).toEqual({
      draft: [1, 6],
      scheduled: [2],
      open: [3, 4],
      ended: [5],
    });
  });
});

describe("arrays", () => {
  table([
    ["tags", "contains", ["a"], [1, 5]],
    ["tags", "not_contains", ["a"], [2, 3, 4, 6]],
    ["tags", "is_empty", [], [2, 3, 6]],
    ["tags", "is_not_empty", [], [1, 4, 5]],
    ["tags", "contains", ["%"], []],
    // text[] columns, told apart by their type.
    ["labels", "contains", ["a"], [1, 5]],
    ["labels", "not_contains", ["a"], [2, 3, 4, 6]],
    ["labels", "is_empty", [], [2, 3, 6]],
    ["labels", "is_not_empty", [], [1, 4, 5]],
  ]);
});

describe("contacts", () => {
  table([
    ["contact", "equal", [C1], [1, 4]],
    ["contact", "equal", ["me"], [2, 5]],
    ["contact", "not_equal", [C1], [2, 3, 5, 6]],
    ["contact", "is_empty", [], [3, 6]],
    ["owner", "equal", [C1], [1, 4]],
    ["owner", "not_equal", ["me"], [1, 3, 4, 6]],
    ["contact", "is_not_empty", [], [1, 2, 4, 5]],
  ]);
});

describe("answers", () => {
  table([
    ["answers", "contains", ["pipe"], [1, 5]],
    ["answers", "not_contains", ["pipe"], [2, 3, 4, 6]],
    ["answers", "contains", ["50%"], [1]],
    ["answers", "contains", ["%"], [1]],
    ["answers", "contains", ['say "hi"'], [2]],
    ["answers", "contains", ["deep"], [4]],
    ["answers", "contains", ["7.5"], [2]],
    // Keys and booleans are not answers' text.
    ["answers", "contains", ["red"], []],
    ["answers", "contains", ["s1"], []],
    ["answers", "contains", ["true"], []],
    ["answers.s1.text", "equal", ["dry"], [2]],
    ["answers.s1.text", "contains", ["pipe"], [1, 5]],
    ["answers.s1.text", "is_empty", [], [3, 6]],
    ["answers.s1.text", "is_not_empty", [], [1, 2, 4, 5]],
    ["answers.s1.number", "equal", [5], [1]],
    ["answers.s1.number", "greater", [6], [2]],
    ["answers.s1.number", "less", [100], [1, 2]],
    ["answers.s1.number", "is_empty", [], [3, 4, 5, 6]],
    ["answers.s1.check", "equal", [true], [1]],
    ["answers.s1.check", "equal", [false], [2, 3, 4, 5, 6]],
    ["answers.s1.radio", "equal", ["yes"], [1]],
    ["answers.s1.radio", "not_equal", ["yes"], [2, 3, 4, 5, 6]],
    ["answers.s1.radio", "is_empty", [], [3, 5, 6]],
    ["answers.s1.radio", "is_not_empty", [], [1, 2, 4]],
    ["answers.s1.boxes", "contains", ["red"], [1, 5]],
    ["answers.s1.boxes", "contains", ["green"], [2]],
    ["answers.s1.boxes", "not_contains", ["red"], [2, 3, 4, 6]],
    ["answers.s1.boxes", "is_empty", [], [3, 4, 6]],
    ["answers.s1.boxes", "is_not_empty", [], [1, 2, 5]],
    ["answers.s1.long", "contains", ["50%"], [1]],
    ["answers.s1.long", "not_contains", ["%"], [2, 3, 4, 5, 6]],
    ["answers.s1.long", "is_empty", [], [3, 4, 5, 6]],
    ["answers.s1.long", "is_not_empty", [], [1, 2]],
  ]);
});

describe("edge values never fail the query", () => {
  table([
    ["created", "greater", ["0001"], ALL],
    ["created", "less", ["9999-12-31"], ALL],
    ["amount", "less", [1e300], ALL],
    ["score", "greater", [-1e300], [2, 3, 4]],
    ["amount", "equal", [0.1 + 0.2], []],
    ["name", "contains", ["Straße 🌊"], []],
    ["answers.s1.number", "greater", [-1e300], [1, 2]],
  ]);
});

describe("groups", () => {
  it("nest AND and OR", async () => {
    const group = only(rule("active", "equal", true), {
      condition: "OR",
      rules: [rule("colour", "equal", "red"), rule("amount", "greater", 20)],
    });
    expect(await ids(group)).toEqual([1, 3]);
    expect(
      await ids({
        condition: "OR",
        rules: [
          only(rule("name", "contains", "water"), rule("flag", "equal", true)),
          rule("contact", "is_empty"),
        ],
      }),
    ).toEqual([2, 3, 5, 6]);
  });

  it("restrict nothing when empty, also nested", async () => {
    expect(await ids(only())).toEqual(ALL);
    expect(await ids({ condition: "OR", rules: [] })).toEqual(ALL);
    expect(await ids({ condition: "OR", rules: [only(), rule("amount", "equal", 10)] })).toEqual(
      ALL,
    );
  });
});

describe("values are parameters, never SQL", () => {
  it("an injection attempt simply matches nothing", async () => {
    const group = {
      condition: "OR" as const,
      rules: [
        rule("name", "equal", INJECTION),
        rule("name", "contains", INJECTION),
        rule("note", "ends_with", INJECTION),
        rule("tags", "contains", INJECTION),
        rule("labels", "contains", INJECTION),
        rule("answers", "contains", INJECTION),
        rule("answers.s1.text", "equal", INJECTION),
        rule("answers.s1.boxes", "contains", "red"),
      ],
    };
    expect(await ids(group)).toEqual([1, 5]);
    const query = database()
      .db.select({ id: scratch.id })
      .from(scratch)
      .where(compileRuleGroup(check(group), COLUMNS))
      .toSQL();
    expect(query.sql).not.toContain("drop");
    expect(query.sql).not.toContain("s1");
    expect(query.params).toContain(INJECTION);
    expect(await ids(only())).toEqual(ALL);
  });

  it("compares a column that cannot be null as it is, so its indexes can serve the rule", () => {
    const fields: FilterTable = { ...FIELDS, name: { type: "text", nullable: true } };
    const compiled = (field: "name" | "note") =>
      database()
        .db.select({ id: scratch.id })
        .from(scratch)
        .where(
          compileRuleGroup(
            parseRuleGroup({ condition: "AND", rules: [rule(field, "equal", "x")] }, fields),
            COLUMNS,
          ),
        )
        .toSQL().sql;
    expect(compiled("name")).toContain(`where ("rules_scratch"."name" = $1)`);
    expect(compiled("note")).toContain(`coalesce("rules_scratch"."note", '') = $1`);
  });

  it("selectBoxes and answersText take any jsonb expression", async () => {
    const columns = {
      ...COLUMNS,
      tags: selectBoxes(sql`${scratch.answers} -> 's1' -> 'boxes'`),
    };
    const valid = check(only(rule("tags", "contains", "green")));
    const rows = await database()
      .db.select({ id: scratch.id })
      .from(scratch)
      .where(compileRuleGroup(valid, columns));
    expect(rows).toEqual([{ id: 2 }]);
  });
});

describe("answered or skipped", () => {
  table([
    // Any value stored counts as an answer, false included; nothing stored is skipped.
    ["answers.s1.check", "is_not_empty", [], [1, 2, 4]],
    ["answers.s1.check", "is_empty", [], [3, 5, 6]],
    ["answers.s1.number", "is_not_empty", [], [1, 2]],
    ["answers.s1.radio", "is_not_empty", [], [1, 2, 4]],
  ]);
});

describe("searchText, over text kept lower-cased beside what it stands for", () => {
  it("finds a value anywhere in it, whatever its case, wildcards as themselves", async () => {
    const columns = { ...COLUMNS, answers: searchText(sql`lower(${scratch.name})`) };
    const found = async (operator: Operator, value: string) =>
      (
        await database()
          .db.select({ id: scratch.id })
          .from(scratch)
          .where(compileRuleGroup(check(only(rule("answers", operator, value))), columns))
          .orderBy(asc(scratch.id))
      ).map((row) => row.id);
    expect(await found("contains", "WATER")).toEqual([1, 2, 3, 5]);
    expect(await found("contains", "100%")).toEqual([2]);
    expect(await found("contains", "e_w")).toEqual([2]);
    expect(await found("not_contains", "water")).toEqual([4, 6]);
    expect(await found("contains", INJECTION)).toEqual([]);
  });
});

describe("coverage", () => {
  it("ran every operator of every type, nullable and not", () => {
    const expected = Object.entries(OPERATORS_BY_TYPE).flatMap(([type, operators]) => {
      const nullable = [...new Set([...operators, "is_empty", "is_not_empty"])];
      return [
        ...operators.map((operator) => `${type}:${operator}`),
        ...nullable.map((operator) => `${type}?:${operator}`),
      ];
    });
    const missing = expected.filter(
      (pair) => !covered.has(pair) && !pair.startsWith("blob:is_") && !pair.startsWith("enum:is_"),
    );
    expect(missing).toEqual([]);
  });
});

afterAll(async () => {
  // The table outlives the injection attempts.
  const rows = await database().db.select({ id: scratch.id }).from(scratch);
  expect(rows).toHaveLength(ROWS.length);
});
