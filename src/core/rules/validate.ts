import { validate, type StructError } from "superstruct";
import { isUuid } from "../validation";
import { parseRuleDate, type DateRange } from "./dates";
import { findField, operatorsFor, type FieldDefinition, type FilterTable } from "./fields";
import { operatorArity, type FieldType, type Operator } from "./operators";
import { RuleGroup, isRuleGroup, type Rule, type RuleValue } from "./rule";

interface ValidRuleOf<T extends FieldType, V> {
  field: string;
  type: T;
  nullable: boolean;
  operator: Operator;
  /** As many values as the operator takes (`operatorArity`). */
  value: V[];
}

/**
 * A rule checked against its field: values have the field's type, dates are the ranges they
 * stand for, and `me` is the caller's contact id.
 */
export type ValidRule =
  | ValidRuleOf<"text", string>
  | ValidRuleOf<"blob", string>
  | ValidRuleOf<"enum", string>
  | ValidRuleOf<"array", string>
  | ValidRuleOf<"contact", string>
  | ValidRuleOf<"number", number>
  | ValidRuleOf<"date", DateRange>
  | ValidRuleOf<"boolean", boolean>;

export interface ValidRuleGroup {
  condition: RuleGroup["condition"];
  rules: (ValidRule | ValidRuleGroup)[];
}

/** What is wrong with one rule (or group), for the contract's `invalid-rule` error. */
export interface RuleProblem {
  /** The rule or group as it was sent (it may not have the shape of either). */
  rule: unknown;
  message: string;
}

export interface RuleContext {
  /** The caller's contact, which `me` stands for; without one, `me` is refused. */
  contactId?: string | undefined;
  /** What relative dates (`$now(d:-7)`) count from. */
  now?: Date;
}

export type RuleValidation =
  { ok: true; group: ValidRuleGroup } | { ok: false; problems: RuleProblem[] };

/** A value as the message shows it: quoted, and short however long it was. */
function shown(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 60)}…` : text;
}

type Checked<V> = { value: V } | { message: string };

function checkValue(
  name: string,
  field: FieldDefinition,
  value: RuleValue,
  context: RuleContext,
): Checked<string | number | boolean | DateRange> {
  if (field.type === "number") {
    return typeof value === "number" && Number.isFinite(value)
      ? { value }
      : { message: `${name} takes numbers, not ${shown(value)}` };
  }
  if (field.type === "boolean") {
    return typeof value === "boolean"
      ? { value }
      : { message: `${name} takes true or false, not ${shown(value)}` };
  }
  if (typeof value !== "string") return { message: `${name} takes text, not ${shown(value)}` };
  switch (field.type) {
    case "date": {
      const range = parseRuleDate(value, context.now);
      return range
        ? { value: range }
        : {
            message: `${name}: ${shown(value)} is not a date: use ISO 8601 (2024-05-03, 2024-05-03T10:00) or $now(d:-7)`,
          };
    }
    case "enum":
    case "array":
      return !field.options || field.options.includes(value)
        ? { value }
        : {
            message: `${name}: ${shown(value)} is not an option (${field.options.join(", ") || "none"})`,
          };
    case "contact":
      if (value === "me") {
        return context.contactId
          ? { value: context.contactId }
          : { message: `${name}: "me" needs a signed-in contact` };
      }
      return isUuid(value)
        ? { value: value.toLowerCase() }
        : { message: `${name} takes a contact id or "me", not ${shown(value)}` };
    default:
      return { value };
  }
}

function validateRule(
  rule: Rule,
  fields: FilterTable,
  context: RuleContext,
): ValidRule | RuleProblem {
  const field = findField(fields, rule.field);
  if (!field) return { rule, message: `Unknown filter field ${shown(rule.field)}` };
  const name = `Field ${shown(rule.field)}`;
  const allowed = operatorsFor(field);
  if (!allowed.includes(rule.operator)) {
    return {
      rule,
      message: `${name} (${field.type}) does not take "${rule.operator}"; it takes ${allowed.join(", ")}`,
    };
  }
  const arity = operatorArity(rule.operator);
  if (rule.value.length !== arity) {
    return {
      rule,
      message: `"${rule.operator}" takes ${arity} value${arity === 1 ? "" : "s"}, not ${rule.value.length}`,
    };
  }
  const values = [];
  for (const value of rule.value) {
    const checked = checkValue(name, field, value, context);
    if ("message" in checked) return { rule, message: checked.message };
    values.push(checked.value);
  }
  // Each value was checked against the field's type above, so they are of that type.
  return {
    field: rule.field,
    type: field.type,
    nullable: Boolean(field.nullable),
    operator: rule.operator,
    value: values,
  } as ValidRule;
}

function validateGroup(
  group: RuleGroup,
  fields: FilterTable,
  context: RuleContext,
  problems: RuleProblem[],
): ValidRuleGroup {
  const rules: ValidRuleGroup["rules"] = [];
  for (const node of group.rules) {
    if (isRuleGroup(node)) {
      rules.push(validateGroup(node, fields, context, problems));
      continue;
    }
    const result = validateRule(node, fields, context);
    if ("message" in result) problems.push(result);
    else rules.push(result);
  }
  return { condition: group.condition, rules };
}

/** The rule or group a failure's path runs through last: the one the message is about. */
function nodeAt(root: unknown, path: readonly unknown[]): unknown {
  let node = root;
  let found = root;
  for (const key of path) {
    if (typeof node !== "object" || node === null) break;
    node = (node as Record<string, unknown>)[String(key)];
    if (typeof key === "number") found = node;
  }
  return found;
}

function structProblems(input: unknown, error: StructError): RuleProblem[] {
  return error.failures().map((failure) => ({
    rule: nodeAt(input, failure.path),
    message: failure.path.length
      ? `${failure.path.join(".")}: ${failure.message}`
      : failure.message,
  }));
}

/**
 * Checks a rule group (as parsed from JSON) against an endpoint's filter table: its shape and
 * bounds, each field, operator, number of values and value. Answers the group ready to compile,
 * or every problem found.
 */
export function validateRuleGroup(
  input: unknown,
  fields: FilterTable,
  context: RuleContext = {},
): RuleValidation {
  const [error, group] = validate(input, RuleGroup);
  if (error) return { ok: false, problems: structProblems(input, error) };
  const problems: RuleProblem[] = [];
  const valid = validateGroup(group, fields, context, problems);
  return problems.length > 0 ? { ok: false, problems } : { ok: true, group: valid };
}

/** Every rule of a group, nested ones included, e.g. to check who may filter on a field. */
export function flattenRules(group: ValidRuleGroup): ValidRule[] {
  return group.rules.flatMap((node) => (isRuleGroup(node) ? flattenRules(node) : [node]));
}
