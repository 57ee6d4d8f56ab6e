import { describe, expect, it } from "vitest";
import type { FieldDefinition, FilterTable } from "./fields";
import { OPERATORS, operatorArity, type FieldType, type Operator } from "./operators";
import { MAX_RULES, type Rule, type RuleGroup } from "./rule";
import { validateRuleGroup, type RuleContext, type ValidRule } from "./validate";

const ME = "0b3c4d5e-6f70-4182-93a4-b5c6d7e8f901";
const NOW = new Date("2024-01-31T15:45:30Z");

const FIELDS = {
  text: { type: "text" },
  nullableText: { type: "text", nullable: true },
  blob: { type: "blob" },
  nullableBlob: { type: "blob", nullable: true },
  number: { type: "number" },
  nullableNumber: { type: "number", nullable: true },
  date: { type: "date" },
  nullableDate: { type: "date", nullable: true },
  boolean: { type: "boolean" },
  nullableBoolean: { type: "boolean", nullable: true },
  enum: { type: "enum", options: ["red", "green"] },
  nullableEnum: { type: "enum", options: ["red", "green"], nullable: true },
  array: { type: "array" },
  optionArray: { type: "array", options: ["red", "green"] },
  contact: { type: "contact" },
  nullableContact: { type: "contact", nullable: true },
  status: { type: "enum", options: ["open", "ended"], operators: ["equal"] },
} as const satisfies FilterTable;

const group = (...rules: (Rule | RuleGroup)[]): RuleGroup => ({ condition: "AND", rules });
const rule = (field: string, operator: Operator, ...value: Rule["value"]): Rule => ({
  field,
  operator,
  value,
});

function check(input: unknown, context: RuleContext = {}) {
  return validateRuleGroup(input, FIELDS, { now: NOW, ...context });
}

/** The one rule of a group that must pass. */
function valid(item: Rule, context: RuleContext = {}): ValidRule {
  const result = check(group(item), context);
  if (!result.ok) throw new Error(result.problems.map((problem) => problem.message).join("; "));
  return result.group.rules[0] as ValidRule;
}

function problem(input: unknown, context: RuleContext = {}) {
  const result = check(input, context);
  if (result.ok) throw new Error("expected a problem");
  return result.problems[0];
}

/** The contract's table (1.6), written out apart from the code that implements it. */
const CONTRACT: Record<FieldType, Operator[]> = {
  text: [
    "equal",
    "not_equal",
    "contains",
    "not_contains",
    "begins_with",
    "ends_with",
    "not_begins_with",
    "not_ends_with",
    "is_empty",
    "is_not_empty",
  ],
  blob: ["contains", "not_contains"],
  number: [
    "equal",
    "not_equal",
    "less",
    "less_or_equal",
    "greater",
    "greater_or_equal",
    "between",
    "not_between",
  ],
  date: [
    "equal",
    "not_equal",
    "less",
    "less_or_equal",
    "greater",
    "greater_or_equal",
    "between",
    "not_between",
  ],
  boolean: ["equal"],
  enum: ["equal", "not_equal"],
  array: ["contains", "not_contains", "is_empty", "is_not_empty"],
  contact: ["equal", "not_equal"],
};

/** A fitting value for each type, so only the operator decides. */
const SAMPLE: Record<FieldType, string | number | boolean> = {
  text: "x",
  blob: "x",
  number: 1,
  date: "2024-05-03",
  boolean: true,
  enum: "red",
  array: "red",
  contact: ME,
};

describe("operators per field type", () => {
  const cases = Object.entries(FIELDS)
    .filter(([name]) => name !== "status")
    .flatMap(([name, field]: [string, FieldDefinition]) =>
      OPERATORS.map((operator) => {
        const allowed =
          CONTRACT[field.type].includes(operator) ||
          (Boolean(field.nullable) && (operator === "is_empty" || operator === "is_not_empty"));
        return { name, operator, allowed, type: field.type };
      }),
    );

  it.each(cases)("$name $operator: allowed $allowed", ({ name, operator, allowed, type }) => {
    const values = Array.from({ length: operatorArity(operator) }, () => SAMPLE[type]);
    const result = check(group(rule(name, operator, ...values)), { contactId: ME });
    expect(result.ok).toBe(allowed);
    if (!result.ok) expect(result.problems[0]?.message).toContain(`does not take "${operator}"`);
  });

  it("narrows a field to the operators its definition names", () => {
    expect(valid(rule("status", "equal", "open")).value).toEqual(["open"]);
    expect(problem(group(rule("status", "not_equal", "open")))?.message).toBe(
      'Field "status" (enum) does not take "not_equal"; it takes equal',
    );
  });
});

