import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContact, signIn } from "../../test-support/accounts";
import { buildTestApp } from "../../test-support/app";
import { testDatabasePerFile } from "../../test-support/database";

const database = testDatabasePerFile();
let app: FastifyInstance;
let adminCookie: string;
let superadminCookie: string;

beforeAll(async () => {
  app = await buildTestApp({ database: database() });
  adminCookie = await signIn(app, await createTestContact(database(), { roles: ["admin"] }));
  superadminCookie = await signIn(
    app,
    await createTestContact(database(), { roles: ["superadmin"] }),
  );
});
afterAll(() => app.close());

function role(method: "PUT" | "DELETE", url: string, cookie: string, payload?: object) {
  return app.inject({
    method,
    url: `/api/1.0/contact/${url}`,
    headers: { cookie },
    ...(payload ? { payload } : {}),
  });
}

const roles = async (id: string) =>
  (
    await app.inject({
      url: `/api/1.0/contact/${id}?with=roles`,
      headers: { cookie: adminCookie },
    })
  ).json<{ activeRoles: string[]; roles: unknown[] }>();

describe("PUT /contact/:id/role/:role", () => {
  it("grants a role with its dates and answers it", async () => {
    const contact = await createTestContact(database());
    const response = await role("PUT", `${contact.id}/role/member`, adminCookie, {
      dateAdded: "2024-01-01T00:00:00.000Z",
      dateExpires: "2099-12-31",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      role: "member",
      dateAdded: "2024-01-01T00:00:00.000Z",
      dateExpires: "2099-12-31T00:00:00.000Z",
    });
    expect(await roles(contact.id)).toMatchObject({
      activeRoles: ["member"],
      roles: [response.json()],
    });
  });

  it("keeps the end date when it is left out, and clears it with null", async () => {
    const contact = await createTestContact(database());
    await role("PUT", `${contact.id}/role/member`, adminCookie, {
      dateAdded: "2024-01-01",
      dateExpires: "2099-01-01",
    });
    const kept = await role("PUT", `${contact.id}/role/member`, adminCookie, {
      dateAdded: "2024-02-01",
    });
    expect(kept.json()).toMatchObject({ dateExpires: "2099-01-01T00:00:00.000Z" });
    const cleared = await role("PUT", `${contact.id}/role/member`, adminCookie, {
      dateAdded: "2024-02-01",
      dateExpires: null,
    });
    expect(cleared.json()).toMatchObject({ dateExpires: null });
  });

  it("needs dateAdded before dateExpires, also against a kept end date", async () => {
    const contact = await createTestContact(database());
    for (const dates of [
      { dateAdded: "2025-01-01", dateExpires: "2024-01-01" },
      { dateAdded: "2025-01-01", dateExpires: "2025-01-01" },
    ]) {
      const response = await role("PUT", `${contact.id}/role/member`, adminCookie, dates);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe("dateAdded must be before dateExpires");
    }
    await role("PUT", `${contact.id}/role/member`, adminCookie, {
      dateAdded: "2024-01-01",
      dateExpires: "2024-06-01",
    });
    const later = await role("PUT", `${contact.id}/role/member`, adminCookie, {
      dateAdded: "2024-07-01",
    });
    expect(later.statusCode).toBe(400);
  });

  it("refuses a missing or malformed dateAdded, me, a malformed id, an unknown role or contact", async () => {
    const contact = await createTestContact(database());
    const cases: [string, object, number][] = [
      [`${contact.id}/role/member`, {}, 400],
      [`${contact.id}/role/member`, { dateAdded: "next tuesday" }, 400],
      [`${contact.id}/role/member`, { dateAdded: "2024-01-01", extra: 1 }, 400],
      ["me/role/member", { dateAdded: "2024-01-01" }, 400],
      ["12345/role/member", { dateAdded: "2024-01-01" }, 400],
      [`${contact.id}/role/editor`, { dateAdded: "2024-01-01" }, 400],
      ["4b0a6a4e-4a8b-4d2c-9a55-0c2c4f0f7a11/role/member", { dateAdded: "2024-01-01" }, 404],
    ];
    for (const [url, payload, status] of cases) {
      expect((await role("PUT", url, adminCookie, payload)).statusCode, url).toBe(status);
    }
  });

  it("lets only superadmins grant or remove superadmin", async () => {
    const contact = await createTestContact(database());
    const dates = { dateAdded: "2024-01-01" };
    const byAdmin = await role("PUT", `${contact.id}/role/superadmin`, adminCookie, dates);
    expect(byAdmin.statusCode).toBe(403);
    expect((await roles(contact.id)).activeRoles).toEqual([]);
    const bySuperadmin = await role(
      "PUT",
      `${contact.id}/role/superadmin`,
      superadminCookie,
      dates,
    );
    expect(bySuperadmin.statusCode).toBe(200);
    expect((await role("DELETE", `${contact.id}/role/superadmin`, adminCookie)).statusCode).toBe(
      403,
    );
    expect(
      (await role("DELETE", `${contact.id}/role/superadmin`, superadminCookie)).statusCode,
    ).toBe(204);
  });

  it("is for admins only", async () => {
    const contact = await createTestContact(database(), { roles: ["member"] });
    const cookie = await signIn(app, contact);
    const response = await role("PUT", `${contact.id}/role/admin`, cookie, {
      dateAdded: "2024-01-01",
    });
    expect(response.statusCode).toBe(403);
    expect((await roles(contact.id)).activeRoles).toEqual(["member"]);
  });

  it("takes effect on the contact's next request", async () => {
    const contact = await createTestContact(database(), { roles: ["member"] });
    const cookie = await signIn(app, contact);
    const adminOnly = () =>
      app.inject({ url: "/api/1.0/api-key", headers: { cookie } }).then((r) => r.statusCode);
    expect(await adminOnly()).toBe(403);
    await role("PUT", `${contact.id}/role/admin`, adminCookie, {
      dateAdded: new Date(Date.now() - 1000).toISOString(),
    });
    expect(await adminOnly()).toBe(200);
  });
});

describe("DELETE /contact/:id/role/:role", () => {
  it("removes the role with 204, and answers 404 when the contact does not have it", async () => {
    const contact = await createTestContact(database(), { roles: ["member"] });
    const removed = await role("DELETE", `${contact.id}/role/member`, adminCookie);
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe("");
    expect((await roles(contact.id)).roles).toEqual([]);
    expect((await role("DELETE", `${contact.id}/role/member`, adminCookie)).statusCode).toBe(404);
    expect((await role("DELETE", "me/role/member", adminCookie)).statusCode).toBe(400);
  });
});
