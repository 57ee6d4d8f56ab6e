import { beforeAll, describe, expect, it } from "vitest";
import type { Callout } from "@core/callouts";
import type { Stats } from "@core/stats";
import { calloutResponses, contactRoles, contacts, contributions, payments } from "../../db/schema";
import { calloutBody } from "../../test-support/callouts";
import { createTestContact, signIn } from "../../test-support/accounts";
import { testAppPerFile } from "../../test-support/app";
import { testDatabasePerFile } from "../../test-support/database";

/**
 * `GET /stats` over data written here: March 2025 (1 to 31, the 31st excluded) against the
 * 30 days before it (30 January to 1 March), and the twelve months up to March 2025.
 */
const database = testDatabasePerFile();
const { app } = testAppPerFile(database);

let admin = "";
const at = (iso: string) => new Date(iso);
const PERIOD = "from=2025-03-01T00:00:00.000Z&to=2025-03-31T00:00:00.000Z";

beforeAll(async () => {
  admin = await signIn(app(), await createTestContact(database(), { roles: ["admin"] }));
  const { db } = database();
  const people = {
    // Joined in March: A and B become members then; E on the period's first instant.
    a: at("2025-03-05T10:00:00Z"),
    b: at("2025-03-30T23:59:59Z"),
    e: at("2025-03-01T00:00:00Z"),
    // On the excluded end of March: in neither period.
    c: at("2025-03-31T00:00:00Z"),
    // In the previous period.
    d: at("2025-02-15T00:00:00Z"),
    // Long before.
    f: at("2024-06-01T00:00:00Z"),
  };
  const ids = Object.fromEntries(
    await Promise.all(
      Object.entries(people).map(async ([name, joined]) => {
        const [row] = await db
          .insert(contacts)
          .values({ email: `${name}@stats.example.org`, firstname: name.toUpperCase(), joined })
          .returning({ id: contacts.id });
        return [name, row!.id] as const;
      }),
    ),
  ) as Record<keyof typeof people, string>;
  await db.insert(contactRoles).values([
    { contactId: ids.a, role: "member", dateAdded: people.a },
    { contactId: ids.b, role: "member", dateAdded: people.b },
    { contactId: ids.e, role: "admin", dateAdded: people.e },
    { contactId: ids.d, role: "member", dateAdded: people.d, dateExpires: at("2025-03-10") },
    { contactId: ids.f, role: "member", dateAdded: people.f, dateExpires: at("2025-01-15") },
  ]);
  await db.insert(contributions).values([
    { contactId: ids.d, type: "Manual", cancelledAt: at("2025-03-02T00:00:00Z") },
    { contactId: ids.f, type: "Manual", cancelledAt: at("2025-01-31T00:00:00Z") },
    { contactId: ids.a, type: "Manual" },
  ]);
  const charged = [
    { status: "successful", amount: 10, chargeDate: "2025-03-05T12:00:00Z" },
    { status: "successful", amount: 12.5, chargeDate: "2025-03-20T12:00:00Z" },
    { status: "successful", amount: 5.25, chargeDate: "2025-03-30T12:00:00Z" },
    { status: "failed", amount: 100, chargeDate: "2025-03-10T12:00:00Z" },
    { status: "pending", amount: 50, chargeDate: "2025-03-11T12:00:00Z" },
    { status: "successful", amount: 20, chargeDate: "2025-03-31T00:00:00Z" },
    { status: "successful", amount: 7, chargeDate: "2025-02-20T12:00:00Z" },
    { status: "successful", amount: 8, chargeDate: "2025-01-30T00:00:00Z" },
    { status: "cancelled", amount: 8, chargeDate: "2025-02-02T00:00:00Z" },
    { status: "successful", amount: 30, chargeDate: "2024-06-10T12:00:00Z" },
    { status: "successful", amount: 99, chargeDate: "2024-03-15T12:00:00Z" },
  ] as const;
  await db.insert(payments).values(
    charged.map((payment, i) => ({
      ...payment,
      chargeDate: at(payment.chargeDate),
      statusAt: at(payment.chargeDate),
      contactId: ids.a,
      provider: "test" as const,
      providerPaymentId: `stats_${i}`,
    })),
  );
  const response = await app().inject({
    method: "POST",
    url: "/api/1.0/callout",
    headers: { cookie: admin },
    payload: calloutBody(),
  });
  expect(response.statusCode, response.body).toBe(200);
  const callout = response.json<Callout>();
  await db.insert(calloutResponses).values(
    ["2025-03-10T08:00:00Z", "2025-03-10T09:00:00Z", "2025-02-01T00:00:00Z"].map((created) => ({
      calloutId: callout.id,
      answers: { slide1: { view: "Clear" } },
      createdAt: at(created),
    })),
  );
});