describe("argument counts", () => {
  it.each(OPERATORS.map((operator) => ({ operator, arity: operatorArity(operator) })))(
    "$operator takes exactly $arity",
    ({ operator, arity }) => {
      const field = ["less", "less_or_equal", "greater", "greater_or_equal"].includes(operator)
        ? "number"
        : operator.includes("between")
          ? "number"
          : "nullableText";
      const sample = field === "number" ? 1 : "x";
      const right = Array.from({ length: arity }, () => sample);
      expect(check(group(rule(field, operator, ...right))).ok).toBe(true);
      for (const count of [arity - 1, arity + 1].filter((count) => count >= 0)) {
        const wrong = Array.from({ length: count }, () => sample);
        expect(problem(group(rule(field, operator, ...wrong)))?.message).toBe(
          `"${operator}" takes ${arity} value${arity === 1 ? "" : "s"}, not ${count}`,
        );
      }
    },
  );
});

describe("value types", () => {
  it("takes numbers for number fields and booleans for boolean fields, text elsewhere", () => {
    expect(valid(rule("number", "between", 1, 2.5)).value).toEqual([1, 2.5]);
    expect(problem(group(rule("number", "equal", "5")))?.message).toBe(
      'Field "number" takes numbers, not "5"',
    );
    expect(valid(rule("boolean", "equal", false)).value).toEqual([false]);
    expect(problem(group(rule("boolean", "equal", "true")))?.message).toBe(
      'Field "boolean" takes true or false, not "true"',
    );
    for (const field of ["text", "blob", "enum", "array", "contact", "date"]) {
      const operator = field === "blob" || field === "array" ? "contains" : "equal";
      expect(problem(group(rule(field, operator, 5)))?.message).toBe(
        `Field "${field}" takes text, not 5`,
      );
    }
  });

  it("takes only the declared options of enums and arrays", () => {
    expect(valid(rule("enum", "not_equal", "green")).value).toEqual(["green"]);
    expect(problem(group(rule("enum", "equal", "blue")))?.message).toBe(
      'Field "enum": "blue" is not an option (red, green)',
    );
    expect(problem(group(rule("optionArray", "contains", "Red")))?.message).toContain(
      "is not an option",
    );
    expect(valid(rule("array", "contains", "anything")).value).toEqual(["anything"]);
  });

  it("takes contact ids, and me as the caller's", () => {
    expect(valid(rule("contact", "equal", ME.toUpperCase())).value).toEqual([ME]);
    expect(valid(rule("contact", "equal", "me"), { contactId: ME }).value).toEqual([ME]);
    expect(problem(group(rule("contact", "equal", "me")))?.message).toBe(
      'Field "contact": "me" needs a signed-in contact',
    );
    expect(problem(group(rule("contact", "equal", "someone")))?.message).toBe(
      'Field "contact" takes a contact id or "me", not "someone"',
    );
    // "me" means something only in contact fields.
    expect(valid(rule("text", "equal", "me")).value).toEqual(["me"]);
  });
});

describe("dates", () => {
  const range = (value: string) => {
    const found = valid(rule("date", "equal", value));
    return found.type === "date"
      ? found.value.map(({ start, end }) => [start.toISOString(), end.toISOString()])
      : [];
  };

  it("compare by day, or by the coarser unit the value gives", () => {
    expect(range("2024-05-03")).toEqual([["2024-05-03T00:00:00.000Z", "2024-05-04T00:00:00.000Z"]]);
    expect(range("2024-05")).toEqual([["2024-05-01T00:00:00.000Z", "2024-06-01T00:00:00.000Z"]]);
    expect(range("2024")).toEqual([["2024-01-01T00:00:00.000Z", "2025-01-01T00:00:00.000Z"]]);
    expect(range("0050")[0]?.[0]).toBe("0050-01-01T00:00:00.000Z");
    expect(range("9999-12-31")[0]?.[1]).toBe("+010000-01-01T00:00:00.000Z");
    expect(range("2024-05-03T10:00")).toEqual(range("2024-05-03"));
    expect(range("2024-05-03T23:30:00+02:00")).toEqual(range("2024-05-03"));
    expect(range("2024-05-03T23:30:00-02:00")).toEqual(range("2024-05-04"));
  });

  it("count relative dates from now", () => {
    expect(range("$now")).toEqual([["2024-01-31T00:00:00.000Z", "2024-02-01T00:00:00.000Z"]]);
    expect(range("$now(d:-7)")[0]?.[0]).toBe("2024-01-24T00:00:00.000Z");
    expect(range("$now(h:-20)")).toEqual(range("2024-01-30"));
    expect(range("$now(m:30)")).toEqual(range("2024-01-31"));
    expect(range("$now(M:-1)")).toEqual(range("2023-12"));
    expect(range("$now(y:-1,M:2)")).toEqual(range("2023-03"));
    expect(range("$now(y:1)")).toEqual(range("2025"));
  });

  it("refuse what is not a date", () => {
    const outOfRange = ["0000", "$now(y:-3000)", "$now(y:8000)", "$now(y:999999)"];
    const malformed = ["2024-13", "2024-02-30", "yesterday", "$now(w:1)", "$later", "", "24"];
    for (const value of [...malformed, ...outOfRange]) {
      expect(problem(group(rule("date", "equal", value)))?.message).toContain("is not a date");
    }
  });
});

