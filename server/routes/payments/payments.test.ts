import { beforeAll, describe, expect, it } from "vitest";
import type { PaymentPage } from "../../../src/core/payments";
import { payments } from "../../db/schema";
import { createTestContact, signIn } from "../../test-support/accounts";
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
