import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContactTag } from "@core/contact-tags";
import { contactTagAssignments } from "../../db/schema";
import { apiCaller, createTestContact, signIn } from "../../test-support/accounts";
import { buildTestApp } from "../../test-support/app";
import { testDatabasePerFile } from "../../test-support/database";

const database = testDatabasePerFile();
let app: FastifyInstance;
let adminCookie: string;
let memberCookie: string;

beforeAll(async () => {
  app = await buildTestApp({ database: database() });
  adminCookie = await signIn(app, await createTestContact(database(), { roles: ["admin"] }));
  memberCookie = await signIn(app, await createTestContact(database(), { roles: ["member"] }));
});
afterAll(() => app.close());

const call = apiCaller(
  () => app,
  () => adminCookie,
);

describe("/contact-tags", () => {
  it("creates, lists by name with counts, renames and deletes with the count removed", async () => {
    const donors = await call("POST", "/contact-tags", { name: " Donors ", description: "Gave" });
    expect(donors.statusCode).toBe(200);
    const tag = donors.json<ContactTag>();
    expect(tag).toMatchObject({ name: "Donors", description: "Gave", contactCount: 0 });
    await call("POST", "/contact-tags", { name: "ambassadors" });
    const people = await Promise.all([1, 2].map(() => createTestContact(database())));
    await database()
      .db.insert(contactTagAssignments)
      .values(people.map((person) => ({ contactId: person.id, tagId: tag.id })));

    const list = await call("GET", "/contact-tags?with=contactCount");
    expect(list.json<ContactTag[]>().map((item) => [item.name, item.contactCount])).toEqual([
      ["ambassadors", 0],
      ["Donors", 2],
    ]);
    expect((await call("GET", "/contact-tags")).json<ContactTag[]>()[0]).not.toHaveProperty(
      "contactCount",
    );

    const renamed = await call("PATCH", `/contact-tags/${tag.id}`, { name: "Givers" });
    expect(renamed.json()).toMatchObject({ id: tag.id, name: "Givers", description: "Gave" });

    const deleted = await call("DELETE", `/contact-tags/${tag.id}`);
    expect(deleted.json()).toEqual({ removedFrom: 2 });
    expect((await call("GET", `/contact-tags/${tag.id}`)).statusCode).toBe(404);
    expect((await call("DELETE", `/contact-tags/${tag.id}`)).statusCode).toBe(404);
  });

  it("refuses a name another tag has, whatever its case, on create and on rename", async () => {
    await call("POST", "/contact-tags", { name: "Press" });
    const twice = await call("POST", "/contact-tags", { name: "PRESS" });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ code: "duplicate-tag-name" });
    const other = (await call("POST", "/contact-tags", { name: "Sources" })).json<ContactTag>();
    const rename = await call("PATCH", `/contact-tags/${other.id}`, { name: "press" });
    expect(rename.json()).toMatchObject({ code: "duplicate-tag-name" });
  });

  it("refuses empty names and unknown ids, and non-admins", async () => {
    expect((await call("POST", "/contact-tags", { name: "  " })).statusCode).toBe(400);
    expect((await call("PATCH", "/contact-tags/nope", { name: "x" })).statusCode).toBe(404);
    const member = await app.inject({
      url: "/api/1.0/contact-tags",
      headers: { cookie: memberCookie },
    });
    expect(member.statusCode).toBe(403);
  });
});
