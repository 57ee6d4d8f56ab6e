import { and, eq, sql, type SQL } from "drizzle-orm";
import {
  NEGATIONS,
  answerFields,
  isNegation,
  isRuleGroup,
  type ValidRule,
  type ValidRuleGroup,
} from "@core/rules";
import type { Database } from "../../db/connection";
import { calloutResponseTags, calloutResponses, calloutTags, callouts } from "../../db/schema";
import { isUuid } from "@core/validation";
import {
  compileRuleGroup,
  keptMatches,
  keptSearchMatches,
  keptTextMatches,
  type PositiveRule,
} from "../rules";
import { calloutAnswerCountsOf } from "./answer-counts";
import { responseFilter } from "./filter";
import type { ResponseSelection } from "./query";
import { countAnswered, countResponses } from "./record";

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
 * Fields of the response's own row (filter.ts's columns), whose rule counts the callout's
 * responses by their indexes alone: counted from the triage rows, a week's 10,000 responses
 * cost a probe of each one's triage row (issue #28).
 */
const RESPONSE_ROW_FIELDS = new Set(["answers", "createdAt", "contact", "id"]);

/**
 * How many of the callout's responses carry tags as `positive` asks (a tag id, or any tag),
 * from the tags' own index: a response carries only its own callout's tags (triage and merges
 * check it, the import refuses others), so the callout's tags reach all of them and no
 * response's row is read. Undefined for a rule this does not count.
 */
function taggedCount(calloutId: string, positive: PositiveRule): SQL | undefined {
  const tags = calloutResponseTags;
  if (positive.operator === "contains") {
    const tagId = String(positive.value[0]);
    // A value that is no tag id names no tag, as the filter has it.
    if (!isUuid(tagId)) return sql`0`;
    return sql`(select count(*) from ${tags} where ${tags.tagId} = ${tagId.toLowerCase()}::uuid
      and exists (select 1 from ${calloutTags} where ${calloutTags.id} = ${tags.tagId}
        and ${calloutTags.calloutId} = ${calloutId}::uuid))`;
  }
  if (positive.operator === "is_empty") {
    const tagged = sql`(select count(distinct ${tags.responseId}) from ${calloutTags}
      join ${tags} on ${tags.tagId} = ${calloutTags.id} where ${calloutTags.calloutId} = ${calloutId}::uuid)`;
    return sql`${callouts.responseCount} - ${tagged}`;
  }
  return undefined;
}

/**
 * How many responses a list's selection covers, for its total. A callout's staff list filtered
 * on one rule on its answers (a question, or the full text) or its tags reads what is kept
 * beside the responses where it can: all of the callout (`callouts.response_count`), a
 * question's kept counts (migration 0039, `keptMatches`) or kept texts (migration 0045,
 * `keptTextMatches`), the narrow copy of the responses' search texts for a search too short
 * for a trigram (migration 0046, `keptSearchMatches`), the tags' index (`taggedCount`),
 * and a negation as all less its positive (the rules compile a negation as exactly the rows
 * the positive leaves out, `negatable`), whose count an index serves. A rule on an answer or
 * on the response's own row (`RESPONSE_ROW_FIELDS`) otherwise counts the responses' rows alone
 * (`countAnswered`); anything else counts the matching rows.
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
  ) as PositiveRule;
  const field = answerFields(callout.formSchema).find((each) => each.name === rule.field);
  const counts = calloutAnswerCountsOf(callout.id);
  let count =
    rule.field === "tags"
      ? taggedCount(callout.id, positive)
      : rule.field === "answers"
        ? keptSearchMatches(positive, counts)
        : field &&
          (keptMatches(positive, field, counts) ?? keptTextMatches(positive, field, counts));
  if (!count) {
    // Triage fields count from the triage rows, as before.
    if (!field && !RESPONSE_ROW_FIELDS.has(rule.field)) return countResponses(db, selection.where);
    // Counted on the callout's responses, as the list's own scope.
    const { columns } = responseFilter(callout.formSchema, staff, callout.id);
    const where = and(
      eq(calloutResponses.calloutId, callout.id),
      compileRuleGroup({ condition: "AND", rules: [positive] }, columns),
    );
    if (!negation) return countAnswered(db, where);
    count = sql`(${countAnswered(db, where)})`;
  }
  return total(negation ? sql`${all} - (${count})` : count);
}
