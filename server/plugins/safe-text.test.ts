import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Callout } from "@core/callouts";
import { createTestContact, signIn } from "../test-support/accounts";
import { buildTestApp } from "../test-support/app";
import { testDatabasePerFile } from "../test-support/database";
import { calloutBody } from "../test-support/callouts";

const database = testDatabasePerFile();
let app: FastifyInstance;
let superadmin: Record<string, string>;
let calloutId: string;
let apiKeyId: string;

beforeAll(async () => {
  app = await buildTestApp({ database: database() });
  superadmin = {
    cookie: await signIn(app, await createTestContact(database(), { roles: ["superadmin"] })),
  };
  const callout = await app.inject({
    method: "POST",
    url: "/api/1.0/callout",
    headers: superadmin,
    payload: calloutBody(),
  });
  expect(callout.statusCode, callout.body).toBe(200);
  calloutId = callout.json<Callout>().id;
  const key = await app.inject({
    method: "POST",
    url: "/api/1.0/api-key",
    headers: superadmin,
    payload: { description: "Sync" },
  });
  expect(key.statusCode, key.body).toBe(200);
  apiKeyId = (await app.inject({ url: "/api/1.0/api-key", headers: superadmin })).json<{
    items: { id: string }[];
  }>().items[0]!.id;
});
afterAll(() => app.close());

const call = (options: InjectOptions) =>
  app.inject({ ...options, url: `/api/1.0${options.url}`, headers: superadmin });

const NUL = "\u0000";
const LONE_SURROGATE = "\ud800";

describe("NUL characters and lone surrogates", () => {
  // The examples: each reached PostgreSQL and answered 500.
  it.each([
    ["queries", "variant", () => ({ url: `/callout/${calloutId}?variant=%00` })],
    ["queries", "variant", () => ({ url: "/callout?variant=%00" })],
    ["params", "id", () => ({ url: "/callout/%00" })],
    ["params", "id", () => ({ url: "/callout/%00/responses/map" })],
    ["params", "id", () => ({ url: "/api-key/%00" })],
    [
      "body",
      "name",
      () => ({
        method: "POST" as const,
        url: "/notice",
        payload: { name: `Meet${NUL}up`, text: "<p>Hi</p>", starts: null, expires: null },
      }),
    ],
    [
      "body",
      "firstname",
      () => ({
        method: "POST" as const,
        url: "/contact",
        payload: { email: "nul@example.test", firstname: `A${NUL}`, lastname: "B" },
      }),
    ],
    [
      "body",
      "subject",
      () => ({
        method: "PUT" as const,
        url: "/email/welcome",
        payload: { subject: `Hi${NUL}`, body: "<p>Hi</p>" },
      }),
    ],
  ] as const)("refuses %s %s with 400 naming the field", async (part, field, request) => {
    const response = await call(request());
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({
      httpCode: 400,
      name: "BadRequestError",
      code: "bad-request",
      message: `Invalid ${part}, check 'errors' property for more info.`,
      errors: [{ property: field, constraints: { isSafeText: expect.any(String) } }],
    });
  });

  it("finds a lone surrogate at any depth of a JSON body and names its path", async () => {
    const response = await call({
      method: "POST",
      url: "/contact",
      payload: {
        email: "deep@example.test",
        firstname: "A",
        lastname: "B",
        profile: { notes: `x${LONE_SURROGATE}` },
      },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors).toEqual([
      {
        property: "profile",
        children: [{ property: "notes", constraints: { isSafeText: expect.any(String) } }],
      },
    ]);
  });

  it("refuses a NUL in an object key", async () => {
    const response = await call({
      method: "POST",
      url: "/contact",
      payload: { email: "key@example.test", [`first${NUL}`]: "A" },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors[0].property).toBe(`first${NUL}`);
  });

  it("reads a real key's id as before", async () => {
    expect((await call({ url: `/api-key/${apiKeyId}` })).statusCode).toBe(200);
  });

  it("lets paired surrogates (emoji) through", async () => {
    const response = await call({
      method: "POST",
      url: "/notice",
      payload: { name: "Meet-up 🎉", text: "<p>Hi</p>", starts: null, expires: null },
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  it("answers 401 rather than 400 to a caller who may not call the route", async () => {
    const response = await app.inject({ url: "/api/1.0/api-key/%00" });
    expect([401, 403]).toContain(response.statusCode);
  });
});
