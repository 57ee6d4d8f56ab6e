import type { FastifyInstance } from "fastify";
import { like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContactPage } from "../../src/core/contacts";
import { createTestContact, signIn } from "../test-support/accounts";
import { buildTestApp } from "../test-support/app";
import { testDatabasePerFile } from "../test-support/database";
import { contactCount, contacts } from "./schema";

/**
 * contact_count (migration 0020) holds how many contacts there are after every insert, delete
 * and truncate, and is the total of the contacts list without a filter.
 */
const database = testDatabasePerFile();
let app: FastifyInstance;
let adminCookie: string;

beforeAll(async () => {
  app = await buildTestApp({ database: database() });
  adminCookie = await signIn(app, await createTestContact(database(), { roles: ["admin"] }));
});
afterAll(() => app.close());

async function kept(): Promise<number | undefined> {
  const rows = await database().db.select().from(contactCount);
  expect(rows).toHaveLength(1);
  return rows[0]?.count;
}

const counted = () => database().db.$count(contacts);

async function listTotal(): Promise<number> {
  const response = await app.inject({
    url: "/api/1.0/contact?limit=0",
    headers: { cookie: adminCookie },
  });
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
    const removed = await app.inject({
      method: "DELETE",
      url: `/api/1.0/contact/${id}`,
      headers: { cookie: adminCookie },
    });
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
