import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import {
  MAX_RULE_DEPTH,
  formatRelativeDate,
  isRuleGroup,
  operatorArity,
  operatorsFor,
  parseRelativeDate,
  parseRuleDate,
  validateRuleGroup,
  type Operator,
  type Rule,
  type RuleGroup,
  type RuleValue,
} from "@core/rules";
import { isUuid } from "@core/validation";
import { parseNumber } from "../callout-form/inputs/NumberInput";
import type { FilterField } from "./fields";

// The builder's editing state: a tree like the rule group, but one that can hold rules not
// finished yet (no field, no value, a number half typed), each with a key that outlives edits.

/** The units the builder offers for relative dates; `$now` takes finer ones too. */
export const RELATIVE_UNITS = ["d", "M", "y"] as const;
export type RelativeUnit = (typeof RELATIVE_UNITS)[number];

/**
 * How a date value is entered: a day on the date input, an amount of days, months or years
 * from today (`$now(d:-30)`), or written out (any precision of ISO, any `$now(…)`).
 */
export type DateMode = "absolute" | "relative" | "expression";

export interface DateDraft {
  mode: DateMode;
  /** The date input's value: `2024-05-03`, or `2024-05-03T10:30` for fields with a time. */
  absolute: string;
  /** The amount as typed, without a sign: `direction` gives it. */
  amount: string;
  unit: RelativeUnit;
  direction: "past" | "future";
  expression: string;
}

/** One value of a rule as its input holds it. */
export interface ValueDraft {
  /** Text, number, option, yes/no (`"true"`, `"false"`) or contact id, as typed or chosen. */
  text: string;
  /** For date fields. */
  date: DateDraft;
}

export interface RuleDraft {
  kind: "rule";
  key: string;
  /** The field's id; "" until one is chosen. */
  field: string;
  /** "" until one is chosen. */
  operator: Operator | "";
  /** As many as the operator takes. */
  values: ValueDraft[];
}

export interface GroupDraft {
  kind: "group";
  key: string;
  condition: RuleGroup["condition"];
  items: NodeDraft[];
}

export type NodeDraft = RuleDraft | GroupDraft;

let lastKey = 0;

/** A key no other node of any builder on the page has. */
export function newKey(): string {
  lastKey += 1;
  return `n${lastKey}`;
}

export function emptyDate(): DateDraft {
  return {
    mode: "absolute",
    absolute: "",
    amount: "",
    unit: "d",
    direction: "past",
    expression: "",
  };
}

/** A new rule's value: "yes" for yes-or-no fields (the one answer people mostly mean), else empty. */
function defaultValue(field: FilterField | undefined): ValueDraft {
  return { text: field?.type === "boolean" ? "true" : "", date: emptyDate() };
}

export function emptyRule(): RuleDraft {
  return { kind: "rule", key: newKey(), field: "", operator: "", values: [] };
}

export function emptyGroup(condition: RuleGroup["condition"] = "AND"): GroupDraft {
  return { kind: "group", key: newKey(), condition, items: [emptyRule()] };
}

const DATE_INPUT = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME_INPUT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2})?$/;

function isRelativeUnit(unit: string): unit is RelativeUnit {
  return (RELATIVE_UNITS as readonly string[]).includes(unit);
}

/** A date value in the way of entering it that shows it best. */
export function dateDraftOf(value: string, withTime: boolean): DateDraft {
  const relative = parseRelativeDate(value);
  if (relative && isRelativeUnit(relative.unit)) {
    return {
      ...emptyDate(),
      mode: "relative",
      amount: String(Math.abs(relative.delta)),
      unit: relative.unit,
      direction: relative.delta > 0 ? "future" : "past",
    };
  }
  if ((withTime ? DATE_TIME_INPUT : DATE_INPUT).test(value)) {
    return { ...emptyDate(), absolute: value };
  }
  return { ...emptyDate(), mode: "expression", expression: value };
}

function valueDraftOf(field: FilterField, value: RuleValue | undefined): ValueDraft {
  if (value === undefined) return defaultValue(field);
  if (field.type === "date" && typeof value === "string") {
    return { text: "", date: dateDraftOf(value, Boolean(field.withTime)) };
  }
  return { text: String(value), date: emptyDate() };
}

export function findFilterField(
  fields: readonly FilterField[],
  id: string,
): FilterField | undefined {
  return fields.find((field) => field.id === id);
}

function ruleDraftOf(rule: Rule, fields: readonly FilterField[]): RuleDraft {
  const field = findFilterField(fields, rule.field);
  if (!field) {
    // Kept as it came, so the rule shows what it was and says it cannot be used here.
    return {
      kind: "rule",
      key: newKey(),
      field: rule.field,
      operator: rule.operator,
      values: rule.value.map((value) => ({ text: String(value), date: emptyDate() })),
    };
  }
  const operator = operatorsFor(field).includes(rule.operator) ? rule.operator : "";
  const count = operator ? operatorArity(operator) : 0;
  return {
    kind: "rule",
    key: newKey(),
    field: field.id,
    operator,
    values: Array.from({ length: count }, (_, index) => valueDraftOf(field, rule.value[index])),
  };
}

