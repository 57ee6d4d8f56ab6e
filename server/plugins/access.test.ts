import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, MEMBER, buildTestApp } from "../test-support/app";
import { testDatabasePerFile } from "../test-support/database";
import { ACCESS_LEVELS, accessControl, type Access, type Caller } from "./access";
import { errorBodies } from "./errors";

const database = testDatabasePerFile();

/** The contact of REVIEWER reviews a callout; nobody else does. */
const REVIEWER: Caller = { roles: ["member"], contactId: "00000000-0000-4000-8000-000000000003" };
const reviewsAnyCallout = (contactId: string) => Promise.resolve(contactId === REVIEWER.contactId);

/** A bare app with one route per access level, called by the given caller. */
async function guardedApp(caller?: Caller): Promise<FastifyInstance> {
  const app = Fastify();
  errorBodies(app);
  accessControl(app, caller ? () => caller : undefined);
  for (const access of ACCESS_LEVELS) {
    const url = access === "selfOrAdmin" ? `/${access}/:id` : `/${access}`;
    app.get(url, { config: { access, reviewsAnyCallout } }, async (request) => ({
      caller: request.caller,
    }));
  }
  await app.ready();
  return app;
}

async function statuses(
  caller: Caller | undefined,
  target = "me",
): Promise<Record<Access, number>> {
  const app = await guardedApp(caller);
  const result = {} as Record<Access, number>;
  for (const access of ACCESS_LEVELS) {
    const url = access === "selfOrAdmin" ? `/${access}/${target}` : `/${access}`;
    result[access] = (await app.inject({ url })).statusCode;
  }
  await app.close();
  return result;
}

describe("access control", () => {
  it("refuses anonymous callers: 401 where a login helps, 403 for role-guarded routes", async () => {
    expect(await statuses(undefined)).toEqual({
      anyone: 200,
      loggedIn: 401,
      selfOrAdmin: 401,
      reviewer: 401,
      admin: 403,
      superadmin: 403,
    });
  });

  it("lets members reach their own contact only", async () => {
    const own = {
      anyone: 200,
      loggedIn: 200,
      selfOrAdmin: 200,
      reviewer: 403,
      admin: 403,
      superadmin: 403,
    };
    expect(await statuses(MEMBER, "me")).toEqual(own);
    expect(await statuses(MEMBER, MEMBER.contactId)).toEqual(own);
    expect(await statuses(MEMBER, ADMIN.contactId)).toEqual({ ...own, selfOrAdmin: 403 });
  });

  it("counts superadmins as admins, and only superadmins as superadmins", async () => {
    expect(await statuses(ADMIN, "someone-else")).toMatchObject({
      reviewer: 200,
      admin: 200,
      superadmin: 403,
    });
    expect(await statuses({ roles: ["superadmin"] }, "someone-else")).toEqual({
      anyone: 200,
      loggedIn: 200,
      selfOrAdmin: 200,
      reviewer: 200,
      admin: 200,
      superadmin: 200,
    });
  });

  it("lets reviewers of a callout and admins reach reviewer routes, no other member", async () => {
    expect(await statuses(REVIEWER)).toMatchObject({ reviewer: 200, admin: 403 });
    expect(await statuses(MEMBER)).toMatchObject({ reviewer: 403 });
    // An API key without a contact acts as an admin.
    expect(await statuses({ roles: ["admin"], method: "api-key" })).toMatchObject({
      reviewer: 200,
    });
  });

  it("answers refusals with the contract's error body", async () => {
    const app = await guardedApp();
    const forbidden = await app.inject({ url: "/admin" });
    expect(forbidden.json()).toEqual({
      httpCode: 403,
      name: "ForbiddenError",
      message: "GET /admin needs the admin role",
    });
    const unauthorized = await app.inject({ url: "/loggedIn" });
    expect(unauthorized.json()).toMatchObject({ httpCode: 401, name: "UnauthorizedError" });
    await app.close();
  });

  it("gives every request a caller of its own", async () => {
    const app = await guardedApp();
    const response = await app.inject({ url: "/anyone" });
    expect(response.json()).toEqual({ caller: { roles: [] } });
    await app.close();
  });

  it("stops the server when a route does not declare who may call it", async () => {
    const app = Fastify();
    accessControl(app);
    await expect(async () => {
      app.get("/open", async () => "no declaration");
      await app.ready();
    }).rejects.toThrow("Route GET /open must declare who may call it");
    await app.close();
  });

  it("refuses reviewer routes that cannot tell a reviewer", async () => {
    const app = Fastify();
    accessControl(app);
    await expect(async () => {
      app.get("/triage", { config: { access: "reviewer" } }, async () => "who?");
      await app.ready();
    }).rejects.toThrow(/needs config.reviewsAnyCallout/);
    await app.close();
  });

  it("refuses selfOrAdmin routes without an :id", async () => {
    const app = Fastify();
    accessControl(app);
    await expect(async () => {
      app.get("/profile", { config: { access: "selfOrAdmin" } }, async () => "whose?");
      await app.ready();
    }).rejects.toThrow(/needs an :id parameter/);
    await app.close();
  });
});

describe("the route table", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ database: database(), config: { testHooks: true } });
  });
  afterAll(() => app.close());

  it("lists every route of the app with a valid access level", () => {
    const table = app.routeAccess;
    expect(table.length).toBeGreaterThan(0);
    for (const route of table) {
      expect(ACCESS_LEVELS).toContain(route.access);
      expect(app.hasRoute({ method: route.method, url: route.url })).toBe(true);
    }
    const rows = table.map((route) => `${route.method} ${route.url} ${route.access}`);
    expect(rows).toEqual(
      expect.arrayContaining([
        "GET /api/1.0/health anyone",
        "GET /api/1.0/content/:id anyone",
        "PATCH /api/1.0/content/:id admin",
        "GET /api/1.0/content/join/setup anyone",
        "PATCH /api/1.0/content/join/setup admin",
        "PUT /api/1.0/__test/health anyone",
        "GET /loader.js anyone",
        "GET /* anyone",
      ]),
    );
  });
});
