import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  contactProfiles,
  contactRoles,
  contactTagAssignments,
  contactTags,
  contacts,
  contributions,
  payments,
} from "../../db/schema";
import { countingDatabase } from "../../test-support/counting-database";
import { testDatabasePerFile } from "../../test-support/database";
import { createExportPacer } from "../../lib/export/pacer";
import { exportContacts } from "./export";

const database = testDatabasePerFile();
const now = new Date("2025-06-01T00:00:00Z");
/** Two of every three share their joined time with another, so pages break inside ties. */
const joinedAt = (n: number) => new Date(Date.UTC(2025, 0, 1 + Math.floor(n / 3)));

beforeAll(async () => {
  const { db } = database();
  const rows = await db
    .insert(contacts)
    .values(
      Array.from({ length: 9 }, (_, n) => ({ email: `e${n}@export.test`, joined: joinedAt(n) })),
    )
    .returning({ id: contacts.id, email: contacts.email });
  const even = rows.filter((row) => Number(row.email.slice(1, 2)) % 2 === 0);
  await db
    .insert(contributions)
    .values(even.map((row) => ({ contactId: row.id, type: "Manual" as const, amount: 4 })));
  await db.insert(contactRoles).values(
    even.map((row) => ({
      contactId: row.id,
      role: "member" as const,
      dateAdded: new Date("2025-01-01T00:00:00Z"),
    })),
  );
});

async function exported(where = sql`true`, batchSize?: number, db = database().db) {
  const file = await exportContacts({
    db,
    where: sql`${contacts.email} like '%@export.test' and ${where}`,
    now,
    pacer: createExportPacer(),
    ...(batchSize ? { batchSize } : {}),
  });
  let text = "";
  for await (const chunk of file.body) text += String(chunk);
  const lines = text
    .replace(/^\ufeff/, "")
    .trim()
    .split("\r\n")
    .slice(1);
  return { total: file.total, lines };
}

