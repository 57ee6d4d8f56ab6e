import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestContact } from "../test-support/accounts";
import { testDatabasePerFile } from "../test-support/database";
import { contactRoles, membershipSpans, paymentSums, payments } from "./schema";

/** The triggers of migration 0016 keep the sums equal to what the rows say after any write. */
const database = testDatabasePerFile();

const at = (iso: string) => new Date(iso);

/** payment_sums as `status month count amount` lines, zero rows left out. */
async function paymentSumLines(): Promise<string[]> {
  const rows = await database()
    .db.select()
    .from(paymentSums)
    .where(sql`${paymentSums.count} <> 0`);
  return rows
    .map((row) => `${row.status} ${row.month.slice(0, 7)} ${row.count} ${Number(row.amount)}`)
    .sort();
}

/** The same, counted from the payments themselves. */
async function paymentLines(): Promise<string[]> {
  const rows = await database()
    .db.select({
      status: payments.status,
      month: sql<string>`to_char(date_trunc('month', ${payments.chargeDate} at time zone 'UTC'), 'YYYY-MM')`,
      count: sql<number>`count(*)::int`,
      amount: sql<number>`sum(${payments.amount}::numeric)::float8`,
    })
    .from(payments)
    .groupBy(sql`1, 2`);
  return rows.map((row) => `${row.status} ${row.month} ${row.count} ${row.amount}`).sort();
}

async function spanLines(): Promise<string[]> {
  const rows = await database()
    .db.select()
    .from(membershipSpans)
    .where(sql`${membershipSpans.count} <> 0`);
  return rows
    .map(
      (row) =>
        `${row.addedMonth.slice(0, 7)} ${row.expiresMonth === "infinity" ? "never" : row.expiresMonth.slice(0, 7)} ${row.count}`,
    )
    .sort();
}

async function roleLines(): Promise<string[]> {
  const rows = await database()
    .db.select({
      added: sql<string>`to_char(date_trunc('month', ${contactRoles.dateAdded} at time zone 'UTC'), 'YYYY-MM')`,
      expires: sql<string>`coalesce(to_char(date_trunc('month', ${contactRoles.dateExpires} at time zone 'UTC'), 'YYYY-MM'), 'never')`,
      count: sql<number>`count(*)::int`,
    })
    .from(contactRoles)
    .where(eq(contactRoles.role, "member"))
    .groupBy(sql`1, 2`);
  return rows.map((row) => `${row.added} ${row.expires} ${row.count}`).sort();
}

describe("payment_sums", () => {
  it("follows inserts, changes of status, amount and date, and deletes", async () => {
    const { db } = database();
    const contact = await createTestContact(database(), {});
    const payment = (n: number, status: "successful" | "pending", amount: number, iso: string) => ({
      provider: "test" as const,
      providerPaymentId: `sums_${n}`,
      contactId: contact.id,
      status,
      amount,
      chargeDate: at(iso),
      statusAt: at(iso),
    });
    await db
      .insert(payments)
      .values([
        payment(1, "successful", 5.1, "2025-01-31T23:30:00Z"),
        payment(2, "successful", 7.2, "2025-01-01T00:00:00Z"),
        payment(3, "pending", 3, "2025-02-01T00:00:00Z"),
        payment(4, "successful", 12.5, "2025-02-14T10:00:00Z"),
      ]);
    expect(await paymentSumLines()).toEqual([
      "pending 2025-02 1 3",
      "successful 2025-01 2 12.3",
      "successful 2025-02 1 12.5",
    ]);

    await db
      .update(payments)
      .set({ status: "successful" })
      .where(eq(payments.providerPaymentId, "sums_3"));
    await db
      .update(payments)
      .set({ amount: 6, chargeDate: at("2025-03-02T00:00:00Z") })
      .where(eq(payments.providerPaymentId, "sums_1"));
    // A change of neither status, amount nor date leaves the sums as they are.
    await db.update(payments).set({ statusAt: at("2025-04-01T00:00:00Z") });
    await db.delete(payments).where(inArray(payments.providerPaymentId, ["sums_4"]));
    expect(await paymentSumLines()).toEqual([
      "successful 2025-01 1 7.2",
      "successful 2025-02 1 3",
      "successful 2025-03 1 6",
    ]);
    expect(await paymentSumLines()).toEqual(await paymentLines());

    await db.delete(payments);
    expect(await paymentSumLines()).toEqual([]);
  });
});

describe("membership_spans", () => {
  it("follows the member role's rows and ignores the others", async () => {
    const { db } = database();
    const [first, second, third] = await Promise.all([
      createTestContact(database(), {}),
      createTestContact(database(), {}),
      createTestContact(database(), {}),
    ]);
    await db.delete(contactRoles);
    await db.insert(contactRoles).values([
      { contactId: first.id, role: "member", dateAdded: at("2025-01-15T00:00:00Z") },
      {
        contactId: second.id,
        role: "member",
        dateAdded: at("2025-01-20T00:00:00Z"),
        dateExpires: at("2025-06-30T23:00:00Z"),
      },
      { contactId: third.id, role: "admin", dateAdded: at("2025-01-20T00:00:00Z") },
    ]);
    expect(await spanLines()).toEqual(["2025-01 2025-06 1", "2025-01 never 1"]);

    await db
      .update(contactRoles)
      .set({ dateExpires: at("2025-03-01T00:00:00Z") })
      .where(eq(contactRoles.contactId, first.id));
    await db
      .insert(contactRoles)
      .values({ contactId: third.id, role: "member", dateAdded: at("2025-02-01T00:00:00Z") });
    await db.delete(contactRoles).where(eq(contactRoles.contactId, second.id));
    expect(await spanLines()).toEqual(["2025-01 2025-03 1", "2025-02 never 1"]);
    expect(await spanLines()).toEqual(await roleLines());
  });
});