async function stats(query: string): Promise<Stats> {
  const response = await app().inject({
    url: `/api/1.0/stats?${query}`,
    headers: { cookie: admin },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Stats>();
}

describe("GET /stats", () => {
  it("counts the period, its start included and its end not", async () => {
    const figures = await stats(PERIOD);
    expect(figures).toMatchObject({
      from: "2025-03-01T00:00:00.000Z",
      to: "2025-03-31T00:00:00.000Z",
      newContacts: 3,
      newMembers: 2,
      cancellations: 1,
      responses: 2,
      totalRevenue: 27.75,
      averageContribution: 9.25,
    });
  });

  it("compares with the period of the same length just before", async () => {
    const { previous } = await stats(PERIOD);
    expect(previous).toEqual({
      from: "2025-01-30T00:00:00.000Z",
      to: "2025-03-01T00:00:00.000Z",
      newContacts: 1,
      newMembers: 1,
      cancellations: 1,
      responses: 1,
      totalRevenue: 15,
      averageContribution: 7.5,
    });
  });

  it("answers null money for a period without payments", async () => {
    const quiet = await stats("from=2023-01-01&to=2023-02-01");
    expect(quiet).toMatchObject({ newContacts: 0, totalRevenue: null, averageContribution: null });
  });

  it("gives members at each month's end and each month's revenue", async () => {
    const { months } = await stats(PERIOD);
    expect(months).toEqual([
      { month: "2024-04", members: 0, revenue: 0 },
      { month: "2024-05", members: 0, revenue: 0 },
      { month: "2024-06", members: 1, revenue: 30 },
      { month: "2024-07", members: 1, revenue: 0 },
      { month: "2024-08", members: 1, revenue: 0 },
      { month: "2024-09", members: 1, revenue: 0 },
      { month: "2024-10", members: 1, revenue: 0 },
      { month: "2024-11", members: 1, revenue: 0 },
      { month: "2024-12", members: 1, revenue: 0 },
      { month: "2025-01", members: 0, revenue: 8 },
      { month: "2025-02", members: 1, revenue: 7 },
      { month: "2025-03", members: 2, revenue: 27.75 },
    ]);
  });

  it("lists the newest active members, as of now", async () => {
    const { recentMembers } = await stats(PERIOD);
    expect(recentMembers.map((member) => [member.contact.firstname, member.since])).toEqual([
      ["B", "2025-03-30T23:59:59.000Z"],
      ["A", "2025-03-05T10:00:00.000Z"],
    ]);
  });

  it("takes the last 30 days by default", async () => {
    const figures = await stats("");
    const length = Date.parse(figures.to) - Date.parse(figures.from);
    expect(length).toBe(30 * 24 * 60 * 60 * 1000);
    expect(Math.abs(Date.parse(figures.to) - Date.now())).toBeLessThan(60_000);
    expect(figures.months).toHaveLength(12);
  });

  it("cuts the period before a very long one at the earliest date an input may name", async () => {
    const figures = await stats("from=1900-01-01T00:00:00Z&to=9000-12-31T00:00:00Z");
    expect(figures.previous).toMatchObject({
      from: "1900-01-01T00:00:00.000Z",
      to: "1900-01-01T00:00:00.000Z",
    });
    expect(figures.newContacts).toBeGreaterThanOrEqual(6);
  });

  it("refuses a period that ends before it starts, and dates it cannot read", async () => {
    for (const query of [
      "from=2025-03-31&to=2025-03-01",
      "from=2025-03-01&to=2025-03-01",
      "from=yesterday",
      "to=2025-13-01",
      "since=2025-01-01",
      // Before the years a date may name: its period before would start before year 1.
      "from=1000-01-01T00:00:00Z",
      "to=9001-01-01",
    ]) {
      const response = await app().inject({
        url: `/api/1.0/stats?${query}`,
        headers: { cookie: admin },
      });
      expect(response.statusCode, query).toBe(400);
    }
  });
});
