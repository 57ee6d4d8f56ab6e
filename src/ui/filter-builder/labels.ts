import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { FieldType, Operator } from "@core/rules";

// Operators read as the middle of a sentence: "Joined | is before | 1 May 2024".

const OPERATOR_LABELS: Record<Operator, MessageDescriptor> = {
  equal: msg({ context: "filter operator", message: "is" }),
  not_equal: msg({ context: "filter operator", message: "is not" }),
  contains: msg({ context: "filter operator", message: "contains" }),
  not_contains: msg({ context: "filter operator", message: "does not contain" }),
  begins_with: msg({ context: "filter operator", message: "starts with" }),
  not_begins_with: msg({ context: "filter operator", message: "does not start with" }),
  ends_with: msg({ context: "filter operator", message: "ends with" }),
  not_ends_with: msg({ context: "filter operator", message: "does not end with" }),
  less: msg({ context: "filter operator", message: "is less than" }),
  less_or_equal: msg({ context: "filter operator", message: "is at most" }),
  greater: msg({ context: "filter operator", message: "is more than" }),
  greater_or_equal: msg({ context: "filter operator", message: "is at least" }),
  between: msg({ context: "filter operator", message: "is between" }),
  not_between: msg({ context: "filter operator", message: "is not between" }),
  is_empty: msg({ context: "filter operator", message: "is empty" }),
  is_not_empty: msg({ context: "filter operator", message: "is not empty" }),
};

/** Where a type reads better with words of its own: dates come before and after. */
const TYPE_LABELS: Partial<Record<FieldType, Partial<Record<Operator, MessageDescriptor>>>> = {
  date: {
    equal: msg({ context: "filter operator", message: "is on" }),
    not_equal: msg({ context: "filter operator", message: "is not on" }),
    less: msg({ context: "filter operator", message: "is before" }),
    less_or_equal: msg({ context: "filter operator", message: "is on or before" }),
    greater: msg({ context: "filter operator", message: "is after" }),
    greater_or_equal: msg({ context: "filter operator", message: "is on or after" }),
    is_empty: msg({ context: "filter operator", message: "is not set" }),
    is_not_empty: msg({ context: "filter operator", message: "is set" }),
  },
  array: {
    contains: msg({ context: "filter operator", message: "includes" }),
    not_contains: msg({ context: "filter operator", message: "does not include" }),
    is_empty: msg({ context: "filter operator", message: "has none" }),
    is_not_empty: msg({ context: "filter operator", message: "has any" }),
  },
};

export function operatorLabel(type: FieldType, operator: Operator): MessageDescriptor {
  return TYPE_LABELS[type]?.[operator] ?? OPERATOR_LABELS[operator];
}