describe("exportContacts", () => {
  it("reads every matching contact once, by joined date, whatever the batch size", async () => {
    const whole = await exported();
    expect(whole.total).toBe(9);
    expect(new Set(whole.lines.map((line) => line.split(",")[1])).size).toBe(9);
    const byJoined = whole.lines.map((line) => line.split(",")[4]);
    expect(byJoined).toEqual([...byJoined].sort());
    for (const batchSize of [1, 2, 4]) {
      expect((await exported(sql`true`, batchSize)).lines, `batches of ${batchSize}`).toEqual(
        whole.lines,
      );
    }
  });

  it("pages through the contacts a rule on the copied fields matches", async () => {
    const members = await exported(sql`${contacts.contributionType} = 'Manual'`, 2);
    expect(members.total).toBe(5);
    expect(members.lines.map((line) => line.split(",")[1]).sort()).toEqual(
      ["e0", "e2", "e4", "e6", "e8"].map((name) => `${name}@export.test`),
    );
    for (const line of members.lines) expect(line).toContain(",Manual,4,,,,2025-01-01T");
  });

  it("exports no monthly amount for a contact whose membership ended", async () => {
    const { db } = database();
    const [ended] = await db
      .insert(contacts)
      .values({ email: "ended@export.test", joined: joinedAt(20) })
      .returning({ id: contacts.id });
    await db
      .insert(contributions)
      .values({ contactId: ended?.id ?? "", type: "Automatic", amount: 15, period: "monthly" });
    await db.insert(contactRoles).values({
      contactId: ended?.id ?? "",
      role: "member",
      dateAdded: new Date("2025-01-01T00:00:00Z"),
      dateExpires: new Date("2025-05-01T00:00:00Z"),
    });
    const [line] = (await exported(sql`${contacts.email} = 'ended@export.test'`)).lines;
    expect(line).toContain(",Automatic,,monthly,");
    expect(line).toContain(",Ended,");
  });

  it("writes the membership state as staff read it: failed, cancelled and ending, ended", async () => {
    const { db } = database();
    const joined = joinedAt(21);
    const made = await db
      .insert(contacts)
      .values(
        ["failed", "cancelled", "lapsed"].map((name) => ({
          email: `${name}-state@export.test`,
          joined,
        })),
      )
      .returning({ id: contacts.id, email: contacts.email });
    const id = (name: string) =>
      made.find((row) => row.email === `${name}-state@export.test`)?.id ?? "";
    const since = new Date("2025-01-01T00:00:00Z");
    await db.insert(contributions).values([
      {
        contactId: id("failed"),
        type: "Automatic",
        amount: 5,
        period: "monthly",
        subscriptionId: "sub_f",
      },
      {
        contactId: id("cancelled"),
        type: "Automatic",
        amount: 5,
        period: "monthly",
        cancelledAt: new Date("2025-05-20T00:00:00Z"),
      },
      {
        contactId: id("lapsed"),
        type: "Automatic",
        amount: 5,
        period: "monthly",
        cancelledAt: new Date("2025-03-20T00:00:00Z"),
        endedReason: "cancelled",
      },
    ]);
    await db.insert(contactRoles).values([
      {
        contactId: id("failed"),
        role: "member",
        dateAdded: since,
        dateExpires: new Date("2025-06-20T00:00:00Z"),
      },
      {
        contactId: id("cancelled"),
        role: "member",
        dateAdded: since,
        dateExpires: new Date("2025-06-15T00:00:00Z"),
      },
      {
        contactId: id("lapsed"),
        role: "member",
        dateAdded: since,
        dateExpires: new Date("2025-04-15T00:00:00Z"),
      },
    ]);
    const payment = (contact: string, n: number, status: "successful" | "failed", end: string) => ({
      provider: "test" as const,
      providerPaymentId: `pay_${contact}_${n}`,
      contactId: id(contact),
      subscriptionId: contact === "failed" ? "sub_f" : null,
      status,
      amount: 5,
      chargeDate: new Date(new Date(end).getTime() - 30 * 86_400_000),
      periodEnd: status === "successful" ? new Date(end) : null,
      statusAt: new Date(end),
    });
    await db
      .insert(payments)
      .values([
        payment("failed", 1, "successful", "2025-05-30T00:00:00Z"),
        payment("failed", 2, "failed", "2025-06-29T00:00:00Z"),
        payment("cancelled", 1, "successful", "2025-06-15T00:00:00Z"),
        payment("lapsed", 1, "successful", "2025-04-15T00:00:00Z"),
      ]);
    const { lines } = await exported(sql`${contacts.email} like '%-state@export.test'`);
    const lineOf = (name: string) =>
      lines.find((text) => text.includes(`${name}-state@export.test`));
    expect(lineOf("failed")).toContain(",Last payment failed,");
    expect(lineOf("cancelled")).toContain(',"Cancelled, ending",');
    expect(lineOf("lapsed")).toContain(",Ended after a cancellation,");
  });

  it("writes tags, the manual reference and the address, in one statement per page", async () => {
    const { db } = database();
    const made = await db
      .insert(contacts)
      .values(
        [1, 2, 3, 4, 5].map((n) => ({ email: `paged${n}@export.test`, joined: joinedAt(30 + n) })),
      )
      .returning({ id: contacts.id });
    const tags = await db
      .insert(contactTags)
      .values([{ name: "zebra" }, { name: "Apple" }])
      .returning({ id: contactTags.id });
    await db
      .insert(contactTagAssignments)
      .values(
        made.flatMap((contact) => tags.map((tag) => ({ contactId: contact.id, tagId: tag.id }))),
      );
    const first = made[0]?.id ?? "";
    await db.insert(contributions).values({
      contactId: first,
      type: "Manual",
      amount: 7,
      manualSource: "Cheque",
      manualReference: "R-17",
    });
    await db.insert(contactProfiles).values({
      contactId: first,
      deliveryAddress: { line1: "1 Quay", line2: "", city: "Hull", postcode: "HU1" },
    });
    const paged = sql`${contacts.email} like 'paged%'`;
    const { lines } = await exported(paged);
    expect(lines).toHaveLength(5);
    for (const line of lines) expect(line).toContain(',"Apple, zebra",');
    const firstLine = lines.find((line) => line.includes(",paged1@export.test,"));
    expect(firstLine).toContain(",Cheque R-17,");
    expect(firstLine).toContain(",1 Quay,,Hull,HU1");

    // The count, the settings, then one per page read (the last, short, page included).
    const statementsFor = async (batchSize: number) => {
      const counting = countingDatabase(database());
      expect((await exported(paged, batchSize, counting.db)).lines).toEqual(lines);
      return counting.statements();
    };
    expect(await statementsFor(2)).toBe(2 + 3);
    expect(await statementsFor(1)).toBe(2 + 6);
  });
});
