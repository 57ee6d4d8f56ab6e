import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../test-support/app";
import { createTestDatabase, testDatabasePerFile } from "../../test-support/database";

const database = testDatabasePerFile();

describe("GET /api/1.0/health", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ database: database(), config: { testHooks: true } });
  });
  afterAll(() => app.close());

  const health = () => app.inject({ url: "/api/1.0/health" });
  const setDown = (down: unknown) =>
    app.inject({ method: "PUT", url: "/api/1.0/__test/health", payload: { down } });

  it("answers ok while the database answers", async () => {
    const response = await health();
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const body = response.json<{ timestamp: string }>();
    expect(body).toEqual({
      status: "ok",
      timestamp: expect.any(String),
      services: { database: true },
    });
    expect(Date.parse(body.timestamp)).not.toBeNaN();
  });

  it("answers 503 while the test hook holds it down, and ok again after", async () => {
    expect((await setDown(true)).statusCode).toBe(204);
    const down = await health();
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({
      status: "error",
      timestamp: expect.any(String),
      services: { database: false },
    });
    expect((await setDown(false)).statusCode).toBe(204);
    expect((await health()).statusCode).toBe(200);
  });

  it("checks the hook's body", async () => {
    const response = await setDown("yes");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: [{ property: "down" }] });
  });
});

describe("health with a closed database", () => {
  it("answers 503", async () => {
    const closing = await createTestDatabase();
    const app = await buildTestApp({ database: closing.connection });
    await closing.dispose();
    const response = await app.inject({ url: "/api/1.0/health" });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: "error", services: { database: false } });
    await app.close();
  });
});

describe("test hooks", () => {
  it("do not exist unless enabled", async () => {
    const app = await buildTestApp({ database: database() });
    const hooks = [
      app.inject({ method: "PUT", url: "/api/1.0/__test/health", payload: { down: true } }),
      app.inject({ method: "PATCH", url: "/api/1.0/__test/content/general", payload: {} }),
      app.inject({ method: "PATCH", url: "/api/1.0/__test/content/join/setup", payload: {} }),
    ];
    for (const response of await Promise.all(hooks)) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ name: "NotFoundError" });
    }
    expect(app.routeAccess.some((route) => route.url.includes("__test"))).toBe(false);
    expect((await app.inject({ url: "/api/1.0/health" })).statusCode).toBe(200);
    await app.close();
  });
});
