import type { PaymentStatus } from "@core/payments";
import type { Rule, RuleGroup } from "@core/rules/rule";

/** The status tabs of `/admin/payments` (behaviour B9); drafts show under "all" only. */
export const STATUS_TABS = ["all", "successful", "pending", "failed", "cancelled"] as const;
export type StatusTab = (typeof STATUS_TABS)[number];

/** The filters as the address holds them: text, so anything typed there reads safely. */
export interface PaymentFilters {
  minAmount: string;
  maxAmount: string;
  /** `YYYY-MM-DD`, both days included. */
  from: string;
  to: string;
}

export type FilterProblem = "amount" | "range" | "dates";

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** An amount someone typed, or undefined when blank; NaN when it is not one. */
export function parseAmount(text: string): number | undefined {
  const trimmed = text.trim().replace(",", ".");
  if (trimmed === "") return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) && value >= 0 ? value : Number.NaN;
}

/** What is wrong with the filters, per field; an empty object when nothing is. */
export function filterProblems(
  filters: PaymentFilters,
): Partial<Record<keyof PaymentFilters, FilterProblem>> {
  const problems: Partial<Record<keyof PaymentFilters, FilterProblem>> = {};
  const min = parseAmount(filters.minAmount);
  const max = parseAmount(filters.maxAmount);
  if (Number.isNaN(min)) problems.minAmount = "amount";
  if (Number.isNaN(max)) problems.maxAmount = "amount";
  if (min !== undefined && max !== undefined && min > max) problems.maxAmount = "range";
  if (filters.from && !DATE.test(filters.from)) problems.from = "dates";
  if (filters.to && !DATE.test(filters.to)) problems.to = "dates";
  if (DATE.test(filters.from) && DATE.test(filters.to) && filters.from > filters.to) {
    problems.to = "range";
  }
  return problems;
}

/** The filters' rules, without the status: what the tabs' counts are of. */
export function filterRules(filters: PaymentFilters): Rule[] {
  const rules: Rule[] = [];
  const min = parseAmount(filters.minAmount);
  const max = parseAmount(filters.maxAmount);
  if (min !== undefined && !Number.isNaN(min)) {
    rules.push({ field: "amount", operator: "greater_or_equal", value: [min] });
  }
  if (max !== undefined && !Number.isNaN(max)) {
    rules.push({ field: "amount", operator: "less_or_equal", value: [max] });
  }
  if (DATE.test(filters.from)) {
    rules.push({ field: "chargeDate", operator: "greater_or_equal", value: [filters.from] });
  }
  if (DATE.test(filters.to)) {
    rules.push({ field: "chargeDate", operator: "less_or_equal", value: [filters.to] });
  }
  return rules;
}

/** The rule group of a tab and the filters; undefined when nothing narrows the list. */
export function paymentRules(status: StatusTab, filters: PaymentFilters): RuleGroup | undefined {
  const rules = filterRules(filters);
  if (status !== "all") {
    rules.unshift({ field: "status", operator: "equal", value: [status satisfies PaymentStatus] });
  }
  return rules.length > 0 ? { condition: "AND", rules } : undefined;
}
