import { beforeAll, describe, expect, it } from "vitest";
import type { PaymentPage } from "@core/payments";
import { payments } from "../../db/schema";
import { createTestContact, signIn } from "../../test-support/accounts";
import { countingDatabase } from "../../test-support/counting-database";
import { testAppPerFile } from "../../test-support/app";
import { testDatabasePerFile } from "../../test-support/database";

/** The payments lists: every payment for admins, a contact's own for them. */
const database = testDatabasePerFile();
const { app } = testAppPerFile(database);

let admin = "";
let member = "";
let memberId = "";
let otherId = "";

const day = (n: number) => new Date(Date.UTC(2025, 0, n, 12));

beforeAll(async () => {
  admin = await signIn(app(), await createTestContact(database(), { roles: ["admin"] }));
  const own = await createTestContact(database(), { roles: ["member"], firstname: "Mina" });
  member = await signIn(app(), own);
  memberId = own.id;
  otherId = (await createTestContact(database(), { roles: ["member"], firstname: "Olu" })).id;
  const rows = [
    { contactId: memberId, status: "successful", amount: 5, chargeDate: day(1) },
    { contactId: memberId, status: "failed", amount: 5, chargeDate: day(2) },
    { contactId: memberId, status: "draft", amount: 5, chargeDate: day(3) },
    { contactId: otherId, status: "successful", amount: 60, chargeDate: day(4) },
    { contactId: otherId, status: "pending", amount: 12.5, chargeDate: day(5) },
    { contactId: null, status: "successful", amount: 20, chargeDate: day(6) },
  ] as const;
  await database()
    .db.insert(payments)
    .values(
      rows.map((row, index) => ({
        ...row,
        provider: "test" as const,
        providerPaymentId: `tch_${index}`,
        statusAt: row.chargeDate,
      })),
    );
});

