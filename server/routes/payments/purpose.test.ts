import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { PaymentPage } from "@core/payments";
import { contributions, payments } from "../../db/schema";
import { createTestContact, signIn } from "../../test-support/accounts";
import { testAppPerFile } from "../../test-support/app";
import { testDatabasePerFile } from "../../test-support/database";

/** Each payment says what it was for, read from what is stored (issue #23). */
const database = testDatabasePerFile();
const { app } = testAppPerFile(database);

let admin = "";
let member = "";
let memberId = "";

const day = (n: number) => new Date(Date.UTC(2025, 0, n, 12));

beforeAll(async () => {
  admin = await signIn(app(), await createTestContact(database(), { roles: ["admin"] }));
  const own = await createTestContact(database(), { roles: ["member"] });
  member = await signIn(app(), own);
  memberId = own.id;
  const rows = [
    // A first subscription, its renewal, a raised amount's difference, a renewal that failed
    // and was paid afterwards, and one that failed for good.
    { id: "tch_1", subscriptionId: "tsub_1", amount: 5, chargeDate: day(1) },
    { id: "tch_2", subscriptionId: "tsub_1", amount: 5, chargeDate: day(2) },
    {
      id: "tch_3",
      subscriptionId: null,
      amount: 55,
      chargeDate: day(3),
      description: "Contribution change",
    },
    { id: "tch_4", subscriptionId: "tsub_1", amount: 10, chargeDate: day(4), failedAt: day(4) },
    {
      id: "tch_5",
      subscriptionId: "tsub_1",
      amount: 10,
      chargeDate: day(5),
      failedAt: day(5),
      status: "failed",
    },
    // A restart: a new subscription's first payment.
    { id: "tch_6", subscriptionId: "tsub_2", amount: 10, chargeDate: day(6) },
    // Another one-off charge, and a difference still awaited whatever its description.
    { id: "tch_7", subscriptionId: null, amount: 3, chargeDate: day(7), description: "Donation" },
    { id: "tch_8", subscriptionId: null, amount: 4, chargeDate: day(8), description: "" },
  ] as const;
  await database()
    .db.insert(payments)
    .values(
      rows.map(({ id, ...row }) => ({
        status: "successful" as const,
        ...row,
        contactId: memberId,
        provider: "test" as const,
        providerPaymentId: id,
        statusAt: row.chargeDate,
      })),
    );
  await database()
    .db.insert(contributions)
    .values({ contactId: memberId, differencePaymentId: "tch_8" })
    .onConflictDoUpdate({ target: contributions.contactId, set: { differencePaymentId: "tch_8" } });
});

async function list(url: string, cookie: string): Promise<PaymentPage> {
  const response = await app().inject({ url: `/api/1.0/${url}`, headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PaymentPage>();
}

const EXPECTED = [
  "first",
  "renewal",
  "difference",
  "recovery",
  "renewal",
  "first",
  "one-off",
  "difference",
];

describe("a payment's purpose", () => {
  it("is said for each kind in the member's own history", async () => {
    const page = await list("contact/me/payment?sort=chargeDate&order=ASC", member);
    expect(page.items.map((item) => item.purpose)).toEqual(EXPECTED);
  });

  it("is the same in staff's view of the contact, whatever the page or order", async () => {
    const page = await list(
      `contact/${memberId}/payment?sort=chargeDate&order=DESC&limit=3&offset=0`,
      admin,
    );
    expect(page.items.map((item) => item.purpose)).toEqual(EXPECTED.slice(-3).reverse());
  });

  it("is kept by the all-payments list, without telling a first payment once the contact is gone", async () => {
    const all = await list("payment?sort=chargeDate&order=ASC", admin);
    expect(all.items.map((item) => item.purpose)).toEqual(EXPECTED);
    await database()
      .db.update(payments)
      .set({ contactId: null })
      .where(eq(payments.providerPaymentId, "tch_6"));
    const after = await list("payment?sort=chargeDate&order=ASC", admin);
    expect(after.items[5]?.purpose).toBe("renewal");
  });
});
