import {
  array,
  boolean,
  define,
  enums,
  number,
  object,
  refine,
  string,
  type Describe,
  type Infer,
  type Struct,
} from "superstruct";
import { textSize } from "../validation";
import { named } from "../validation/named";
import { UNSAFE_TEXT_MESSAGE, isSafeText } from "../validation/safe-text";
import { union } from "../validation/union";
import { OPERATORS } from "./operators";

/** Bounds that keep a filter's SQL small, whoever sends it. */
export const MAX_RULE_DEPTH = 5;
export const MAX_RULES = 100;
export const MAX_RULE_VALUE_LENGTH = 1000;
export { MAX_RULES_QUERY_LENGTH } from "./query-limit";

/**
 * Text the database can take. Checked here as well as app-wide: `rules` arrives JSON-encoded
 * in the query, so its escapes (`\u0000`) become text only once it is parsed.
 */
const ruleText = refine(
  textSize(string(), 0, MAX_RULE_VALUE_LENGTH),
  "isSafeText",
  (value) => isSafeText(value) || UNSAFE_TEXT_MESSAGE,
);

export const RuleValue = union([ruleText, number(), boolean()]);
export type RuleValue = Infer<typeof RuleValue>;

/** One condition: `value` is always a list, empty for `is_empty` and two long for `between`. */
export const Rule = object({
  field: textSize(string(), 1, 200),
  operator: enums(OPERATORS),
  value: array(RuleValue),
});
export type Rule = Infer<typeof Rule>;

export const RULE_CONDITIONS = ["AND", "OR"] as const;

// Recursive, so the type is written out once here and the struct is checked against it.
export interface RuleGroup {
  condition: (typeof RULE_CONDITIONS)[number];
  /** Empty means no restriction. */
  rules: (Rule | RuleGroup)[];
}

export function isRuleGroup<R extends object, G extends { condition: unknown }>(
  node: R | G,
): node is G {
  return "condition" in node;
}

/** A group is told from a rule by its keys, so a broken one is reported as what it meant to be. */
function looksLikeGroup(value: unknown): boolean {
  return typeof value === "object" && value !== null && ("condition" in value || "rules" in value);
}

const GroupNode: Describe<RuleGroup> = object({
  condition: enums(RULE_CONDITIONS),
  rules: array(
    named(
      "RuleOrGroup",
      () => [Rule, GroupNode],
      (value) => (looksLikeGroup(value) ? GroupNode : Rule) as Struct<Rule | RuleGroup, unknown>,
      ["A rule", "A group of rules"],
    ),
  ),
});

/**
 * How deep the groups nest and how many rules they hold, or a message when either is over its
 * bound. Walks the raw value without recursion, so a hostile nesting cannot exhaust the stack
 * before the struct looks at it.
 */
export function ruleGroupBoundsProblem(value: unknown): string | undefined {
  const stack: { node: unknown; depth: number }[] = [{ node: value, depth: 1 }];
  let rules = 0;
  while (stack.length > 0) {
    const { node, depth } = stack.pop() as { node: unknown; depth: number };
    if (!looksLikeGroup(node)) {
      rules += 1;
      if (rules > MAX_RULES) return `A filter may hold at most ${MAX_RULES} rules`;
      continue;
    }
    if (depth > MAX_RULE_DEPTH) {
      return `Filter groups may nest at most ${MAX_RULE_DEPTH} deep`;
    }
    const children = (node as { rules?: unknown }).rules;
    if (Array.isArray(children)) {
      for (const child of children) stack.push({ node: child, depth: depth + 1 });
    }
  }
  return undefined;
}

/** A rule group as the contract sends it, within the bounds above. */
export const RuleGroup: Struct<RuleGroup, unknown> = named(
  "RuleGroup",
  () => [GroupNode],
  (value) => {
    const problem = ruleGroupBoundsProblem(value);
    return problem ? (define("RuleGroup", () => problem) as Struct<RuleGroup, null>) : GroupNode;
  },
);
