import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContactPage } from "@core/contacts";
import { createTestContact, signIn } from "../test-support/accounts";
import { buildTestApp } from "../test-support/app";
import { testDatabasePerFile } from "../test-support/database";
import { calloutBody } from "../test-support/callouts";
import { MAX_RULES_QUERY_LENGTH } from "./list-query";

const database = testDatabasePerFile();
let app: FastifyInstance;
let adminCookie: string;
let calloutId: string;

/** Contacts of this file only, by their address. */
const ours = { field: "email", operator: "ends_with", value: ["@search.test"] };
const group = (...rules: object[]) => ({ condition: "OR", rules: [ours, ...rules] });
/** A rule of about 950 characters that matches none of ours. */
const long = (index: number) => ({
  field: "email",
  operator: "contains",
  value: [`${index}-${"x".repeat(900)}`],
});

beforeAll(async () => {
  app = await buildTestApp({ database: database() });
  adminCookie = await signIn(app, await createTestContact(database(), { roles: ["admin"] }));
  for (const name of ["ada", "grace", "alan"]) {
    await createTestContact(database(), { email: `${name}@search.test`, firstname: name });
  }
  calloutId = (await app.services.callouts.create(calloutBody({ slug: "search-test" }))).id;
});
afterAll(() => app.close());

const get = (path: string, query: Record<string, string>) =>
  app.inject({
    url: `/api/1.0${path}?${new URLSearchParams(query).toString()}`,
    headers: { cookie: adminCookie },
  });
const search = (path: string, body: object) =>
  app.inject({
    method: "POST",
    url: `/api/1.0${path}/search`,
    payload: body,
    headers: { cookie: adminCookie },
  });

describe("a list's POST …/search", () => {
  const rules = JSON.stringify(group());
  it.each([
    ["/contact", { rules, sort: "firstname", order: "DESC", with: ["roles", "tags"] }],
    ["/contact", { limit: "0", rules }],
    ["/callout", { rules: JSON.stringify({ condition: "AND", rules: [] }), with: "form" }],
    ["/notice", { order: "DESC" }],
    ["/payment", { with: "contact", totals: "true" }],
    [`/callout/{callout}/responses`, { limit: "10", order: "DESC" }],
    ["/callout-responses", { sort: "createdAt" }],
    ["/callout-response-comments", {}],
  ])("answers %s exactly as its GET does (%j)", async (template, query) => {
    const path = template.replace("{callout}", calloutId);
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      for (const one of [value].flat()) params.append(key, one);
    }
    const byGet = await app.inject({
      url: `/api/1.0${path}?${params.toString()}`,
      headers: { cookie: adminCookie },
    });
    const byPost = await search(path, query);
    expect(byGet.statusCode, byGet.body).toBe(200);
    expect(byPost.statusCode, byPost.body).toBe(200);
    expect(byPost.json()).toEqual(byGet.json());
  });

  it("refuses what the GET refuses, with the same error", async () => {
    const byGet = await get("/contact", { rules: "{" });
    const byPost = await search("/contact", { rules: "{" });
    expect(byGet.statusCode).toBe(400);
    expect(byPost.statusCode).toBe(400);
    expect(byPost.json()).toEqual(byGet.json());
    expect((await search("/contact", { sort: "nope" })).statusCode).toBe(400);
  });

  it("takes 50 KB of rules, which no query string can carry", async () => {
    const rules = JSON.stringify(group(...Array.from({ length: 55 }, (_, index) => long(index))));
    expect(rules.length).toBeGreaterThan(50_000);
    const response = await search("/contact", { rules, sort: "firstname" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ContactPage>().items.map((contact) => contact.firstname)).toEqual([
      "ada",
      "alan",
      "grace",
    ]);
  });
});

describe("a list's GET", () => {
  it(`refuses rules over ${MAX_RULES_QUERY_LENGTH} characters with a 400 naming the field, and takes as many`, async () => {
    const rules = JSON.stringify(group(...Array.from({ length: 5 }, () => long(0))));
    expect(rules.length).toBeGreaterThan(MAX_RULES_QUERY_LENGTH);
    const response = await get("/contact", { rules });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: [{ property: "rules", constraints: { maxLength: expect.any(String) } }],
    });
    expect((await search("/contact", { rules })).statusCode).toBe(200);
    const exact = JSON.stringify(group()).padEnd(MAX_RULES_QUERY_LENGTH, " ");
    expect((await get("/contact", { rules: exact })).statusCode).toBe(200);
  });

  it("documents the limit and the search route", async () => {
    const document = (await app.inject({ url: "/api/1.0/openapi.json" })).json<{
      paths: Record<string, Record<string, { description?: string; parameters?: object[] }>>;
    }>();
    const list = document.paths["/contact"]?.get;
    expect(list?.description).toContain("POST /contact/search");
    expect(list?.parameters).toContainEqual(
      expect.objectContaining({
        name: "rules",
        schema: expect.objectContaining({ maxLength: MAX_RULES_QUERY_LENGTH }),
      }),
    );
    expect(document.paths["/contact/search"]?.post).toBeDefined();
    expect(document.paths["/callout/{id}/responses/search"]?.post).toBeDefined();
  });
});
