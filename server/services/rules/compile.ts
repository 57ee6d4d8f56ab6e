import { Column, is, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import {
  NEGATIONS,
  isNegation,
  isRuleGroup,
  type PositiveOperator,
  type ValidRule,
  type ValidRuleGroup,
} from "@core/rules";

// Checked rule groups (src/core/rules) to SQL conditions. Every value is a bound parameter of
// Drizzle's `sql` template; the SQL text holds only our own words and the caller's columns.

/** A rule whose operator is not a negation: what builders write SQL for. */
export type PositiveRule = ValidRule & { operator: PositiveOperator };

/** SQL for the rules of one field, where a column alone does not do (see columns.ts). */
export type RuleCompiler = (rule: ValidRule) => SQL;

/** How a filter field reaches the database: a column or expression, or a builder of its own. */
export type FieldColumn = SQLWrapper | RuleCompiler;

export type FieldColumns = Readonly<Record<string, FieldColumn>>;

/**
 * A builder from one that handles the positive operators only: a negation (`not_equal`,
 * `not_contains`, `not_between`, `is_not_empty`, …) matches exactly the rows its positive
 * does not, rows where the field is missing (null) included.
 */
export function negatable(build: (rule: PositiveRule) => SQL): RuleCompiler {
  return (rule) => {
    if (!isNegation(rule.operator)) return build(rule as PositiveRule);
    const positive = { ...rule, operator: NEGATIONS[rule.operator] } as PositiveRule;
    return sql`not coalesce(${build(positive)}, false)`;
  };
}

/** An operator the field type does not take reached the compiler: a bug, not bad input. */
export function unsupported(rule: ValidRule): never {
  throw new Error(`No SQL for ${rule.type} ${rule.operator} (field ${rule.field})`);
}

/** The first (or second) value of a rule; validation made sure the operator has it. */
export function valueOf<R extends { value: readonly unknown[]; field: string }>(
  rule: R,
  index = 0,
): R["value"][number] {
  if (index >= rule.value.length) throw new Error(`Rule on ${rule.field} lacks value ${index}`);
  return rule.value[index];
}

/** `%`, `_` and the escape character itself match literally in a LIKE pattern. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** Case-insensitive LIKE with the value's own wildcards escaped. */
export function ilike(expression: SQLWrapper, pattern: string): SQL {
  return sql`${expression} ilike ${pattern} escape '\\'`;
}

const TEXT_TYPES = /^(text|varchar|character varying|char)/;

/** A column as text: uuid ids and the like are cast, so text operators work on any of them. */
export function asText(expression: SQLWrapper): SQLWrapper {
  return is(expression, Column) && !TEXT_TYPES.test(expression.getSQLType())
    ? sql`${expression}::text`
    : expression;
}

function textRule(rule: PositiveRule & { type: "text" | "blob" }, expression: SQLWrapper): SQL {
  const text = asText(expression);
  // Missing text counts as empty text (contract 1.6). A column that cannot be null is compared
  // as it is, so its indexes serve the rule (a bucket filter counts from the index).
  const canBeNull = rule.nullable && !(is(expression, Column) && expression.notNull);
  const value = canBeNull ? sql`coalesce(${text}, '')` : text;
  switch (rule.operator) {
    case "is_empty":
      return sql`${value} = ''`;
    case "equal":
      return sql`${value} = ${valueOf(rule)}`;
    case "contains":
      return ilike(value, `%${escapeLike(valueOf(rule))}%`);
    case "begins_with":
      return ilike(value, `${escapeLike(valueOf(rule))}%`);
    case "ends_with":
      return ilike(value, `%${escapeLike(valueOf(rule))}`);
    default:
      return unsupported(rule);
  }
}

const COMPARE = {
  equal: sql`=`,
  less: sql`<`,
  less_or_equal: sql`<=`,
  greater: sql`>`,
  greater_or_equal: sql`>=`,
};

function numberRule(rule: PositiveRule & { type: "number" }, expression: SQLWrapper): SQL {
  // numeric, so a fraction compared with an integer column is not a type error.
  const number = (index = 0) => sql`${valueOf(rule, index)}::numeric`;
  switch (rule.operator) {
    case "equal":
    case "less":
    case "less_or_equal":
    case "greater":
    case "greater_or_equal":
      return sql`${expression} ${COMPARE[rule.operator]} ${number()}`;
    case "between":
      return sql`${expression} between ${number(0)} and ${number(1)}`;
    default:
      return unsupported(rule);
  }
}

/**
 * Dates compare as the ranges their values stand for (a day, a month, …), which is the same as
 * truncating both sides to that unit, and lets an index on the column serve.
 */
function dateRule(rule: PositiveRule & { type: "date" }, expression: SQLWrapper): SQL {
  const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
  const first = valueOf(rule);
  switch (rule.operator) {
    case "equal":
      return sql`(${expression} >= ${at(first.start)} and ${expression} < ${at(first.end)})`;
    case "less":
      return sql`${expression} < ${at(first.start)}`;
    case "less_or_equal":
      return sql`${expression} < ${at(first.end)}`;
    case "greater":
      return sql`${expression} >= ${at(first.end)}`;
    case "greater_or_equal":
      return sql`${expression} >= ${at(first.start)}`;
    case "between":
      return sql`(${expression} >= ${at(first.start)} and ${expression} < ${at(valueOf(rule, 1).end)})`;
    default:
      return unsupported(rule);
  }
}

/** Array rules over a jsonb array of strings. */
export function jsonbArrayRule(rule: PositiveRule, expression: SQLWrapper): SQL {
  switch (rule.operator) {
    case "contains":
      return sql`${expression} @> jsonb_build_array(${String(valueOf(rule))}::text)`;
    case "is_empty":
      // No first element: also true for null, and for an object or a scalar stored by mistake.
      return sql`(${expression} -> 0) is null`;
    default:
      return unsupported(rule);
  }
}

/** Array rules over a PostgreSQL `text[]`. */
export function textArrayRule(rule: PositiveRule, expression: SQLWrapper): SQL {
  switch (rule.operator) {
    case "contains":
      return sql`${String(valueOf(rule))}::text = any(${expression})`;
    case "is_empty":
      return sql`coalesce(cardinality(${expression}), 0) = 0`;
    default:
      return unsupported(rule);
  }
}

function positiveRule(rule: PositiveRule, expression: SQLWrapper): SQL {
  if (rule.operator === "is_empty" && rule.type !== "text" && rule.type !== "blob") {
    if (rule.type === "array") return arrayRule(rule, expression);
    return sql`${expression} is null`;
  }
  switch (rule.type) {
    case "text":
    case "blob":
      return textRule(rule, expression);
    case "number":
      return numberRule(rule, expression);
    case "date":
      return dateRule(rule, expression);
    case "boolean":
      return rule.operator === "equal"
        ? sql`${expression} = ${valueOf(rule)}::boolean`
        : unsupported(rule);
    case "enum":
      return rule.operator === "equal"
        ? sql`${asText(expression)} = ${valueOf(rule)}`
        : unsupported(rule);
    case "contact":
      // Uncast, so the id takes the column's type (uuid or text); validation checked its form.
      return rule.operator === "equal" ? sql`${expression} = ${valueOf(rule)}` : unsupported(rule);
    case "array":
      return arrayRule(rule, expression);
  }
}

/** A PostgreSQL array column (`text[]`), told apart from jsonb by its declared type. */
function arrayRule(rule: PositiveRule, expression: SQLWrapper): SQL {
  return is(expression, Column) && expression.getSQLType().endsWith("[]")
    ? textArrayRule(rule, expression)
    : jsonbArrayRule(rule, expression);
}

/**
 * SQL for one rule on a column or expression, by the contract's semantics (1.6). Custom
 * builders use it for the parts of a field that are plain columns.
 */
export function compileRule(rule: ValidRule, expression: SQLWrapper): SQL {
  return negatable((positive) => positiveRule(positive, expression))(rule);
}

function compileField(rule: ValidRule, columns: FieldColumns): SQL {
  const column = Object.hasOwn(columns, rule.field) ? columns[rule.field] : undefined;
  // The filter table let the field through, so the endpoint forgot to map it: a bug.
  if (!column) throw new Error(`No column for the filter field ${rule.field}`);
  return typeof column === "function" ? column(rule) : compileRule(rule, column);
}

/**
 * A checked rule group as one SQL condition, for a `where`. An empty group is `true`.
 * `columns` maps every field of the endpoint's filter table (type it with
 * `satisfies Record<keyof typeof TABLE, FieldColumn>` to have the compiler check that).
 */
export function compileRuleGroup(group: ValidRuleGroup, columns: FieldColumns): SQL {
  const parts = group.rules.map((node) =>
    isRuleGroup(node) ? compileRuleGroup(node, columns) : compileField(node, columns),
  );
  if (parts.length === 0) return sql`true`;
  return sql`(${sql.join(parts, group.condition === "AND" ? sql` and ` : sql` or `)})`;
}
