import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { calloutBody } from "../test-support/callouts";
import { createTestContact, signIn } from "../test-support/accounts";
import { buildTestApp } from "../test-support/app";
import { testDatabasePerFile } from "../test-support/database";
import { API_PREFIX } from "./document";

const database = testDatabasePerFile();
const MISSING = "00000000-0000-4000-8000-000000000000";
/** A body no route takes: routes take objects. */
const BAD_BODY = ["not", "an", "object"];

let app: FastifyInstance;
let superadmin: string;
beforeAll(async () => {
  app = await buildTestApp({ database: database() });
  superadmin = await signIn(app, await createTestContact(database(), { roles: ["superadmin"] }));
});
afterAll(() => app.close());

describe("routes with a guard answer 403 and 404 before judging their input", () => {
  it("answers 404, not 400, for a bad query and body sent to something that does not exist", async () => {
    const guarded = app.describedRoutes.filter((route) => route.doc?.guard);
    // The walk finds the routes themselves: callout tags and views, email templates,
    // answering a callout, copying one, a segment's contacts.
    expect(guarded.length).toBeGreaterThanOrEqual(10);
    const answers = await Promise.all(
      guarded.map(async ({ method, url, doc }) => {
        // `POST /callout` names what it copies in its query; others get a query they refuse.
        const copies = doc?.query?.validate({ fromId: MISSING })[0] === undefined;
        const response = await app.inject({
          method: method as "POST",
          url: url.replace(/:[A-Za-z]+/g, MISSING),
          query: copies ? { fromId: MISSING } : { unknownParameter: "1" },
          headers: { cookie: superadmin },
          ...(method === "GET" ? {} : { payload: BAD_BODY }),
        });
        return `${method} ${url}: ${response.statusCode}`;
      }),
    );
    expect(answers).toEqual(guarded.map(({ method, url }) => `${method} ${url}: 404`));
  });

  it("answers 403 to a reviewer of another callout before judging the body", async () => {
    const reviewed = await app.services.callouts.create(calloutBody());
    const other = await app.services.callouts.create(calloutBody());
    const reviewer = await createTestContact(database(), { roles: ["member"] });
    await app.services.reviewers.add(reviewed.id, reviewer.id);
    const cookie = await signIn(app, reviewer);
    const send = (url: string, payload: unknown) =>
      app.inject({
        method: "POST",
        url: `${API_PREFIX}${url}`,
        headers: { cookie },
        payload: payload as object,
      });

    for (const resource of ["tags", "views"]) {
      expect((await send(`/callout/${other.id}/${resource}`, BAD_BODY)).statusCode).toBe(403);
      // Their own callout's route judges the body.
      expect((await send(`/callout/${reviewed.id}/${resource}`, BAD_BODY)).statusCode).toBe(400);
    }
  });

  it("judges the body of a guarded route by its declared struct once the guard passes", async () => {
    const callout = await app.services.callouts.create(calloutBody({ access: "anonymous" }));
    const call = (url: string, payload: object) =>
      app.inject({
        method: "POST",
        url: `${API_PREFIX}${url}`,
        headers: { cookie: superadmin },
        payload,
      });
    const tag = await call(`/callout/${callout.id}/tags`, { name: "x".repeat(1000) });
    expect(tag.statusCode).toBe(400);
    expect(tag.json().errors).toContainEqual(expect.objectContaining({ property: "name" }));
    const answer = await call(`/callout/${callout.id}/responses`, { answers: "none" });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors).toContainEqual(expect.objectContaining({ property: "answers" }));
  });
});
