import { and, gte, lt, sql, type SQL } from "drizzle-orm";
import { isRuleGroup, type ValidRule, type ValidRuleGroup } from "@core/rules";
import type { Database } from "../../db/connection";
import { paymentAmountCounts, payments } from "../../db/schema";
import { compileRuleGroup, valueOf } from "../rules";

/** The charge date's operators whose matches are one stretch of time, `[from, to)`. */
const STRETCHES = new Set([
  "equal",
  "less",
  "less_or_equal",
  "greater",
  "greater_or_equal",
  "between",
]);

/**
 * How a count of payments reads the kept counts: the whole UTC months in `[from, to)` (either
 * open) from `payment_amount_counts` with the status and amount rules, and the charge dates
 * the rules match outside them from the payments.
 */
export interface KeptCountPlan {
  from: Date | undefined;
  to: Date | undefined;
  /** The status and amount rules, which the kept counts' own columns answer. */
  kept: Omit<ValidRuleGroup, "rules"> & { rules: ValidRule[] };
}

const monthStart = (time: number, months = 0) => {
  const date = new Date(time);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1);
};

/** The `[start, end)` a charge date rule matches (validated dates are such ranges). */
function stretchOf(rule: ValidRule): [number, number] {
  const first = valueOf(rule) as { start: Date; end: Date };
  switch (rule.operator) {
    case "equal":
      return [first.start.getTime(), first.end.getTime()];
    case "less":
      return [-Infinity, first.start.getTime()];
    case "less_or_equal":
      return [-Infinity, first.end.getTime()];
    case "greater":
      return [first.end.getTime(), Infinity];
    case "greater_or_equal":
      return [first.start.getTime(), Infinity];
    default:
      return [first.start.getTime(), (valueOf(rule, 1) as { end: Date }).end.getTime()];
  }
}

/**
 * The plan for rules all of which must hold and each of which is on the status, the amount,
 * or the charge date as one stretch of time, when that stretch holds a whole month; undefined
 * otherwise (the list counts the payments). The charge date rules hold for every payment of a
 * whole month within their stretch, so the kept part leaves them out.
 */
export function keptCountPlan(rules: ValidRuleGroup | undefined): KeptCountPlan | undefined {
  const leaves = rules?.rules ?? [];
  if (rules && rules.condition !== "AND" && leaves.length > 1) return undefined;
  let [start, end] = [-Infinity, Infinity];
  const kept: ValidRule[] = [];
  for (const rule of leaves) {
    if (isRuleGroup(rule)) return undefined;
    if (rule.field === "status" || rule.field === "amount") kept.push(rule);
    else if (rule.field === "chargeDate" && STRETCHES.has(rule.operator)) {
      const [from, to] = stretchOf(rule);
      [start, end] = [Math.max(start, from), Math.min(end, to)];
    } else return undefined;
  }
  const from = start === -Infinity ? -Infinity : monthStart(start - 1, 1);
  const to = end === Infinity ? Infinity : monthStart(end);
  if (!(from < to)) return undefined;
  return {
    from: Number.isFinite(from) ? new Date(from) : undefined,
    to: Number.isFinite(to) ? new Date(to) : undefined,
    kept: { condition: "AND", rules: kept },
  };
}

const KEPT_COLUMNS = { status: paymentAmountCounts.status, amount: paymentAmountCounts.amount };

/**
 * The count of the payments `where` matches (the rules `plan` was made of, compiled on the
 * payments): the whole months from the kept counts, the stretches before and after them, if
 * any, from the payments along their charge date.
 */
export async function keptCount(db: Database, plan: KeptCountPlan, where: SQL | undefined) {
  const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
  const month = (date: Date) => sql`(${at(date)} at time zone 'UTC')`;
  const months = and(
    compileRuleGroup(plan.kept, KEPT_COLUMNS),
    plan.from && gte(paymentAmountCounts.month, month(plan.from)),
    plan.to && lt(paymentAmountCounts.month, month(plan.to)),
  );
  const parts = [
    sql`(select coalesce(sum(${paymentAmountCounts.count}), 0) from ${paymentAmountCounts} where ${months})`,
    ...[
      plan.from && sql`${payments.chargeDate} < ${at(plan.from)}`,
      plan.to && sql`${payments.chargeDate} >= ${at(plan.to)}`,
    ].flatMap((edge) =>
      edge ? [sql`(select count(*) from ${payments} where ${and(where, edge)})`] : [],
    ),
  ];
  const [row] = await db
    .select({ count: sql<number>`(${sql.join(parts, sql` + `)})::int` })
    .from(sql`(select 1) as one`);
  return Number(row?.count ?? 0);
}
