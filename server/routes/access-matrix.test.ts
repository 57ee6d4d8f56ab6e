import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Access, Caller } from "../plugins/access";
import { ADMIN, MEMBER, buildTestApp } from "../test-support/app";
import { testDatabasePerFile } from "../test-support/database";

/**
 * Calls every API route the app registers as each kind of caller and checks the answer against
 * the route's declared rule: a route added later is covered without touching this file.
 */
const database = testDatabasePerFile();
const SUPERADMIN: Caller = { roles: ["superadmin"], contactId: ADMIN.contactId };
const callers: Record<string, Caller | undefined> = {
  anonymous: undefined,
  member: MEMBER,
  admin: ADMIN,
  superadmin: SUPERADMIN,
};

/** Whether this caller gets past the access check (the handler may still say 400 or 404). */
function allowed(access: Access, name: string, selfId: boolean): boolean {
  switch (access) {
    case "anyone":
      return true;
    case "loggedIn":
      return name !== "anonymous";
    case "selfOrAdmin":
      return name === "admin" || name === "superadmin" || (name === "member" && selfId);
    case "admin":
      return name === "admin" || name === "superadmin";
    case "superadmin":
      return name === "superadmin";
  }
}

const apps: Record<string, FastifyInstance> = {};
beforeAll(async () => {
  for (const [name, caller] of Object.entries(callers)) {
    apps[name] = await buildTestApp({ database: database(), caller });
  }
});
afterAll(async () => {
  for (const app of Object.values(apps)) await app.close();
});

describe("authorization matrix", () => {
  it("checks every API route against every kind of caller", async () => {
    const routes = apps.anonymous!.routeAccess.filter((route) => route.url.startsWith("/api/"));
    expect(routes.length).toBeGreaterThan(2);
    for (const route of routes) {
      for (const [name, app] of Object.entries(apps)) {
        for (const id of route.url.includes(":id") ? ["me", "someone-else"] : [""]) {
          const url = route.url.replace(":id", id).replace("*", "x");
          const response = await app.inject({ method: route.method as "GET", url, payload: {} });
          const refused = response.statusCode === 401 || response.statusCode === 403;
          const expected = allowed(route.access, name, id === "me");
          expect(
            refused,
            `${name} ${route.method} ${url} (${route.access}) answered ${response.statusCode}`,
          ).toBe(!expected);
          if (!expected) {
            expect(response.statusCode).toBe(
              name === "anonymous" && route.access !== "admin" && route.access !== "superadmin"
                ? 401
                : 403,
            );
          }
        }
      }
    }
  });
});
