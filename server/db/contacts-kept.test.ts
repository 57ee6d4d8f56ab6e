import { cp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { and, eq, inArray, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContactPage, ImportStatus } from "@core/contacts";
import { apiCaller, createTestContact, signIn } from "../test-support/accounts";
import { buildTestApp } from "../test-support/app";
import { MIGRATIONS_DIR, testDatabasePerFile } from "../test-support/database";
import { openDatabase, type Database } from "./connection";
import { migrateDatabase } from "./migrate";
import { contactCount, contactProfiles, contactRoles, contacts, contributions } from "./schema";

/**
 * What migration 0019 keeps for the contacts list stays right after every kind of write (the
 * API's, an import's, bulk statements of any shape): the copies of a contact's contribution,
 * member role and profile on `contacts`, which rules and sorts read, and contact_count, the
 * total of the list without a filter.
 */
const database = testDatabasePerFile();
let app: FastifyInstance;
let adminCookie: string;

beforeAll(async () => {
  app = await buildTestApp({ database: database() });
  adminCookie = await signIn(app, await createTestContact(database(), { roles: ["admin"] }));
});
afterAll(() => app.close());

const call = apiCaller(
  () => app,
  () => adminCookie,
);

/** The copied columns as one line per contact, from contacts or from the rows themselves. */
const copied = sql`concat_ws(' | ', ${contacts.contributionType},
  ${contacts.contributionMonthlyAmount}, ${contacts.contributionPeriod},
  ${contacts.contributionCancelledAt}, ${contacts.manualPaymentSource}, ${contacts.membershipStarts},
  ${contacts.membershipExpires}, ${contacts.newsletterStatus}, ${contacts.newsletterGroups},
  ${contacts.deliveryOptIn})`;

const fromRows = sql`concat_ws(' | ', coalesce(${contributions.type}, 'None'),
  ${contributions.monthlyAmount}, ${contributions.period}, ${contributions.cancelledAt},
  ${contributions.manualSource}, ${contactRoles.dateAdded}, ${contactRoles.dateExpires},
  coalesce(${contactProfiles.newsletterStatus}, 'none'),
  nullif(${contactProfiles.newsletterGroups}, '{}'), ${contactProfiles.deliveryOptIn})`;

/** Every contact whose copies differ from its rows, as `email: copy ≠ rows`. */
async function drift(db: Database = database().db): Promise<string[]> {
  const rows = await db
    .select({ email: contacts.email, copy: sql<string>`${copied}`, rows: sql<string>`${fromRows}` })
    .from(contacts)
    .leftJoin(contributions, eq(contributions.contactId, contacts.id))
    .leftJoin(
      contactRoles,
      and(eq(contactRoles.contactId, contacts.id), eq(contactRoles.role, "member")),
    )
    .leftJoin(contactProfiles, eq(contactProfiles.contactId, contacts.id))
    .where(sql`${copied} is distinct from ${fromRows}`);
  return rows.map((row) => `${row.email}: ${row.copy} ≠ ${row.rows}`);
}

/** One contact's copies, as the list's rules read them. */
async function copyOf(id: string) {
  const [row] = await database()
    .db.select({
      type: contacts.contributionType,
      amount: contacts.contributionMonthlyAmount,
      period: contacts.contributionPeriod,
      cancelled: contacts.contributionCancelledAt,
      source: contacts.manualPaymentSource,
      starts: contacts.membershipStarts,
      expires: contacts.membershipExpires,
      newsletter: contacts.newsletterStatus,
      groups: contacts.newsletterGroups,
      optIn: contacts.deliveryOptIn,
    })
    .from(contacts)
    .where(eq(contacts.id, id));
  if (!row) throw new Error(`No contact ${id}`);
  return row;
}

describe("the contacts' copies of their contribution, membership and profile", () => {
  it("follow a contact added with roles, a manual contribution and a profile", async () => {
    const response = await call("POST", "/contact", {
      email: "added@copies.test",
      firstname: "Ada",
      lastname: "Added",
      profile: { newsletterStatus: "subscribed", newsletterGroups: ["weekly"] },
      roles: [
        { role: "member", dateAdded: "2025-01-01T00:00:00Z", dateExpires: "2026-01-01T00:00:00Z" },
      ],
      contribution: { type: "Manual", amount: 60, period: "annually", source: "Cheque" },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await copyOf(response.json<{ id: string }>().id)).toEqual({
      type: "Manual",
      amount: 5,
      period: "annually",
      cancelled: null,
      source: "Cheque",
      starts: new Date("2025-01-01T00:00:00Z"),
      expires: new Date("2026-01-01T00:00:00Z"),
      newsletter: "subscribed",
      groups: ["weekly"],
      optIn: false,
    });
    expect(await drift()).toEqual([]);
  });

  it("follow changes of the profile, roles and contribution through the API", async () => {
    const { id } = await createTestContact(database(), { email: "changes@copies.test" });
    const steps: [string, () => Promise<{ statusCode: number; body: string }>][] = [
      [
        "profile",
        () =>
          call("PATCH", `/contact/${id}`, {
            profile: { newsletterStatus: "unsubscribed", deliveryOptIn: true },
          }),
      ],
      [
        "member role",
        () =>
          call("PUT", `/contact/${id}/role/member`, {
            dateAdded: "2024-03-01T00:00:00Z",
            dateExpires: "2025-03-01T00:00:00Z",
          }),
      ],
      ["admin role", () => call("PUT", `/contact/${id}/role/admin`, { dateAdded: "2024-01-01" })],
      [
        "forced contribution",
        () =>
          call("PATCH", `/contact/${id}/contribution/force`, {
            type: "Manual",
            amount: 7,
            period: "monthly",
            source: "Standing order",
          }),
      ],
      ["cancelled contribution", () => call("POST", `/contact/${id}/contribution/cancel`)],
    ];
    for (const [name, step] of steps) {
      const response = await step();
      expect(response.statusCode, `${name}: ${response.body}`).toBeLessThan(300);
      expect(await drift(), name).toEqual([]);
    }
    expect(await copyOf(id)).toMatchObject({
      type: "Manual",
      amount: 7,
      source: "Standing order",
      cancelled: expect.any(Date),
      starts: new Date("2024-03-01T00:00:00Z"),
      expires: new Date("2025-03-01T00:00:00Z"),
      newsletter: "unsubscribed",
      optIn: true,
    });

    expect((await call("DELETE", `/contact/${id}/role/member`)).statusCode).toBe(204);
    const none = await call("PATCH", `/contact/${id}/contribution/force`, { type: "None" });
    expect(none.statusCode, none.body).toBe(200);
    expect(await copyOf(id)).toMatchObject({
      type: "None",
      amount: null,
      period: null,
      starts: null,
      expires: null,
    });
    expect(await drift()).toEqual([]);
  });

  it("follow an import that creates contacts and updates existing ones", async () => {
    const known = await createTestContact(database(), { email: "known@copies.test" });
    const csv = [
      "email,first,newsletter",
      "known@copies.test,Known,subscribed",
      "new@copies.test,New,pending",
    ].join("\r\n");
    const started = await call("POST", "/contact-import", {
      csv,
      mapping: ["email", "firstname", "newsletterStatus"],
      existing: "update",
    });
    expect(started.statusCode, started.body).toBe(202);
    await app.services.jobs.drain();
    const status = await call("GET", `/contact-import/${started.json<{ id: string }>().id}`);
    expect(status.json<ImportStatus>().report).toMatchObject({ created: 1, updated: 1 });
    expect((await copyOf(known.id)).newsletter).toBe("subscribed");
    const [created] = await database()
      .db.select({ id: contacts.id })
      .from(contacts)
      .where(eq(contacts.email, "new@copies.test"));
    expect((await copyOf(created?.id ?? "")).newsletter).toBe("pending");
    expect(await drift()).toEqual([]);
  });

  it("follow statements that write many rows at once, upserts and deletes", async () => {
    const { db } = database();
    const ids: string[] = [];
    for (let n = 0; n < 4; n++) {
      ids.push((await createTestContact(database(), { email: `bulk${n}@copies.test` })).id);
    }
    await db
      .insert(contributions)
      .values(ids.map((contactId, n) => ({ contactId, type: "Manual" as const, amount: n + 1 })));
    await db.insert(contactRoles).values(
      ids.flatMap((contactId) => [
        { contactId, role: "member" as const, dateAdded: new Date("2025-01-01T00:00:00Z") },
        { contactId, role: "admin" as const, dateAdded: new Date("2025-02-01T00:00:00Z") },
      ]),
    );
    expect(await drift()).toEqual([]);

    await db
      .update(contributions)
      .set({ amount: sql`${contributions.amount} * 12`, period: "annually" })
      .where(inArray(contributions.contactId, ids));
    await db
      .update(contactRoles)
      .set({ dateExpires: new Date("2025-12-31T00:00:00Z") })
      .where(inArray(contactRoles.contactId, ids));
    await db
      .update(contactProfiles)
      .set({ newsletterGroups: ["monthly", "events"] })
      .where(inArray(contactProfiles.contactId, ids));
    expect(await copyOf(ids[2] ?? "")).toMatchObject({
      amount: 3,
      period: "annually",
      expires: new Date("2025-12-31T00:00:00Z"),
      groups: ["monthly", "events"],
    });
    expect(await drift()).toEqual([]);

    // A row moved from one contact to another changes both.
    await db.delete(contributions).where(eq(contributions.contactId, ids[3] ?? ""));
    await db
      .update(contributions)
      .set({ contactId: ids[3] ?? "" })
      .where(eq(contributions.contactId, ids[0] ?? ""));
    // Deleted first, so the upsert below inserts for one contact and updates for the other.
    await db.delete(contributions).where(eq(contributions.contactId, ids[1] ?? ""));
    await db
      .insert(contributions)
      .values([
        { contactId: ids[1] ?? "", type: "Gift", amount: 9, period: "monthly" },
        { contactId: ids[2] ?? "", type: "Automatic", amount: 4, period: "monthly" },
      ])
      .onConflictDoUpdate({
        target: contributions.contactId,
        set: {
          type: sql`excluded.type`,
          amount: sql`excluded.amount`,
          period: sql`excluded.period`,
        },
      });
    await db.delete(contactRoles).where(inArray(contactRoles.contactId, ids.slice(0, 2)));
    await db.delete(contactProfiles).where(eq(contactProfiles.contactId, ids[3] ?? ""));
    expect(await copyOf(ids[0] ?? "")).toMatchObject({ type: "None", amount: null, starts: null });
    expect(await copyOf(ids[2] ?? "")).toMatchObject({ type: "Automatic", amount: 4 });
    expect(await copyOf(ids[3] ?? "")).toMatchObject({
      type: "Manual",
      amount: 1,
      newsletter: "none",
      groups: null,
    });
    expect((await copyOf(ids[3] ?? "")).optIn).toBeNull();
    expect(await drift()).toEqual([]);
  });

  it("leave nothing behind when the contact is deleted", async () => {
    const response = await call("POST", "/contact", {
      email: "deleted@copies.test",
      firstname: "Del",
      lastname: "Eted",
      roles: [{ role: "member" }],
      contribution: { type: "Manual", amount: 3, period: "monthly" },
    });
    const id = response.json<{ id: string }>().id;
    expect((await call("DELETE", `/contact/${id}`)).statusCode).toBe(204);
    expect(await database().db.$count(contacts, eq(contacts.id, id))).toBe(0);
    expect(await drift()).toEqual([]);
  });

  it("are cleared when a table is truncated", async () => {
    const { db } = database();
    await db.execute(sql`truncate ${contributions}, ${contactProfiles}`);
    expect(await db.$count(contacts, sql`${contacts.contributionType} <> 'None'`)).toBe(0);
    expect(await db.$count(contacts, sql`${contacts.newsletterStatus} <> 'none'`)).toBe(0);
    expect(await drift()).toEqual([]);
  });
});

async function kept(): Promise<number | undefined> {
  const rows = await database().db.select().from(contactCount);
  expect(rows).toHaveLength(1);
  return rows[0]?.count;
}

const counted = () => database().db.$count(contacts);

async function listTotal(): Promise<number> {
  const response = await call("GET", "/contact?limit=0");
  expect(response.statusCode).toBe(200);
  return response.json<ContactPage>().total;
}

describe("contact_count", () => {
  it("follows contacts added one at a time and in bulk, and conflicting inserts", async () => {
    const { db } = database();
    const before = await counted();
    expect(await kept()).toBe(before);
    await createTestContact(database(), { email: "one@count.test" });
    await db.insert(contacts).values([1, 2, 3].map((n) => ({ email: `bulk${n}@count.test` })));
    // Every row conflicts: nothing is added.
    await db.insert(contacts).values({ email: "one@count.test" }).onConflictDoNothing();
    expect(await counted()).toBe(before + 4);
    expect(await kept()).toBe(before + 4);
    expect(await listTotal()).toBe(before + 4);
  });

  it("follows contacts deleted through the API and in bulk", async () => {
    const { id } = await createTestContact(database(), { email: "gone@count.test" });
    const removed = await call("DELETE", `/contact/${id}`);
    expect(removed.statusCode).toBe(204);
    await database().db.delete(contacts).where(like(contacts.email, "bulk%@count.test"));
    expect(await kept()).toBe(await counted());
    expect(await listTotal()).toBe(await counted());
  });

  it("is zero after a truncate", async () => {
    expect(await kept()).toBeGreaterThan(0);
    await database().db.execute(sql`truncate ${contacts} cascade`);
    expect(await kept()).toBe(0);
  });
});

describe("migration 0019", () => {
  const dataDir = join(tmpdir(), `agora-copies-${process.pid}`);
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  // On the embedded engine only, whichever the test project: it needs a database of its own.
  it.skipIf(process.env.AGORA_TEST_ENGINE === "postgres")(
    "copies and counts the contacts that were there before it",
    async () => {
      // The migrations up to 0019, then some contacts, then 0019 itself.
      const before = join(dataDir, "migrations");
      await cp(MIGRATIONS_DIR, before, { recursive: true });
      const journalFile = join(before, "meta", "_journal.json");
      const journal = JSON.parse(await readFile(journalFile, "utf8")) as {
        entries: { tag: string }[];
      };
      journal.entries = journal.entries.filter((entry) => entry.tag < "0019");
      await writeFile(journalFile, JSON.stringify(journal));
      const connection = await openDatabase();
      try {
        await migrateDatabase(connection, before);
        const old = sql`(select id from contacts where email = 'old@copies.test')`;
        for (const statement of [
          sql`insert into contacts (email) values ('old@copies.test'), ('plain@copies.test')`,
          sql`insert into contact_profiles (contact_id, newsletter_status, delivery_opt_in)
          values (${old}, 'subscribed', true)`,
          sql`insert into contributions (contact_id, type, amount, period)
          values (${old}, 'Manual', 24, 'annually')`,
          sql`insert into contact_roles (contact_id, role, date_added)
          values (${old}, 'member', '2024-05-01')`,
        ]) {
          await connection.db.execute(statement);
        }
        await migrateDatabase(connection, MIGRATIONS_DIR);
        const [row] = await connection.db
          .select({ amount: contacts.contributionMonthlyAmount, news: contacts.newsletterStatus })
          .from(contacts)
          .where(eq(contacts.email, "old@copies.test"));
        expect(row).toEqual({ amount: 2, news: "subscribed" });
        expect(
          await connection.db.select({ count: contactCount.count }).from(contactCount),
        ).toEqual([{ count: 2 }]);
        expect(await drift(connection.db)).toEqual([]);
      } finally {
        await connection.close();
      }
    },
  );
});
