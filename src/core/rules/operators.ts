// The filter operators of the contract (1.6): which field types take which, and how many values.

export const OPERATORS = [
  "equal",
  "not_equal",
  "contains",
  "not_contains",
  "begins_with",
  "not_begins_with",
  "ends_with",
  "not_ends_with",
  "less",
  "less_or_equal",
  "greater",
  "greater_or_equal",
  "between",
  "not_between",
  "is_empty",
  "is_not_empty",
] as const;
export type Operator = (typeof OPERATORS)[number];

export const FIELD_TYPES = [
  "text",
  "blob",
  "number",
  "date",
  "boolean",
  "enum",
  "array",
  "contact",
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

const EMPTINESS = ["is_empty", "is_not_empty"] as const;
const COMPARISONS = [
  "equal",
  "not_equal",
  "less",
  "less_or_equal",
  "greater",
  "greater_or_equal",
  "between",
  "not_between",
] as const;

/** What each type takes; a nullable field also takes `is_empty` and `is_not_empty`. */
export const OPERATORS_BY_TYPE: Readonly<Record<FieldType, readonly Operator[]>> = {
  // Text may be empty whether or not it is nullable, so it always takes the emptiness tests.
  text: [
    "equal",
    "not_equal",
    "contains",
    "not_contains",
    "begins_with",
    "ends_with",
    "not_begins_with",
    "not_ends_with",
    ...EMPTINESS,
  ],
  blob: ["contains", "not_contains"],
  number: COMPARISONS,
  date: COMPARISONS,
  boolean: ["equal"],
  enum: ["equal", "not_equal"],
  array: ["contains", "not_contains", ...EMPTINESS],
  contact: ["equal", "not_equal"],
};

/** How many values an operator takes. */
export function operatorArity(operator: Operator): 0 | 1 | 2 {
  if (operator === "between" || operator === "not_between") return 2;
  if (operator === "is_empty" || operator === "is_not_empty") return 0;
  return 1;
}

/** The operators that match exactly the rows their positive partner does not. */
export const NEGATIONS = {
  not_equal: "equal",
  not_contains: "contains",
  not_begins_with: "begins_with",
  not_ends_with: "ends_with",
  not_between: "between",
  is_not_empty: "is_empty",
} as const satisfies Partial<Record<Operator, Operator>>;
export type NegatedOperator = keyof typeof NEGATIONS;
export type PositiveOperator = Exclude<Operator, NegatedOperator>;

export function isNegation(operator: Operator): operator is NegatedOperator {
  return Object.hasOwn(NEGATIONS, operator);
}