/** The editing state of a rule group. */
export function toDraft(group: RuleGroup, fields: readonly FilterField[]): GroupDraft {
  return {
    kind: "group",
    key: newKey(),
    condition: group.condition,
    items: group.rules.map((node) =>
      isRuleGroup(node) ? toDraft(node, fields) : ruleDraftOf(node, fields),
    ),
  };
}

/** A rule on another field: the field's first operator and default values (behaviour D1). */
export function withField(rule: RuleDraft, field: FilterField | undefined): RuleDraft {
  const operator = field ? (operatorsFor(field)[0] ?? "") : "";
  const count = operator ? operatorArity(operator) : 0;
  return {
    ...rule,
    field: field?.id ?? "",
    operator,
    values: Array.from({ length: count }, () => defaultValue(field)),
  };
}

/** A rule with another operator: the values typed so far stay, as many as it takes. */
export function withOperator(
  rule: RuleDraft,
  operator: Operator | "",
  field: FilterField | undefined,
): RuleDraft {
  const count = operator ? operatorArity(operator) : 0;
  return {
    ...rule,
    operator,
    values: Array.from({ length: count }, (_, index) => rule.values[index] ?? defaultValue(field)),
  };
}

// Changes to the tree, each giving a new tree (React state is never changed in place).

export function updateNode(
  group: GroupDraft,
  key: string,
  update: (node: NodeDraft) => NodeDraft,
): GroupDraft {
  if (group.key === key) return update(group) as GroupDraft;
  return {
    ...group,
    items: group.items.map((item) => {
      if (item.key === key) return update(item);
      return item.kind === "group" ? updateNode(item, key, update) : item;
    }),
  };
}

export function removeNode(group: GroupDraft, key: string): GroupDraft {
  return {
    ...group,
    items: group.items
      .filter((item) => item.key !== key)
      .map((item) => (item.kind === "group" ? removeNode(item, key) : item)),
  };
}

export function appendTo(group: GroupDraft, groupKey: string, node: NodeDraft): GroupDraft {
  return updateNode(group, groupKey, (target) =>
    target.kind === "group" ? { ...target, items: [...target.items, node] } : target,
  );
}

/** Where a node sits: its group, its place there, and the depth of that group (root 1). */
export function locate(
  group: GroupDraft,
  key: string,
  depth = 1,
): { parent: GroupDraft; index: number; depth: number } | undefined {
  const index = group.items.findIndex((item) => item.key === key);
  if (index >= 0) return { parent: group, index, depth };
  for (const item of group.items) {
    if (item.kind !== "group") continue;
    const found = locate(item, key, depth + 1);
    if (found) return found;
  }
  return undefined;
}

export function countRules(group: GroupDraft): number {
  return group.items.reduce(
    (count, item) => count + (item.kind === "group" ? countRules(item) : 1),
    0,
  );
}

/** Whether a group at this depth (the root is 1) may hold another group (contract bounds). */
export function canNest(depth: number): boolean {
  return depth < MAX_RULE_DEPTH;
}

// Checking: which rules are whole, and what the others lack.

/** The part of a rule a problem is about: its field, operator, or first or second value. */
export type Slot = "field" | "operator" | 0 | 1;

export interface SlotProblem {
  slot: Slot;
  /** Something still to choose or type, or something typed that cannot be used. */
  kind: "missing" | "invalid";
  message: MessageDescriptor;
}

export interface RuleCheck {
  /** The rule as the contract sends it, when it is whole and valid. */
  rule?: Rule;
  problems: SlotProblem[];
}

const MISSING_FIELD = msg`Choose a field to apply this rule.`;
const UNKNOWN_FIELD = msg`This field cannot be filtered on here. Choose another one.`;
const MISSING_OPERATOR = msg`Choose a comparison to apply this rule.`;
const MISSING_VALUE = msg`Enter a value to apply this rule.`;
const MISSING_CHOICE = msg`Choose a value to apply this rule.`;
const NOT_AN_OPTION = msg`Choose one of the options.`;
const NOT_A_NUMBER = msg`Enter a number, such as 12 or 4.5.`;
const MISSING_CONTACT = msg`Enter a contact's id, or “me” for yourself, to apply this rule.`;
const NOT_A_CONTACT = msg`Enter a contact's id or “me”.`;
const MISSING_DATE = msg`Enter a date to apply this rule.`;
const NOT_A_DATE = msg`Enter a whole date.`;
const MISSING_AMOUNT = msg`Enter how many to apply this rule.`;
const NOT_AN_AMOUNT = msg`Enter a whole number, such as 30.`;
const MISSING_EXPRESSION = msg`Write a date to apply this rule.`;
const NOT_AN_EXPRESSION = msg`Write a date such as 2024-05-03, or $now(d:-7) for 7 days ago.`;
const NOT_VALID = msg`This rule cannot be applied as it is. Check its values.`;

