import { sql, type SQL } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PAYMENT_FILTER_FIELDS } from "@core/payments";
import { parseRuleGroup } from "@core/rules";
import { payments } from "../../db/schema";
import { testDatabasePerFile } from "../../test-support/database";
import { paymentExportPage } from "./export";
import { paymentFilter } from "./list";
import { paymentPurpose } from "./purpose";

// A status tab's count with rules on the amount and the date (the bench's "three rules") reads
// the status index alone, whose last column is the amount (migration 0042). A page of payments
// tells a one-off charge's purpose from its contact's contribution, read by its key.

const database = testDatabasePerFile();
const db = () => database().db;

type Rows = { rows: Record<string, unknown>[] };

const STATUSES = ["pending", "successful", "failed", "cancelled"] as const;

function threeRules(status: string, amount: number, months: number): SQL | undefined {
  return paymentFilter({
    rules: parseRuleGroup(
      {
        condition: "AND",
        rules: [
          { field: "status", operator: "equal", value: [status] },
          { field: "amount", operator: "greater_or_equal", value: [amount] },
          { field: "chargeDate", operator: "greater", value: [`$now(M:-${months})`] },
        ],
      },
      PAYMENT_FILTER_FIELDS,
    ),
  });
}

async function inTransaction<T>(off: string[], run: (tx: ReturnType<typeof db>) => Promise<T>) {
  return db().transaction(async (tx) => {
    for (const setting of off) await tx.execute(sql.raw(`set local ${setting} = off`));
    return run(tx as unknown as ReturnType<typeof db>);
  });
}

async function write(rows: readonly { status: string; amount: number; days: number }[]) {
  await db().execute(sql`delete from payments`);
  for (const [index, row] of rows.entries()) {
    await db().execute(sql`insert into payments (provider, provider_payment_id, status, amount,
        charge_date, status_at)
      values ('test', ${`plan-${index}`}, ${row.status}, ${row.amount},
        now() - make_interval(days => ${row.days}::int), now())`);
  }
  await db().execute(sql`vacuum analyze payments`);
}

describe("the payments list's counts (migration 0042)", () => {
  it("count a tab with rules on the amount and date from the status index alone", async () => {
    await write(
      Array.from({ length: 2000 }, (_, n) => ({
        status: STATUSES[n % 4] ?? "successful",
        amount: 3 + (n % 20),
        days: n % 400,
      })),
    );
    const where = threeRules("successful", 15, 6);
    const plan = await inTransaction(["enable_seqscan", "enable_bitmapscan"], async (tx) => {
      const result = (await tx.execute(
        sql`explain select count(*) from ${payments} where ${where}`,
      )) as unknown as Rows;
      return result.rows.map((row) => String(row["QUERY PLAN"])).join("\n");
    });
    expect(plan).toContain("Index Only Scan using payments_status_amount");
  });

  it("counts what a scan of every payment counts", async () => {
    const row = fc.record({
      status: fc.constantFrom(...STATUSES),
      amount: fc.constantFrom(0, 5, 14.99, 15, 15.01, 22),
      days: fc.integer({ min: 0, max: 400 }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(row, { maxLength: 15 }),
        fc.constantFrom(...STATUSES),
        fc.constantFrom(0, 15, 20),
        fc.integer({ min: 1, max: 12 }),
        async (rows, status, amount, months) => {
          await write(rows);
          const where = threeRules(status, amount, months);
          const count = (off: string[]) =>
            inTransaction(off, async (tx) => {
              const result = (await tx.execute(
                sql`select count(*)::int as count from ${payments} where ${where}`,
              )) as unknown as Rows;
              return Number(result.rows[0]?.count);
            });
          expect(await count(["enable_seqscan", "enable_bitmapscan"])).toBe(
            await count(["enable_indexscan", "enable_indexonlyscan", "enable_bitmapscan"]),
          );
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe("a page of payments' purposes (issue #28)", () => {
  async function plan(statement: SQL): Promise<string> {
    const result = (await db().execute(sql`explain ${statement}`)) as unknown as Rows;
    return result.rows.map((row) => String(row["QUERY PLAN"])).join("\n");
  }

  it("reads each one-off charge's contribution by its key, not every contribution", async () => {
    // One-off charges of 3,000 contacts with contributions: hashing every contribution for each
    // page (the statement before) costs a page more than its own rows.
    await db().execute(sql`delete from payments`);
    await db().execute(sql`insert into contacts (email, joined)
      select 'plan-' || n || '@example.org', now() from generate_series(1, 3000) as n`);
    await db().execute(sql`insert into contributions (contact_id, type, amount, period)
      select id, 'Manual', 5, 'monthly' from contacts where email like 'plan-%'`);
    await db().execute(sql`insert into payments (provider, provider_payment_id, contact_id, status,
        amount, charge_date, status_at)
      select 'test', 'plan-' || c.email || '-' || k, c.id, 'successful', 5,
        now() - make_interval(days => k), now()
      from contacts c, generate_series(1, 4) as k where c.email like 'plan-%'`);
    await db().execute(sql`analyze contacts`);
    await db().execute(sql`analyze contributions`);
    await db().execute(sql`analyze payments`);

    const list = await plan(
      sql`select ${paymentPurpose()} from ${payments} order by ${payments.chargeDate} desc limit 25`,
    );
    const exportPage = paymentExportPage(db(), {
      sort: "chargeDate",
      order: "DESC",
      rules: undefined,
    })(2000, undefined);
    for (const found of [list, await plan(exportPage.getSQL())]) {
      expect(found).toContain("Index Scan using contributions_pkey on contributions");
      expect(found).not.toContain("Seq Scan on contributions");
    }
  });
});
