import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContactPage } from "@core/contacts";
import type { Segment } from "@core/segments";
import { apiCaller, createTestContact, signIn } from "../../test-support/accounts";
import { buildTestApp } from "../../test-support/app";
import { testDatabasePerFile } from "../../test-support/database";

const database = testDatabasePerFile();
let app: FastifyInstance;
let adminCookie: string;

const byDomain = (domain: string) => ({
  condition: "AND",
  rules: [{ field: "email", operator: "ends_with", value: [`@${domain}`] }],
});

beforeAll(async () => {
  app = await buildTestApp({ database: database() });
  adminCookie = await signIn(app, await createTestContact(database(), { roles: ["admin"] }));
  for (const name of ["a", "b", "c"]) {
    await createTestContact(database(), { email: `${name}@seg.test`, firstname: name });
  }
  await createTestContact(database(), { email: "d@other.test" });
});
afterAll(() => app.close());

const call = apiCaller(
  () => app,
  () => adminCookie,
);

describe("/segments", () => {
  it("saves a filter, counts and lists its contacts, narrows them by rules", async () => {
    const created = await call("POST", "/segments", {
      name: "Seg test",
      ruleGroup: byDomain("seg.test"),
    });
    expect(created.statusCode, created.body).toBe(200);
    const segment = created.json<Segment>();
    expect(segment).toMatchObject({ name: "Seg test", description: "", order: 0, contactCount: 3 });
    const second = (
      await call("POST", "/segments", { name: "Other", ruleGroup: byDomain("other.test") })
    ).json<Segment>();
    expect(second.order).toBe(1);

    const list = await call("GET", "/segments?with=contactCount");
    expect(list.json<Segment[]>().map((item) => [item.name, item.contactCount])).toEqual([
      ["Seg test", 3],
      ["Other", 1],
    ]);
    const byName = await call("GET", "/segments?sort=name");
    expect(byName.json<Segment[]>().map((item) => item.name)).toEqual(["Other", "Seg test"]);

    const rules = encodeURIComponent(
      JSON.stringify({
        condition: "AND",
        rules: [{ field: "firstname", operator: "not_equal", value: ["b"] }],
      }),
    );
    const contacts = await call(
      "GET",
      `/segments/${segment.id}/contacts?rules=${rules}&sort=email`,
    );
    expect(contacts.json<ContactPage>().items.map((item) => item.email)).toEqual([
      "a@seg.test",
      "c@seg.test",
    ]);

    const updated = await call("PATCH", `/segments/${segment.id}`, {
      ruleGroup: byDomain("other.test"),
    });
    expect(updated.json()).toMatchObject({ name: "Seg test", contactCount: 1 });
    expect((await call("DELETE", `/segments/${segment.id}`)).statusCode).toBe(204);
    expect((await call("GET", `/segments/${segment.id}`)).statusCode).toBe(404);
    expect((await call("GET", `/segments/${segment.id}/contacts`)).statusCode).toBe(404);
  });

  it("puts a deleted segment back under its id, with its name, rules and place", async () => {
    const first = (
      await call("POST", "/segments", { name: "First", ruleGroup: byDomain("seg.test") })
    ).json<Segment>();
    const gone = (
      await call("POST", "/segments", {
        name: "Gone",
        description: "For the undo",
        ruleGroup: byDomain("other.test"),
      })
    ).json<Segment>();
    const last = (
      await call("POST", "/segments", { name: "Last", ruleGroup: byDomain("seg.test") })
    ).json<Segment>();
    expect((await call("DELETE", `/segments/${gone.id}`)).statusCode).toBe(204);

    const { id, contactCount, ...body } = gone;
    const restored = await call("PUT", `/segments/${id}`, body);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toEqual(gone);
    expect(contactCount).toBe(1);
    const order = (await call("GET", "/segments")).json<Segment[]>().map((item) => item.id);
    expect(order.indexOf(first.id)).toBeLessThan(order.indexOf(id));
    expect(order.indexOf(id)).toBeLessThan(order.indexOf(last.id));
    expect((await call("GET", `/segments/${id}/contacts`)).json<ContactPage>().total).toBe(1);

    // Again: the same id is replaced whole, not doubled.
    const renamed = await call("PUT", `/segments/${id}`, { ...body, name: "Back" });
    expect(renamed.json()).toMatchObject({ id, name: "Back", order: gone.order });
    const names = (await call("GET", "/segments")).json<Segment[]>().map((item) => item.name);
    expect(names.filter((name) => name === "Back" || name === "Gone")).toEqual(["Back"]);

    const broken = await call("PUT", `/segments/${id}`, {
      name: "Broken",
      ruleGroup: { condition: "AND", rules: [{ field: "shoe", operator: "equal", value: ["9"] }] },
    });
    expect(broken.json()).toMatchObject({ code: "invalid-rule" });
    expect((await call("PUT", "/segments/not-a-uuid", body)).statusCode).toBe(400);
  });

  it("refuses rules the contacts filter does not take, when saved", async () => {
    const response = await call("POST", "/segments", {
      name: "Broken",
      ruleGroup: { condition: "AND", rules: [{ field: "shoe", operator: "equal", value: ["9"] }] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "invalid-rule" });
    expect(
      (await call("POST", "/segments", { name: "", ruleGroup: byDomain("x") })).statusCode,
    ).toBe(400);
  });

  it("refuses an order that is not a whole number with a 400, in POST, PATCH and PUT", async () => {
    const body = { name: "Halfway", ruleGroup: byDomain("seg.test"), order: 1.5 };
    const created = await call("POST", "/segments", body);
    expect(created.statusCode, created.body).toBe(400);
    expect(JSON.stringify(created.json())).toContain("order");
    const segment = (await call("POST", "/segments", { ...body, order: 2 })).json<Segment>();
    const patched = await call("PATCH", `/segments/${segment.id}`, { order: 0.25 });
    expect(patched.statusCode, patched.body).toBe(400);
    const put = await call("PUT", `/segments/${segment.id}`, body);
    expect(put.statusCode, put.body).toBe(400);
  });
});
