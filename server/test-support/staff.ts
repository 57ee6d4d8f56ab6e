// Callers of a callout's staff routes, signed in for real; only test files import this module.
import type { LightMyRequestResponse } from "fastify";
import { beforeAll, expect } from "vitest";
import type { Callout, CreateCallout } from "@core/callouts";
import type { Answers } from "@core/forms";
import type { DatabaseConnection } from "../db/connection";
import { calloutResponses } from "../db/schema";
import { calloutBody } from "./callouts";
import { createTestContact, signIn } from "./accounts";
import { testAppPerFile, type TestAppOptions } from "./app";

/**
 * Who calls: `reviewer` reviews the callouts given to `staffFixture().review`, `otherReviewer`
 * reviews a callout of their own only, `member` reviews none; `apiKey` is a key without a
 * contact (an admin).
 */
export const STAFF_CALLERS = [
  "anonymous",
  "member",
  "reviewer",
  "otherReviewer",
  "admin",
  "apiKey",
] as const;
export type StaffCaller = (typeof STAFF_CALLERS)[number];

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export function staffFixture(
  database: () => DatabaseConnection,
  options: Omit<TestAppOptions, "database"> = {},
) {
  const { app } = testAppPerFile(database, options);
  const headers = Object.fromEntries(STAFF_CALLERS.map((who) => [who, {}])) as Record<
    StaffCaller,
    Record<string, string>
  >;
  const ids = {} as Record<"member" | "reviewer" | "otherReviewer" | "admin", string>;

  beforeAll(async () => {
    const people = [
      ["member", "member", "Mia", "Member"],
      ["reviewer", "member", "Rita", "Reviewer"],
      ["otherReviewer", "member", "Otto", "Other"],
      ["admin", "admin", "Ada", "Admin"],
    ] as const;
    for (const [who, role, firstname] of people) {
      const contact = await createTestContact(database(), { roles: [role], firstname });
      ids[who] = contact.id;
      headers[who] = { cookie: await signIn(app(), contact) };
    }
    const superadmin = await createTestContact(database(), { roles: ["superadmin"] });
    const key = await app().inject({
      method: "POST",
      url: "/api/1.0/api-key",
      payload: { description: "Staff tests" },
      headers: { cookie: await signIn(app(), superadmin) },
    });
    headers.apiKey = { authorization: `Bearer ${key.json<{ token: string }>().token}` };
    // The other reviewer's own callout, so they pass the reviewer access level.
    const theirs = await app().services.callouts.create(calloutBody());
    await app().services.reviewers.add(theirs.id, ids.otherReviewer);
  });

  function call(
    who: StaffCaller,
    method: Method,
    url: string,
    payload?: object,
  ): Promise<LightMyRequestResponse> {
    return app().inject({ method, url: `/api/1.0${url}`, headers: headers[who], payload });
  }

  /** Calls and checks the status, answering the parsed body. */
  async function ok<T>(
    who: StaffCaller,
    method: Method,
    url: string,
    payload?: object,
    status = 200,
  ): Promise<T> {
    const response = await call(who, method, url, payload);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(status);
    return (response.body ? response.json() : undefined) as T;
  }

  /** A callout (open, members only, unless `overrides` say otherwise) that `reviewer` reviews. */
  async function reviewedCallout(overrides: Partial<CreateCallout> = {}): Promise<Callout> {
    const callout = await ok<Callout>("admin", "POST", "/callout", calloutBody(overrides));
    await ok("admin", "POST", `/callout/${callout.id}/reviewers`, { contactId: ids.reviewer });
    return callout;
  }

  /** Responses stored straight in the database, numbered 1, 2… as given. */
  async function responses(
    calloutId: string,
    rows: {
      answers: Answers;
      contactId?: string | null;
      guestName?: string;
      guestEmail?: string;
      createdAt?: Date;
    }[],
  ): Promise<string[]> {
    const inserted = await database()
      .db.insert(calloutResponses)
      .values(rows.map((row) => ({ calloutId, ...row })))
      .returning({ id: calloutResponses.id, number: calloutResponses.number });
    return inserted.sort((a, b) => a.number - b.number).map((row) => row.id);
  }

  return { app, headers, ids, call, ok, reviewedCallout, responses };
}

/** A rules parameter of one AND group. */
export function rulesParam(...rules: { field: string; operator: string; value: unknown[] }[]) {
  return encodeURIComponent(JSON.stringify({ condition: "AND", rules }));
}
