import { and, eq, sql, type SQL } from "drizzle-orm";
import {
  NEGATIONS,
  answerFields,
  isNegation,
  isRuleGroup,
  type ValidRule,
  type ValidRuleGroup,
} from "../../../src/core/rules";
import type { Database } from "../../db/connection";
import { calloutResponseTriage, callouts } from "../../db/schema";
import { compileRuleGroup, keptMatches, type PositiveRule } from "../rules";
import { calloutAnswerCountsOf } from "./answer-counts";
import { responseFilter } from "./filter";
import type { ResponseSelection } from "./query";
import { countResponses } from "./record";

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

/**
 * How many responses a list's selection covers, for its total. A callout's staff list filtered
 * on one rule on its answers (a question, or the full text) reads the counts kept beside the
 * responses where it can: all of the callout
 * (`callouts.response_count`), a question's kept counts (migration 0039, `keptMatches`), and
 * a negation as all less its positive (the rules compile a negation as exactly the rows the
 * positive leaves out, `negatable`), whose count an index serves. Anything else counts the
 * matching rows.
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

  const field = answerFields(callout.formSchema).find((each) => each.name === rule.field);
  // Triage fields, dates and ids count from their own indexes, as before.
  if (!field && rule.field !== "answers") return countResponses(db, selection.where);
  const negation = isNegation(rule.operator);
  const positive = (
    isNegation(rule.operator) ? { ...rule, operator: NEGATIONS[rule.operator] } : rule
  ) as PositiveRule;
  let count = field && keptMatches(positive, field, calloutAnswerCountsOf(callout.id));
  if (!count) {
    // Counted, on the callout's triage rows as the list's own scope.
    const { columns } = responseFilter(callout.formSchema, staff, callout.id);
    const where = and(
      eq(calloutResponseTriage.calloutId, callout.id),
      compileRuleGroup({ condition: "AND", rules: [positive] }, columns),
    );
    if (!negation) return countResponses(db, where);
    count = sql`(${countResponses(db, where)})`;
  }
  return total(negation ? sql`${all} - (${count})` : count);
}
