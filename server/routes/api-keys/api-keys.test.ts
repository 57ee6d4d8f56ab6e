import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { apiKeys } from "../../db/schema";
import { createTestContact, signIn, type TestContact } from "../../test-support/accounts";
import { buildTestApp } from "../../test-support/app";
import { testDatabasePerFile } from "../../test-support/database";

const database = testDatabasePerFile();
let app: FastifyInstance;
let superadmin: TestContact;
let superadminCookie: string;
let adminCookie: string;

beforeAll(async () => {
  app = await buildTestApp({ database: database() });
  superadmin = await createTestContact(database(), { roles: ["superadmin"], firstname: "Kim" });
  superadminCookie = await signIn(app, superadmin);
  adminCookie = await signIn(app, await createTestContact(database(), { roles: ["admin"] }));
});
afterAll(() => app.close());
beforeEach(async () => {
  await database().db.delete(apiKeys);
});

async function createKey(body: object = { description: "Newsletter sync" }): Promise<string> {
  const response = await app.inject({
    method: "POST",
    url: "/api/1.0/api-key",
    payload: body,
    headers: { cookie: superadminCookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ token: string }>().token;
}

const withKey = (token: string, headers: Record<string, string> = {}) => ({
  authorization: `Bearer ${token}`,
  ...headers,
});

const authInfo = (headers: Record<string, string>) =>
  app.inject({ url: "/api/1.0/auth/info", headers }).then((response) => response.json());

describe("POST /api-key", () => {
  it("answers the token once and stores only the SHA-256 of its secret", async () => {
    const token = await createKey({ description: "  Newsletter sync  " });
    expect(token).toMatch(/^[0-9a-f]{16}_[0-9a-f]{48}$/);
    const [id, secret] = token.split("_");
    const rows = await database().db.select().from(apiKeys);
    expect(rows).toEqual([
      {
        id,
        secretHash: createHash("sha256").update(secret!).digest("hex"),
        description: "Newsletter sync",
        expires: null,
        createdAt: expect.any(Date),
        creatorId: superadmin.id,
      },
    ]);
    expect(JSON.stringify(rows)).not.toContain(secret);
  });

  it("is for signed-in superadmins only: not admins, not API keys", async () => {
    const byAdmin = await app.inject({
      method: "POST",
      url: "/api/1.0/api-key",
      payload: { description: "x" },
      headers: { cookie: adminCookie },
    });
    expect(byAdmin.statusCode).toBe(403);
    const token = await createKey();
    for (const headers of [withKey(token), withKey(token, { "x-contact-id": superadmin.id })]) {
      const byKey = await app.inject({
        method: "POST",
        url: "/api/1.0/api-key",
        payload: { description: "x" },
        headers,
      });
      expect(byKey.statusCode).toBe(403);
    }
    expect(await database().db.select().from(apiKeys)).toHaveLength(1);
  });

  it("checks the description and the expiry", async () => {
    for (const body of [
      {},
      { description: "" },
      { description: "   " },
      { description: "x".repeat(201) },
      { description: "x", expires: "tomorrow" },
      { description: "x", expires: "2001-01-01" },
      { description: "x", unknown: true },
    ]) {
      const response = await app.inject({
        method: "POST",
        url: "/api/1.0/api-key",
        payload: body,
        headers: { cookie: superadminCookie },
      });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});

describe("GET /api-key", () => {
  it("lists keys in the paging envelope, with their creator", async () => {
    await createKey({ description: "First" });
    await createKey({ description: "Second", expires: "2099-01-01T00:00:00.000Z" });
    const response = await app.inject({
      url: "/api/1.0/api-key",
      headers: { cookie: adminCookie },
    });
    expect(response.statusCode).toBe(200);
    const creator = {
      id: superadmin.id,
      email: superadmin.email,
      firstname: "Kim",
      lastname: "",
      displayName: "Kim",
    };
    expect(response.json()).toEqual({
      total: 2,
      offset: 0,
      count: 2,
      items: [
        {
          id: expect.stringMatching(/^[0-9a-f]{16}$/),
          description: "First",
          expires: null,
          createdAt: expect.any(String),
          creator,
        },
        {
          id: expect.any(String),
          description: "Second",
          expires: "2099-01-01T00:00:00.000Z",
          createdAt: expect.any(String),
          creator,
        },
      ],
    });
    expect(response.body).not.toMatch(/secret|[0-9a-f]{48}/i);
  });

  it("pages with limit and offset, and refuses limits outside 1 to 100", async () => {
    for (const description of ["a", "b", "c"]) await createKey({ description });
    const page = await app.inject({
      url: "/api/1.0/api-key?limit=2&offset=1",
      headers: { cookie: adminCookie },
    });
    expect(page.json()).toMatchObject({ total: 3, offset: 1, count: 2 });
    const refused = ["limit=0", "limit=101", "limit=x", "offset=-1", "sort=secret", "rules=%7B%7D"];
    for (const query of refused) {
      const response = await app.inject({
        url: `/api/1.0/api-key?${query}`,
        headers: { cookie: adminCookie },
      });
      expect(response.statusCode, query).toBe(400);
    }
  });

  it("shows no creator once the creator is deleted", async () => {
    const other = await createTestContact(database(), { roles: ["superadmin"] });
    const cookie = await signIn(app, other);
    await app.inject({
      method: "POST",
      url: "/api/1.0/api-key",
      payload: { description: "Orphan" },
      headers: { cookie },
    });
    await app.inject({ method: "DELETE", url: "/api/1.0/contact/me", headers: { cookie } });
    const list = await app.inject({ url: "/api/1.0/api-key", headers: { cookie: adminCookie } });
    expect(list.json().items).toEqual([expect.objectContaining({ creator: null })]);
  });
});

describe("DELETE /api-key/:id", () => {
  it("revokes the key: 204, then the token is anonymous, then 404", async () => {
    const token = await createKey();
    const id = token.split("_")[0];
    expect((await authInfo(withKey(token))).method).toBe("api-key");
    const deleted = await app.inject({
      method: "DELETE",
      url: `/api/1.0/api-key/${id}`,
      headers: { cookie: adminCookie },
    });
    expect(deleted.statusCode).toBe(204);
    expect(await authInfo(withKey(token))).toEqual({ method: "none", roles: [] });
    const again = await app.inject({
      method: "DELETE",
      url: `/api/1.0/api-key/${id}`,
      headers: { cookie: adminCookie },
    });
    expect(again.statusCode).toBe(404);
  });
});

describe("calling with an API key", () => {
  it("acts as an admin without a contact", async () => {
    const token = await createKey();
    expect(await authInfo(withKey(token))).toEqual({ method: "api-key", roles: ["admin"] });
    const list = await app.inject({ url: "/api/1.0/api-key", headers: withKey(token) });
    expect(list.statusCode).toBe(200);
    const someone = await createTestContact(database(), { roles: ["member"] });
    const contact = await app.inject({
      url: `/api/1.0/contact/${someone.id}`,
      headers: withKey(token),
    });
    expect(contact.statusCode).toBe(200);
  });

  it("acts as a contact with X-Contact-Id, with that contact's roles", async () => {
    const token = await createKey();
    const member = await createTestContact(database(), { roles: ["member"] });
    const headers = withKey(token, { "x-contact-id": member.id });
    expect(await authInfo(headers)).toMatchObject({
      method: "api-key",
      roles: ["member"],
      contact: { id: member.id },
    });
    expect((await app.inject({ url: "/api/1.0/contact/me", headers })).json()).toMatchObject({
      id: member.id,
    });
    expect((await app.inject({ url: "/api/1.0/api-key", headers })).statusCode).toBe(403);
  });

  it("never acts as a superadmin, even for one", async () => {
    const token = await createKey();
    const headers = withKey(token, { "x-contact-id": superadmin.id });
    expect(await authInfo(headers)).toMatchObject({ method: "api-key", roles: ["admin"] });
    const grant = await app.inject({
      method: "PUT",
      url: `/api/1.0/contact/${superadmin.id}/role/superadmin`,
      payload: { dateAdded: "2024-01-01" },
      headers,
    });
    expect(grant.statusCode).toBe(403);
    const takeover = await app.inject({
      method: "PATCH",
      url: "/api/1.0/contact/me",
      payload: { password: "Taken-Over-2024" },
      headers,
    });
    expect(takeover.statusCode).toBe(403);
  });

  it("is anonymous with an unknown contact, an invalid key or an expired key, whatever the session", async () => {
    const token = await createKey();
    const expired = await createKey({
      description: "Old",
      expires: new Date(Date.now() + 1000).toISOString(),
    });
    await database()
      .db.update(apiKeys)
      .set({ expires: new Date(Date.now() - 1000) })
      .where(eq(apiKeys.id, expired.split("_")[0]!));
    expect((await authInfo(withKey(token))).method).toBe("api-key");
    const [id, secret] = token.split("_");
    const wrongSecret = `${id}_${"0".repeat(48)}`;
    const anonymous = { method: "none", roles: [] };
    for (const headers of [
      withKey(token, { "x-contact-id": "4b0a6a4e-4a8b-4d2c-9a55-0c2c4f0f7a11" }),
      withKey(token, { "x-contact-id": "not-a-uuid" }),
      withKey(wrongSecret, { cookie: superadminCookie }),
      withKey(`${"f".repeat(16)}_${secret}`),
      withKey(expired),
      withKey("", { cookie: superadminCookie }),
      { authorization: "Bearer", cookie: superadminCookie },
    ]) {
      expect(await authInfo(headers), JSON.stringify(headers)).toEqual(anonymous);
    }
    const refused = await app.inject({ url: "/api/1.0/api-key", headers: withKey(expired) });
    expect(refused.statusCode).toBe(403);
  });

  it("leaves the session alone when Authorization uses another scheme", async () => {
    const info = await authInfo({
      authorization: "Basic c3RhZ2luZzpzZWNyZXQ=",
      cookie: superadminCookie,
    });
    expect(info).toMatchObject({ method: "user", roles: ["superadmin"] });
  });
});
