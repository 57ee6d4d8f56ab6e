import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContactPage } from "@core/contacts";
import type { Segment } from "@core/segments";
import { contactRoles, contributions } from "../../db/schema";
import { apiCaller, createTestContact, signIn } from "../../test-support/accounts";
import { buildTestApp } from "../../test-support/app";
import { testDatabasePerFile } from "../../test-support/database";

/**
 * A contact whose membership ended gives nothing any more (issue #23): the contacts list
 * shows no amount for them and a rule on the monthly amount does not count them, whatever
 * their last contribution was.
 */
const database = testDatabasePerFile();
let app: FastifyInstance;
let adminCookie: string;
const DAY = 86_400_000;
const ids: Record<string, string> = {};

beforeAll(async () => {
  app = await buildTestApp({ database: database() });
  adminCookie = await signIn(app, await createTestContact(database(), { roles: ["admin"] }));
  const now = await app.services.payments.clock.now();
  const { db } = database();
  for (const key of ["current", "ended"]) {
    const contact = await createTestContact(database(), { email: `${key}@ended.test` });
    ids[key] = contact.id;
    await db
      .insert(contributions)
      .values({ contactId: contact.id, type: "Automatic", amount: 15, period: "monthly" });
    await db.insert(contactRoles).values({
      contactId: contact.id,
      role: "member",
      dateAdded: new Date(now.getTime() - 90 * DAY),
      dateExpires: new Date(now.getTime() + (key === "ended" ? -2 : 20) * DAY),
    });
  }
});
afterAll(() => app.close());

const call = apiCaller(
  () => app,
  () => adminCookie,
);

const rules = (...more: object[]) => ({
  condition: "AND",
  rules: [{ field: "email", operator: "ends_with", value: ["@ended.test"] }, ...more],
});
const overTen = { field: "contributionMonthlyAmount", operator: "greater", value: [10] };

describe("an ended membership", () => {
  it("shows no monthly amount in the contacts list", async () => {
    const response = await call(
      "GET",
      `/contact?sort=email&rules=${encodeURIComponent(JSON.stringify(rules()))}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const items = response.json<ContactPage>().items;
    const byId = new Map(items.map((item) => [item.id, item]));
    expect(byId.get(ids.current ?? "")).toMatchObject({
      contributionAmount: 15,
      contributionPeriod: "monthly",
    });
    expect(byId.get(ids.ended ?? "")?.contributionAmount).toBeUndefined();
    expect(byId.get(ids.ended ?? "")?.contributionPeriod).toBeUndefined();
    // The contact's own page agrees.
    const ended = await call("GET", `/contact/${ids.ended}`);
    expect(ended.json<{ contributionAmount?: number }>().contributionAmount).toBeUndefined();
  });

  it("does not count in a segment on the monthly amount", async () => {
    const created = await call("POST", "/segments", {
      name: "More than 10 a month",
      ruleGroup: rules(overTen),
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json<Segment>().contactCount).toBe(1);
    const listed = await call(
      "GET",
      `/contact?rules=${encodeURIComponent(JSON.stringify(rules(overTen)))}`,
    );
    expect(listed.json<ContactPage>().items.map((item) => item.id)).toEqual([ids.current]);
  });
});
