import { InvalidRuleError } from "./errors";
import type { FilterTable } from "./fields";
import { validateRuleGroup, type RuleContext, type ValidRuleGroup } from "./validate";

/** A rule group ready to compile, or the contract's 400 `invalid-rule` for its first problem. */
export function parseRuleGroup(
  input: unknown,
  fields: FilterTable,
  context: RuleContext = {},
): ValidRuleGroup {
  const result = validateRuleGroup(input, fields, context);
  if (!result.ok) throw new InvalidRuleError(result.problems[0] ?? { rule: input, message: "" });
  return result.group;
}

/** The `rules` query parameter: a rule group as JSON (contract 1.5). */
export function parseRulesParam(
  text: string,
  fields: FilterTable,
  context: RuleContext = {},
): ValidRuleGroup {
  let input: unknown;
  try {
    input = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? ` (${error.message.slice(0, 120)})` : "";
    throw new InvalidRuleError({
      rule: text.slice(0, 200),
      message: `The rules parameter must be a rule group in JSON${reason}`,
    });
  }
  return parseRuleGroup(input, fields, context);
}