/** Stands for the signed-in contact, so `me` passes the check; the server puts in the real one. */
const ANY_CONTACT = "00000000-0000-4000-8000-000000000000";
const AMOUNT = /^\d{1,6}$/;

type Checked = { value: RuleValue } | { problem: Omit<SlotProblem, "slot"> };

const missing = (message: MessageDescriptor): Checked => ({
  problem: { kind: "missing", message },
});
const invalid = (message: MessageDescriptor): Checked => ({
  problem: { kind: "invalid", message },
});

/** The `$now(…)` or ISO value a date draft stands for, or what it lacks. */
export function dateValue(draft: DateDraft): Checked {
  switch (draft.mode) {
    case "absolute":
      if (draft.absolute === "") return missing(MISSING_DATE);
      return parseRuleDate(draft.absolute) ? { value: draft.absolute } : invalid(NOT_A_DATE);
    case "relative": {
      const amount = draft.amount.trim();
      if (amount === "") return missing(MISSING_AMOUNT);
      if (!AMOUNT.test(amount)) return invalid(NOT_AN_AMOUNT);
      const delta = Number(amount) * (draft.direction === "past" ? -1 : 1);
      const value = formatRelativeDate({ unit: draft.unit, delta });
      return value && parseRuleDate(value) ? { value } : invalid(NOT_AN_AMOUNT);
    }
    case "expression": {
      const expression = draft.expression.trim();
      if (expression === "") return missing(MISSING_EXPRESSION);
      return parseRuleDate(expression) ? { value: expression } : invalid(NOT_AN_EXPRESSION);
    }
  }
}

function checkValue(field: FilterField, draft: ValueDraft): Checked {
  const text = draft.text;
  switch (field.type) {
    case "date":
      return dateValue(draft.date);
    case "number": {
      const number = parseNumber(text);
      if (number === undefined) return missing(MISSING_VALUE);
      return typeof number === "number" ? { value: number } : invalid(NOT_A_NUMBER);
    }
    case "boolean":
      return text === "true" || text === "false"
        ? { value: text === "true" }
        : missing(MISSING_CHOICE);
    case "contact": {
      const id = text.trim();
      if (id === "") return missing(MISSING_CONTACT);
      if (id.toLowerCase() === "me") return { value: "me" };
      return isUuid(id) ? { value: id } : invalid(NOT_A_CONTACT);
    }
    case "enum":
    case "array":
      if (field.options) {
        if (text === "") return missing(MISSING_CHOICE);
        return field.options.includes(text) ? { value: text } : invalid(NOT_AN_OPTION);
      }
      break;
    case "text":
    case "blob":
      break; // text, below
  }
  // The input holds at most what a rule value may be (MAX_RULE_VALUE_LENGTH).
  return text.trim() === "" ? missing(MISSING_VALUE) : { value: text };
}

/** A rule draft as the contract's rule, or what keeps it from being one. */
export function checkRule(draft: RuleDraft, fields: readonly FilterField[]): RuleCheck {
  if (draft.field === "") {
    return { problems: [{ slot: "field", kind: "missing", message: MISSING_FIELD }] };
  }
  const field = findFilterField(fields, draft.field);
  if (!field) return { problems: [{ slot: "field", kind: "invalid", message: UNKNOWN_FIELD }] };
  if (draft.operator === "") {
    return { problems: [{ slot: "operator", kind: "missing", message: MISSING_OPERATOR }] };
  }
  const problems: SlotProblem[] = [];
  const value: RuleValue[] = [];
  draft.values.forEach((valueDraft, index) => {
    const checked = checkValue(field, valueDraft);
    if ("problem" in checked) problems.push({ ...checked.problem, slot: index === 0 ? 0 : 1 });
    else value.push(checked.value);
  });
  if (problems.length > 0) return { problems };
  const rule: Rule = { field: field.id, operator: draft.operator, value };
  // The contract's own check, so no rule the builder emits is one a server would refuse.
  const verdict = validateRuleGroup(
    { condition: "AND", rules: [rule] },
    { [field.id]: field },
    { contactId: ANY_CONTACT },
  );
  if (!verdict.ok) {
    const slot = value.length > 0 ? 0 : "operator";
    return { problems: [{ slot, kind: "invalid", message: NOT_VALID }] };
  }
  return { rule, problems: [] };
}

/**
 * The rule group a draft stands for: its whole rules, without those still being edited and
 * without groups left empty by that. `complete` says whether every rule made it.
 */
export function fromDraft(
  draft: GroupDraft,
  fields: readonly FilterField[],
): { group: RuleGroup; complete: boolean } {
  let complete = true;
  const build = (group: GroupDraft): RuleGroup => ({
    condition: group.condition,
    rules: group.items.flatMap((item): RuleGroup["rules"] => {
      if (item.kind === "group") {
        const nested = build(item);
        return nested.rules.length > 0 ? [nested] : [];
      }
      const { rule } = checkRule(item, fields);
      if (!rule) complete = false;
      return rule ? [rule] : [];
    }),
  });
  const group = build(draft);
  return { group, complete };
}