describe("fields", () => {
  it("refuse unknown ones, including names every object has", () => {
    for (const field of ["nope", "__proto__", "toString", "constructor"]) {
      expect(problem(group(rule(field, "equal", "x")))?.message).toBe(
        `Unknown filter field "${field}"`,
      );
    }
  });
});

describe("the group", () => {
  it("accepts an empty group, and nests groups", () => {
    expect(check({ condition: "OR", rules: [] })).toEqual({
      ok: true,
      group: { condition: "OR", rules: [] },
    });
    const nested = check(
      group(rule("text", "equal", "a"), {
        condition: "OR",
        rules: [rule("number", "less", 3), group()],
      }),
    );
    expect(nested).toEqual({
      ok: true,
      group: {
        condition: "AND",
        rules: [
          { field: "text", type: "text", nullable: false, operator: "equal", value: ["a"] },
          {
            condition: "OR",
            rules: [
              { field: "number", type: "number", nullable: false, operator: "less", value: [3] },
              { condition: "AND", rules: [] },
            ],
          },
        ],
      },
    });
  });

  it("names the rule at fault, however deep", () => {
    const bad = rule("number", "equal", "3");
    const result = check(group(rule("text", "equal", "a"), { condition: "OR", rules: [bad] }));
    expect(result).toEqual({
      ok: false,
      problems: [{ rule: bad, message: 'Field "number" takes numbers, not "3"' }],
    });
  });

  it("reports every problem", () => {
    const result = check(group(rule("nope", "equal", "a"), rule("number", "equal")));
    expect(result.ok ? [] : result.problems.map((found) => found.message)).toEqual([
      'Unknown filter field "nope"',
      '"equal" takes 1 value, not 0',
    ]);
  });

  it("refuses what is not a rule group, naming the part at fault", () => {
    expect(problem("AND")?.message).toContain("Expected an object");
    expect(problem({ condition: "XOR", rules: [] })?.message).toMatch(/^condition: /);
    const noValue = { field: "text", operator: "equal" };
    expect(problem(group(noValue as Rule))).toEqual({
      rule: noValue,
      message: "rules.0.value: Expected an array value, but received: undefined",
    });
    const unknownOperator = { field: "text", operator: "like", value: ["x"] };
    expect(problem(group(unknownOperator as unknown as Rule))?.rule).toBe(unknownOperator);
    expect(problem(group(unknownOperator as unknown as Rule))?.message).toMatch(
      /^rules\.0\.operator: Expected one of/,
    );
    const extra = { ...rule("text", "equal", "x"), sql: "1=1" };
    expect(problem(group(extra))?.message).toMatch(/^rules\.0\.sql: /);
    const nestedValue = rule("text", "equal", ["x"] as unknown as string);
    expect(problem(group(nestedValue))?.message).toMatch(/^rules\.0\.value\.0: /);
    const brokenGroup = { condition: "AND", rules: "all" };
    expect(problem(group(brokenGroup as unknown as RuleGroup))?.rule).toBe(brokenGroup);
    expect(problem(group(rule("text", "equal", "x".repeat(1001))))?.message).toMatch(
      /^rules\.0\.value\.0: /,
    );
    // PostgreSQL text cannot hold NUL.
    expect(problem(group(rule("text", "equal", "a\u0000b")))?.message).toMatch(
      /^rules\.0\.value\.0: /,
    );
  });

  it("keeps groups at most 5 deep and 100 rules long", () => {
    let deep: RuleGroup = group(rule("text", "equal", "x"));
    for (let depth = 1; depth < 5; depth++) deep = group(deep);
    expect(check(deep).ok).toBe(true);
    expect(problem(group(deep))?.message).toBe("Filter groups may nest at most 5 deep");

    const many = Array.from({ length: MAX_RULES }, () => rule("text", "equal", "x"));
    expect(check(group(...many)).ok).toBe(true);
    expect(problem(group(...many, rule("text", "equal", "x")))?.message).toBe(
      "A filter may hold at most 100 rules",
    );
    expect(problem(group(group(...many.slice(50)), group(...many.slice(49))))?.message).toBe(
      "A filter may hold at most 100 rules",
    );
  });

  it("survives hostile nesting without exhausting the stack", () => {
    const text = `${'{"condition":"AND","rules":['.repeat(5000)}${"]}".repeat(5000)}`;
    expect(problem(JSON.parse(text))?.message).toBe("Filter groups may nest at most 5 deep");
  });
});
