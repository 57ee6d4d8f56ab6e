import { sql } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PAYMENT_FILTER_FIELDS, PAYMENT_STATUSES } from "@core/payments";
import { parseRuleGroup, type Rule } from "@core/rules";
import { paymentAmountCounts, payments } from "../../db/schema";
import { testDatabasePerFile } from "../../test-support/database";
import { keptCount, keptCountPlan } from "./kept-count";
import { paymentFilter } from "./list";

// A payments list's count of the status, amounts and charge dates reads the whole months from
// `payment_amount_counts` (migration 0044), which its triggers keep equal to the payments.

const database = testDatabasePerFile();
const db = () => database().db;
const NOW = new Date("2024-07-17T10:00:00Z");

const group = (rules: Rule[], condition: "AND" | "OR" = "AND") =>
  parseRuleGroup({ condition, rules }, PAYMENT_FILTER_FIELDS, { now: NOW });

describe("the kept count's plan", () => {
  it("reads the whole months of the charge dates' stretch", () => {
    const plan = keptCountPlan(
      group([
        { field: "status", operator: "equal", value: ["successful"] },
        { field: "amount", operator: "greater_or_equal", value: [15] },
        { field: "chargeDate", operator: "greater", value: ["$now(M:-6)"] },
      ]),
    );
    // After 2024-01-17 (that whole day): February onwards.
    expect(plan?.from?.toISOString()).toBe("2024-02-01T00:00:00.000Z");
    expect(plan?.to).toBeUndefined();
    expect(plan?.kept.rules.map((rule) => rule.field)).toEqual(["status", "amount"]);
    const may = keptCountPlan(
      group([{ field: "chargeDate", operator: "between", value: ["2024-05", "2024-05"] }]),
    );
    expect([may?.from?.toISOString(), may?.to?.toISOString()]).toEqual([
      "2024-05-01T00:00:00.000Z",
      "2024-06-01T00:00:00.000Z",
    ]);
  });

  it("leaves to the payments what no whole month, or no kept column, answers", () => {
    const day: Rule = { field: "chargeDate", operator: "equal", value: ["2024-05-03"] };
    const status: Rule = { field: "status", operator: "equal", value: ["failed"] };
    expect(keptCountPlan(group([day]))).toBeUndefined();
    expect(keptCountPlan(group([status, { ...status, value: ["pending"] }], "OR"))).toBeUndefined();
    expect(
      keptCountPlan(group([{ field: "chargeDate", operator: "not_equal", value: ["2024-05"] }])),
    ).toBeUndefined();
    expect(
      keptCountPlan(group([status, { field: "id", operator: "equal", value: ["x"] }])),
    ).toBeUndefined();
  });
});

/** A charge date near a month's edges, or mid-month, from 2023-11 to 2024-09. */
const chargeDate = fc
  .record({
    month: fc.integer({ min: 10, max: 20 }),
    at: fc.constantFrom(0, 1, 86_400_000 * 14, -1),
  })
  .map(({ month, at }) => new Date(Date.UTC(2023, month, 1) + at));
const amount = fc.constantFrom(0, 5, 14.99, 15, 15.01, 22);

const dateValue = fc.oneof(
  fc.constantFrom("2024-01", "2024-05", "2024", "2024-02-29", "2024-06-01", "2023-12-31"),
  fc.integer({ min: -9, max: 2 }).map((months) => `$now(M:${months})`),
  fc.integer({ min: -200, max: 30 }).map((days) => `$now(d:${days})`),
);
const rule: fc.Arbitrary<Rule> = fc.oneof(
  fc.record({
    field: fc.constant("status"),
    operator: fc.constantFrom("equal", "not_equal"),
    value: fc.constantFrom(...PAYMENT_STATUSES).map((value) => [value]),
  }),
  fc
    .record({
      field: fc.constant("amount"),
      operator: fc.constantFrom("equal", "not_equal", "less", "greater_or_equal", "between"),
      value: fc.tuple(amount, amount).map(([a, b]) => [Math.min(a, b), Math.max(a, b)]),
    })
    .map((each) => ({ ...each, value: each.value.slice(0, each.operator === "between" ? 2 : 1) })),
  fc.record({
    field: fc.constant("chargeDate"),
    operator: fc.constantFrom("equal", "less", "less_or_equal", "greater", "greater_or_equal"),
    value: dateValue.map((value) => [value]),
  }),
  fc.record({
    field: fc.constant("chargeDate"),
    operator: fc.constant("between"),
    value: fc.tuple(dateValue, dateValue),
  }),
);

describe("the kept count", () => {
  it("counts what the payments count, after any writes", async () => {
    const written = fc.record({
      status: fc.constantFrom(...PAYMENT_STATUSES),
      amount,
      chargeDate,
    });
    const change = fc.oneof(
      fc.record({ set: fc.constant("status"), to: fc.constantFrom(...PAYMENT_STATUSES) }),
      fc.record({ set: fc.constant("amount"), to: amount }),
      fc.record({ set: fc.constant("charge_date"), to: chargeDate }),
      fc.record({ set: fc.constant("delete"), to: fc.constant(null) }),
    );
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(written, { minLength: 1, maxLength: 25 }),
        fc.array(fc.record({ change, every: fc.integer({ min: 2, max: 4 }) }), { maxLength: 3 }),
        fc.array(fc.array(rule, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 4 }),
        async (rows, changes, groups) => {
          const run = runs++;
          // Truncated, which empties the counts too: each run starts from none.
          await db().execute(sql`truncate payments`);
          // One statement, as a bulk write is: the triggers count a statement's rows at once.
          await db()
            .insert(payments)
            .values(
              rows.map((row, n) => ({
                provider: "test" as const,
                providerPaymentId: `kept-${run}-${n}`,
                status: row.status,
                amount: row.amount,
                chargeDate: row.chargeDate,
                statusAt: NOW,
              })),
            );
          for (const { change: each, every } of changes) {
            const chosen = sql`(substring(provider_payment_id from '\\d+$'))::int % ${every} = 0`;
            if (each.set === "delete")
              await db().execute(sql`delete from payments where ${chosen}`);
            else {
              const value = each.to instanceof Date ? each.to.toISOString() : each.to;
              await db().execute(
                sql`update payments set ${sql.raw(each.set)} = ${value} where ${chosen}`,
              );
            }
          }
          const kept = await db()
            .select()
            .from(paymentAmountCounts)
            .where(sql`${paymentAmountCounts.count} <> 0`);
          const recount = (await db().execute(sql`select status,
              to_char(date_trunc('month', charge_date at time zone 'UTC'), 'YYYY-MM') as month,
              amount, count(*)::int as count
            from payments group by 1, 2, 3`)) as unknown as { rows: Record<string, unknown>[] };
          const line = (row: Record<string, unknown>) =>
            `${String(row.status)} ${String(row.month).slice(0, 7)} ${Number(row.amount)} ${Number(row.count)}`;
          expect(kept.map(line).sort()).toEqual(recount.rows.map(line).sort());
          for (const rules of groups) {
            const valid = group(rules);
            const plan = keptCountPlan(valid);
            if (!plan) continue;
            const where = paymentFilter({ rules: valid });
            expect(await keptCount(db(), plan, where), JSON.stringify(rules)).toBe(
              await db().$count(payments, where),
            );
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