async function list(url: string, cookie = admin): Promise<PaymentPage> {
  const response = await app().inject({ url: `/api/1.0/${url}`, headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PaymentPage>();
}

const rules = (group: object) => `rules=${encodeURIComponent(JSON.stringify(group))}`;

describe("GET /payment", () => {
  it("pages every payment, by charge date", async () => {
    const page = await list("payment?limit=4&offset=0");
    expect(page).toMatchObject({ total: 6, offset: 0, count: 4 });
    expect(page.items.map((item) => item.chargeDate)).toEqual(
      [1, 2, 3, 4].map((n) => day(n).toISOString()),
    );
    const next = await list("payment?limit=4&offset=4");
    expect(next.items.map((item) => item.amount)).toEqual([12.5, 20]);
  });

  it("sorts by amount, ties broken the same way on every page", async () => {
    const page = await list("payment?sort=amount&order=DESC");
    expect(page.items.map((item) => item.amount)).toEqual([60, 20, 12.5, 5, 5, 5]);
  });

  it("filters by status, amount, charge date and contact", async () => {
    const failed = await list(
      `payment?${rules({ condition: "AND", rules: [{ field: "status", operator: "equal", value: ["failed"] }] })}`,
    );
    expect(failed.items).toMatchObject([{ status: "failed", amount: 5 }]);
    const large = await list(
      `payment?${rules({
        condition: "AND",
        rules: [
          { field: "amount", operator: "greater", value: [10] },
          { field: "chargeDate", operator: "between", value: ["2025-01-04", "2025-01-05"] },
        ],
      })}`,
    );
    expect(large.items.map((item) => item.amount)).toEqual([60, 12.5]);
    const theirs = await list(
      `payment?${rules({ condition: "AND", rules: [{ field: "contact", operator: "equal", value: [otherId] }] })}`,
    );
    expect(theirs.total).toBe(2);
  });

  it("adds contacts when asked, null for a deleted one", async () => {
    const page = await list("payment?with=contact&sort=chargeDate&order=DESC&limit=3");
    expect(page.items[0]?.contact).toBeNull();
    expect(page.items[1]?.contact).toMatchObject({ id: otherId, firstname: "Olu" });
    const plain = await list("payment?limit=1");
    expect(plain.items[0]).not.toHaveProperty("contact");
  });

  it("refuses unknown sorts and bad rules", async () => {
    const sort = await app().inject({
      url: "/api/1.0/payment?sort=status",
      headers: { cookie: admin },
    });
    expect(sort.statusCode).toBe(400);
    const rule = await app().inject({
      url: `/api/1.0/payment?${rules({ condition: "AND", rules: [{ field: "status", operator: "equal", value: ["lost"] }] })}`,
      headers: { cookie: admin },
    });
    expect(rule.statusCode).toBe(400);
    expect(rule.json()).toMatchObject({ code: "invalid-rule" });
  });
});

describe("GET /contact/:id/payment", () => {
  it("lists the member's own payments only, with the rules they send", async () => {
    const own = await list("contact/me/payment?sort=chargeDate&order=DESC", member);
    expect(own.total).toBe(3);
    const shown = await list(
      `contact/me/payment?sort=chargeDate&order=DESC&${rules({
        condition: "AND",
        rules: [{ field: "status", operator: "not_equal", value: ["draft"] }],
      })}`,
      member,
    );
    expect(shown.items.map((item) => item.status)).toEqual(["failed", "successful"]);
    // Asking for someone else's in the rules still gives only their own.
    const sneaky = await list(
      `contact/me/payment?${rules({ condition: "AND", rules: [{ field: "contact", operator: "equal", value: [otherId] }] })}`,
      member,
    );
    expect(sneaky.total).toBe(0);
  });

  it("lists any contact's for admins", async () => {
    expect((await list(`contact/${otherId}/payment`)).total).toBe(2);
  });
});

describe("totals of the filter", () => {
  it("counts and sums every matching payment per status, whatever the page", async () => {
    expect(await list("payment?limit=1")).not.toHaveProperty("totals");
    const page = await list("payment?limit=1&totals=true");
    expect(page.total).toBe(6);
    expect(page.totals).toEqual([
      { status: "draft", count: 1, amount: 5 },
      { status: "pending", count: 1, amount: 12.5 },
      { status: "successful", count: 3, amount: 85 },
      { status: "failed", count: 1, amount: 5 },
    ]);
    const large = await list(
      `payment?totals=true&${rules({ condition: "AND", rules: [{ field: "amount", operator: "greater", value: [10] }] })}`,
    );
    expect(large.total).toBe(3);
    expect(large.totals).toEqual([
      { status: "pending", count: 1, amount: 12.5 },
      { status: "successful", count: 2, amount: 80 },
    ]);
  });
});

/** A CSV's lines after the byte-order mark, each split into its cells (none here is quoted). */
function csvLines(body: string): string[][] {
  expect(body.startsWith("\ufeff")).toBe(true);
  return body
    .slice(1)
    .split("\r\n")
    .filter(Boolean)
    .map((line) => line.split(","));
}

const successful = {
  condition: "AND",
  rules: [{ field: "status", operator: "equal", value: ["successful"] }],
};

describe("GET /payment.csv", () => {
  it("streams the filter's payments in the list's order, with their contacts", async () => {
    const response = await app().inject({
      url: `/api/1.0/payment.csv?sort=amount&order=DESC&${rules({
        condition: "AND",
        rules: [{ field: "status", operator: "equal", value: ["successful"] }],
      })}`,
      headers: { cookie: admin },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="payments_/);
    expect(response.headers["x-total-count"]).toBe("3");
    const [header, ...rows] = csvLines(response.body);
    expect(header).toEqual([
      "Id",
      "Status",
      "ChargeDate",
      "Amount",
      "ContactId",
      "EmailAddress",
      "FirstName",
      "LastName",
      "Purpose",
    ]);
    expect(rows.map((row) => [row[1], row[2], row[3], row[4], row[6], row[8]])).toEqual([
      ["successful", day(4).toISOString(), "60", otherId, "Olu", "one-off"],
      ["successful", day(6).toISOString(), "20", "", "", "one-off"],
      ["successful", day(1).toISOString(), "5", memberId, "Mina", "one-off"],
    ]);
  });

  it("reads batch after batch without losing or repeating a row", async () => {
    const { createPaymentExport } = await import("../../services/payments/export");
    const exportPayments = createPaymentExport(database().db, 2);
    for (const [sort, order] of [
      ["amount", "DESC"],
      ["amount", "ASC"],
      ["chargeDate", "DESC"],
    ] as const) {
      const file = await exportPayments({ sort, order, rules: undefined });
      let text = "";
      for await (const chunk of file.body) text += String(chunk);
      const ids = csvLines(text)
        .slice(1)
        .map((row) => row[0]);
      const listed = await list(`payment?sort=${sort}&order=${order}`);
      // The list's order; ties (three payments of 5) may go by id either way.
      const valueOf = new Map(listed.items.map((item) => [item.id, item[sort]]));
      expect(ids.map((id) => valueOf.get(id!))).toEqual(listed.items.map((item) => item[sort]));
      expect(new Set(ids)).toEqual(new Set(valueOf.keys()));
      expect(ids).toHaveLength(6);
      expect(file.total).toBe(6);
    }
  });

  it("reads each batch in one statement, contacts and purposes joined as sets", async () => {
    const { createPaymentExport } = await import("../../services/payments/export");
    const statementsFor = async (batchSize: number) => {
      const counting = countingDatabase(database());
      const file = await createPaymentExport(
        counting.db,
        batchSize,
      )({
        sort: "chargeDate",
        order: "ASC",
        rules: undefined,
      });
      let text = "";
      for await (const chunk of file.body) text += String(chunk);
      expect(csvLines(text).slice(1)).toHaveLength(file.total);
      return { statements: counting.statements(), rows: file.total };
    };
    const byTwo = await statementsFor(2);
    const byOne = await statementsFor(1);
    // The count, then one per page, the last (empty or short) included.
    expect(byTwo.statements).toBe(1 + Math.floor(byTwo.rows / 2) + 1);
    expect(byOne.statements).toBe(1 + byOne.rows + 1);
  });

  it("answers the same file to a POST with the parameters in the body", async () => {
    const query = { sort: "amount", order: "DESC", rules: JSON.stringify(successful) };
    const got = await app().inject({
      url: `/api/1.0/payment.csv?${new URLSearchParams(query).toString()}`,
      headers: { cookie: admin },
    });
    const posted = await app().inject({
      method: "POST",
      url: "/api/1.0/payment.csv",
      payload: query,
      headers: { cookie: admin },
    });
    expect(posted.statusCode, posted.body).toBe(200);
    expect(posted.headers["x-total-count"]).toBe(got.headers["x-total-count"]);
    expect(posted.body).toBe(got.body);
    const forMember = await app().inject({
      method: "POST",
      url: "/api/1.0/payment.csv",
      payload: query,
      headers: { cookie: member },
    });
    expect(forMember.statusCode).toBe(403);
  });

  it("refuses members and bad rules", async () => {
    const forMember = await app().inject({
      url: "/api/1.0/payment.csv",
      headers: { cookie: member },
    });
    expect(forMember.statusCode).toBe(403);
    const rule = await app().inject({
      url: `/api/1.0/payment.csv?${rules({ condition: "AND", rules: [{ field: "amount", operator: "greater", value: ["lots"] }] })}`,
      headers: { cookie: admin },
    });
    expect(rule.statusCode).toBe(400);
    expect(rule.json()).toMatchObject({ code: "invalid-rule" });
  });

  it("keeps a name a spreadsheet would run as text", async () => {
    const sly = await createTestContact(database(), {
      roles: ["member"],
      firstname: "=HYPERLINK(1)",
    });
    await database()
      .db.insert(payments)
      .values({
        contactId: sly.id,
        status: "successful",
        amount: 1,
        chargeDate: day(20),
        statusAt: day(20),
        provider: "test",
        providerPaymentId: "tch_sly",
      });
    const response = await app().inject({
      url: `/api/1.0/payment.csv?${rules({ condition: "AND", rules: [{ field: "contact", operator: "equal", value: [sly.id] }] })}`,
      headers: { cookie: admin },
    });
    const [, row] = csvLines(response.body);
    expect(row?.[6]).toBe("'=HYPERLINK(1)");
  });
});
