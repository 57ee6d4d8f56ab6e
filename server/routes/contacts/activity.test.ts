import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ActivityList, Contact } from "@core/contacts";
import { calloutResponses, jobs, payments } from "../../db/schema";
import { calloutBody } from "../../test-support/callouts";
import { apiCaller, createTestContact, signIn, TEST_PASSWORD } from "../../test-support/accounts";
import { buildTestApp } from "../../test-support/app";
import { testDatabasePerFile } from "../../test-support/database";

const database = testDatabasePerFile();
let app: FastifyInstance;
let adminId: string;
let adminCookie: string;

beforeAll(async () => {
  app = await buildTestApp({ database: database() });
  const admin = await createTestContact(database(), { roles: ["admin"], firstname: "Rita" });
  adminId = admin.id;
  adminCookie = await signIn(app, admin);
});
afterAll(() => app.close());

const call = apiCaller(
  () => app,
  () => adminCookie,
);

describe("GET /contact/:id/activity", () => {
  it("tells a contact's history newest first, with the staff member who made each change", async () => {
    const created = await call("POST", "/contact", {
      email: "history@activity.test",
      firstname: "Hedy",
      lastname: "Lamarr",
      password: TEST_PASSWORD,
    });
    const contact = created.json<Contact>();
    const id = contact.id;
    const expires = new Date(Date.now() + 30 * 86_400_000).toISOString();
    await call("PUT", `/contact/${id}/role/admin`, {
      dateAdded: new Date().toISOString(),
      dateExpires: expires,
    });
    await call("PATCH", `/contact/${id}/contribution/force`, {
      type: "Manual",
      amount: 8,
      period: "monthly",
    });
    await call("PATCH", `/contact/${id}`, { lastname: "Kiesler" });
    const tag = (await call("POST", "/contact-tags", { name: "Inventors" })).json<{ id: string }>();
    await call("PATCH", "/contact", {
      rules: { condition: "AND", rules: [{ field: "id", operator: "equal", value: [id] }] },
      updates: { tags: [`+${tag.id}`] },
    });
    await signIn(app, { email: "history@activity.test", password: TEST_PASSWORD });
    const callout = await app.services.callouts.create(calloutBody());
    const { db } = database();
    await db.insert(payments).values({
      provider: "test",
      providerPaymentId: "py_1",
      contactId: id,
      status: "failed",
      amount: 8,
      chargeDate: new Date(),
      statusAt: new Date(),
    });
    await db.insert(jobs).values({
      type: "email",
      state: "done",
      payload: { template: "welcome", recipient: { email: "history@activity.test" }, fields: {} },
    });
    await db
      .insert(calloutResponses)
      .values({ calloutId: callout.id, contactId: id, answers: { slide1: { view: "Hi" } } });

    const response = await call("GET", `/contact/${id}/activity`);
    expect(response.statusCode, response.body).toBe(200);
    const lines = response.json<ActivityList>();
    const kinds = lines.map((line) => line.kind);
    expect(kinds).toEqual(
      expect.arrayContaining([
        "joined",
        "created-by-staff",
        "role-set",
        "contribution-changed",
        "profile-changed",
        "tags-changed",
        "login",
        "payment",
        "email",
        "response",
      ]),
    );
    expect(kinds[kinds.length - 1]).toBe("joined");
    const at = lines.map((line) => line.at);
    expect([...at].sort().reverse()).toEqual(at);
    const by = (kind: string) => lines.find((line) => line.kind === kind);
    expect(by("role-set")).toMatchObject({
      actor: { id: adminId, displayName: "Rita" },
      data: { role: "admin", dateExpires: expires },
    });
    expect(by("contribution-changed")).toMatchObject({
      actor: { id: adminId, displayName: "Rita" },
      data: { type: "Manual", amount: 8, period: "monthly" },
    });
    expect(by("profile-changed")?.data).toEqual({ fields: ["lastname"] });
    expect(by("tags-changed")).toMatchObject({
      actor: { id: adminId },
      data: { added: ["Inventors"], removed: [] },
    });
    expect(by("payment")?.data).toMatchObject({ status: "failed", amount: 8 });
    expect(by("email")?.data).toEqual({ template: "welcome" });
    expect(by("response")?.data).toMatchObject({ calloutId: callout.id });
  });

  it("shows the roles and contribution a contact was added with, and who gave them", async () => {
    const expires = new Date(Date.now() + 60 * 86_400_000).toISOString();
    const created = await call("POST", "/contact", {
      email: "given@activity.test",
      firstname: "Grace",
      lastname: "Given",
      roles: [{ role: "admin", dateExpires: expires }],
      contribution: { type: "Manual", amount: 6, period: "annually" },
    });
    expect(created.statusCode, created.body).toBe(200);
    const lines = (
      await call("GET", `/contact/${created.json<Contact>().id}/activity`)
    ).json<ActivityList>();
    const by = (kind: string) => lines.find((line) => line.kind === kind);
    expect(by("created-by-staff")).toMatchObject({ actor: { id: adminId } });
    expect(by("role-set")).toMatchObject({
      actor: { id: adminId, displayName: "Rita" },
      data: { role: "admin", dateExpires: expires },
    });
    expect(by("contribution-changed")).toMatchObject({
      actor: { id: adminId, displayName: "Rita" },
      data: { type: "Manual", amount: 6, period: "annually" },
    });
  });

  it("names the staff member who cancelled a contribution, and no one when the member did", async () => {
    const ids: string[] = [];
    for (const email of ["cancelled@activity.test", "own@activity.test"]) {
      const created = await call("POST", "/contact", {
        email,
        firstname: "Cora",
        lastname: "Cancel",
        password: TEST_PASSWORD,
      });
      const id = created.json<Contact>().id;
      ids.push(id);
      const forced = await call("PATCH", `/contact/${id}/contribution/force`, {
        type: "Manual",
        amount: 3,
        period: "monthly",
      });
      expect(forced.statusCode, forced.body).toBe(200);
    }
    const [byStaff, byThemself] = ids as [string, string];
    expect((await call("POST", `/contact/${byStaff}/contribution/cancel`)).statusCode).toBe(204);
    const own = await signIn(app, { email: "own@activity.test", password: TEST_PASSWORD });
    const cancelled = await app.inject({
      method: "POST",
      url: "/api/1.0/contact/me/contribution/cancel",
      headers: { cookie: own },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(204);

    const lineOf = async (id: string) =>
      (await call("GET", `/contact/${id}/activity`))
        .json<ActivityList>()
        .find((line) => line.kind === "contribution-cancelled");
    expect(await lineOf(byStaff)).toMatchObject({ actor: { id: adminId, displayName: "Rita" } });
    expect(await lineOf(byThemself)).toMatchObject({ actor: null });
  });

  it("is 404 for an unknown contact and 400 for a bad id", async () => {
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await call("GET", `/contact/${unknown}/activity`)).statusCode).toBe(404);
    expect((await call("GET", "/contact/me/activity")).statusCode).toBe(400);
  });
});
