import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { minimalPdf, multipartBody } from "../test-support/uploads";
import { ADMIN, buildTestApp } from "../test-support/app";
import { testDatabasePerFile } from "../test-support/database";

/**
 * beabee's API client writes collection URLs with a trailing slash (`POST /api/1.0/callout/`):
 * under `/api/1.0`, `/x/` is `/x` for every route.
 */
const database = testDatabasePerFile();
let app: FastifyInstance;
let admin: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ database: database() });
  admin = await buildTestApp({ database: database(), caller: ADMIN });
});
afterAll(async () => {
  await app.close();
  await admin.close();
});

const routes = () => app.routeAccess.filter((route) => route.url.startsWith("/api/1.0/"));

function example(url: string): string {
  return url.replace(":role", "member").replace(/:\w+/g, "x").replace("*", "x");
}

function errorMessage(body: string): string {
  return /"message":"([^"]*)"/.exec(body)?.[1] ?? "";
}

describe("a trailing slash under /api/1.0", () => {
  it("covers every API route", () => {
    expect(routes().length).toBeGreaterThan(25);
  });

  // Every route, listed from the app itself so a new route is covered too.
  it("reaches the same route as the path without it", async () => {
    for (const route of routes()) {
      const method = route.method as "GET";
      const url = example(route.url);
      const plain = await app.inject({ method, url, payload: {} });
      const slashed = await app.inject({ method, url: `${url}/`, payload: {} });
      // An error's message tells the router's "Not found" from a route's own 404.
      const outcome = (response: typeof plain) =>
        `${route.method} ${url}/ -> ${response.statusCode} ${errorMessage(response.body)}`;
      expect(outcome(slashed)).toBe(outcome(plain));
    }
  });

  it("serves GET /api/1.0/health/ and GET /api/1.0/api-key/?limit=", async () => {
    expect((await app.inject({ url: "/api/1.0/health/" })).json()).toMatchObject({ status: "ok" });
    const keys = await admin.inject({ url: "/api/1.0/api-key/?limit=5" });
    expect(keys.statusCode).toBe(200);
    expect(keys.json()).toMatchObject({ offset: 0, items: [] });
  });

  it("stores files sent to POST /api/1.0/images/ and /documents/", async () => {
    const png = await sharp({
      create: { width: 4, height: 4, channels: 3, background: "#336699" },
    })
      .png()
      .toBuffer();
    for (const [kind, filename, content] of [
      ["images", "a.png", png],
      ["documents", "a.pdf", minimalPdf()],
    ] as const) {
      const body = multipartBody([{ name: "file", filename, content }]);
      const stored = await app.inject({ method: "POST", url: `/api/1.0/${kind}/`, ...body });
      expect(stored.statusCode, stored.body).toBe(200);
      expect(stored.json()).toMatchObject({ path: expect.stringMatching(`^${kind}/`) });
    }
  });
});
