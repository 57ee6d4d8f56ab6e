import { and, eq, sql, type SQL } from "drizzle-orm";
import {
  NEGATIONS,
  answerFields,
  isNegation,
  isRuleGroup,
  type AnswerField,
  type PositiveOperator,
  type ValidRule,
  type ValidRuleGroup,
} from "../../../src/core/rules";
import type { Database } from "../../db/connection";
import {
  calloutAnswerCounts,
  calloutResponseTriage,
  callouts,
  type AnswerCountKind,
} from "../../db/schema";
import { compileRule, compileRuleGroup } from "../rules";
import { responseFilter } from "./filter";
import type { ResponseSelection } from "./query";
import { countResponses } from "./record";

/** The longest text a kept `value` or `box` count is of (migration 0039), in bytes. */
const LONGEST_KEPT_TEXT = 200;

/**
 * The one rule a staff list of a callout filters on, if it is one: nested one-rule groups
 * unwrapped, and a top-level `calloutId equal` this callout (a pinned list) left out, as the
 * scope says the same. `null` when nothing is left (the whole callout); undefined when more
 * than one rule is.
 */
function soleRule(rules: ValidRuleGroup, calloutId: string): ValidRule | null | undefined {
  const left = rules.rules.filter(
    (node) =>
      isRuleGroup(node) ||
      rules.condition !== "AND" ||
      !(
        node.field === "calloutId" &&
        node.operator === "equal" &&
        String(node.value[0]).toLowerCase() === calloutId
      ),
  );
  if (left.length === 0) return null;
  const [only] = left;
  if (left.length > 1 || !only) return undefined;
  return isRuleGroup(only) ? soleRule(only, calloutId) : only;
}

/** A kept count of one question of the callout (0 where no response counts towards it). */
function kept(calloutId: string, field: AnswerField, kind: AnswerCountKind, value?: unknown): SQL {
  const counts = calloutAnswerCounts;
  return sql`coalesce((select ${counts.count} from ${counts}
    where ${counts.calloutId} = ${calloutId}::uuid and ${counts.slideId} = ${field.slideId}
      and ${counts.key} = ${field.key} and ${counts.kind} = ${kind}
      and ${counts.value} = ${JSON.stringify(value ?? null)}::jsonb), 0)`;
}

/**
 * How many of the callout's responses answer a number question with a number the rule takes:
 * the question's kept counts of each number it was answered with, a row per distinct number.
 */
function keptNumbers(rule: ValidRule, field: AnswerField, calloutId: string): SQL {
  const counts = calloutAnswerCounts;
  const number = sql`(case when jsonb_typeof(${counts.value}) = 'number' then ${counts.value}::numeric end)`;
  return sql`coalesce((select sum(${counts.count}) from ${counts}
    where ${counts.calloutId} = ${calloutId}::uuid and ${counts.slideId} = ${field.slideId}
      and ${counts.key} = ${field.key} and ${counts.kind} = 'value'
      and ${compileRule(rule, number)}), 0)`;
}

const keepable = (value: unknown): boolean =>
  typeof value === "number" ||
  typeof value === "boolean" ||
  (typeof value === "string" && Buffer.byteLength(value, "utf8") <= LONGEST_KEPT_TEXT);

/**
 * How many of the callout's responses (`all` of them) a positive rule on one of its questions
 * matches, from the kept counts: the same test as the rule's SQL (services/rules/columns.ts)
 * applied to each answer when it was stored. Undefined where no count is kept for it.
 */
function keptPositive(
  rule: ValidRule & { operator: PositiveOperator },
  field: AnswerField,
  calloutId: string,
  all: SQL,
): SQL | undefined {
  const value = rule.value[0];
  switch (rule.operator) {
    case "is_empty": {
      // Select boxes are empty with no box ticked; a number question without a number (its
      // kept numbers); any other question when left blank or skipped.
      const kind =
        rule.type === "array" ? "ticked" : rule.type === "number" ? "number" : "answered";
      return sql`${all} - ${kept(calloutId, field, kind)}`;
    }
    case "less":
    case "less_or_equal":
    case "greater":
    case "greater_or_equal":
    case "between":
      return rule.type === "number" ? keptNumbers(rule, field, calloutId) : undefined;
    case "equal":
      if (rule.type === "boolean") {
        // An answer that is not `true` (unticked, skipped, stored as nothing) equals false.
        const ticked = kept(calloutId, field, "value", true);
        return value === true ? ticked : sql`${all} - ${ticked}`;
      }
      if ((rule.type === "enum" || rule.type === "number") && keepable(value)) {
        return kept(calloutId, field, "value", value);
      }
      return undefined;
    case "contains":
      return rule.type === "array" && keepable(value)
        ? kept(calloutId, field, "box", String(value))
        : undefined;
    default:
      return undefined;
  }
}

/**
 * How many responses a list's selection covers, for its total. A callout's staff list filtered
 * on one rule reads the counts kept beside the responses where it can: all of the callout
 * (`callouts.response_count`), a question's kept counts (migration 0039), and a negation as all
 * less its positive (the rules compile a negation as exactly the rows the positive leaves out,
 * `negatable`), whose count an index serves. Anything else counts the matching rows.
 */
export function responseTotal(db: Database, selection: ResponseSelection) {
  const { callout, staff, rules } = selection;
  if (!callout || !staff) return countResponses(db, selection.where);
  const rule = rules ? soleRule(rules, callout.id) : null;
  if (rule === undefined) return countResponses(db, selection.where);
  const total = (value: SQL) =>
    db
      .select({ value: value.mapWith(Number) })
      .from(callouts)
      .where(eq(callouts.id, callout.id));
  const all = sql`${callouts.responseCount}`;
  if (rule === null) return total(all);

  const negation = isNegation(rule.operator);
  const positive = (
    isNegation(rule.operator) ? { ...rule, operator: NEGATIONS[rule.operator] } : rule
  ) as ValidRule & { operator: PositiveOperator };
  const field = answerFields(callout.formSchema).find((each) => each.name === rule.field);
  let count = field && keptPositive(positive, field, callout.id, all);
  if (!count) {
    // Counted, on the callout's triage rows as the list's own scope.
    const { columns } = responseFilter(callout.formSchema, staff);
    const where = and(
      eq(calloutResponseTriage.calloutId, callout.id),
      compileRuleGroup({ condition: "AND", rules: [positive] }, columns),
    );
    if (!negation) return countResponses(db, where);
    count = sql`(${countResponses(db, where)})`;
  }
  return total(negation ? sql`${all} - (${count})` : count);
}
