import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuthInfo } from "@core/auth";
import type { Role } from "@core/contacts";
import { contacts } from "../db/schema";
import { calloutBody } from "../test-support/callouts";
import type { Access } from "../plugins/access";
import { createTestContact, signIn } from "../test-support/accounts";
import { buildTestApp } from "../test-support/app";
import { testDatabasePerFile } from "../test-support/database";

/**
 * Calls every API route the app registers as each kind of caller, signed in for real (a
 * session from `POST /auth/login`, an API key from `POST /api-key`), and checks the answer
 * against the rule pinned in EXPECTED_ACCESS.
 */
const database = testDatabasePerFile();

/**
 * Who may call each API route, pinned here rather than read from the route's own declaration:
 * a route declared `anyone` by mistake fails this test instead of passing it. HEAD answers as
 * GET does. A new route fails the test until it is added here.
 */
const EXPECTED_ACCESS: Record<string, Access> = {
  "GET /api/1.0/health": "anyone",
  "GET /api/1.0/content/:id": "anyone",
  "PATCH /api/1.0/content/:id": "admin",
  "GET /api/1.0/content/join/setup": "anyone",
  "PATCH /api/1.0/content/join/setup": "admin",
  "POST /api/1.0/auth/login": "anyone",
  "POST /api/1.0/auth/logout": "anyone",
  "GET /api/1.0/auth/info": "anyone",
  "GET /api/1.0/contact": "loggedIn",
  "POST /api/1.0/contact/search": "loggedIn",
  "POST /api/1.0/contact": "admin",
  "PATCH /api/1.0/contact": "admin",
  "POST /api/1.0/contact/changes/:changeId/undo": "admin",
  "GET /api/1.0/contact.csv": "admin",
  "POST /api/1.0/contact.csv": "admin",
  "POST /api/1.0/contact-import/preview": "admin",
  "POST /api/1.0/contact-import/dry-run": "admin",
  "POST /api/1.0/contact-import": "admin",
  "GET /api/1.0/contact-import/:id": "admin",
  "GET /api/1.0/contact-tags": "admin",
  "POST /api/1.0/contact-tags": "admin",
  "GET /api/1.0/contact-tags/:id": "admin",
  "PATCH /api/1.0/contact-tags/:id": "admin",
  "DELETE /api/1.0/contact-tags/:id": "admin",
  "GET /api/1.0/segments": "admin",
  "POST /api/1.0/segments": "admin",
  "GET /api/1.0/segments/:id": "admin",
  "PATCH /api/1.0/segments/:id": "admin",
  "PUT /api/1.0/segments/:id": "admin",
  "DELETE /api/1.0/segments/:id": "admin",
  "GET /api/1.0/segments/:id/contacts": "admin",
  "POST /api/1.0/segments/:id/contacts/search": "admin",
  "GET /api/1.0/contact/:id": "selfOrAdmin",
  "GET /api/1.0/contact/:id/activity": "admin",
  "PATCH /api/1.0/contact/:id": "selfOrAdmin",
  "DELETE /api/1.0/contact/:id": "selfOrAdmin",
  "GET /api/1.0/contact/:id/mfa": "selfOrAdmin",
  "POST /api/1.0/contact/:id/mfa": "selfOrAdmin",
  "DELETE /api/1.0/contact/:id/mfa": "selfOrAdmin",
  "PUT /api/1.0/contact/:id/role/:role": "admin",
  "DELETE /api/1.0/contact/:id/role/:role": "admin",
  "GET /api/1.0/api-key": "admin",
  "GET /api/1.0/api-key/:id": "admin",
  "POST /api/1.0/api-key": "superadmin",
  "DELETE /api/1.0/api-key/:id": "admin",
  "POST /api/1.0/reset-password": "anyone",
  "PUT /api/1.0/reset-password/:id": "anyone",
  "POST /api/1.0/reset-device": "anyone",
  "PUT /api/1.0/reset-device/:id": "anyone",
  "PUT /api/1.0/email-change/:id": "anyone",
  "GET /api/1.0/callout": "anyone",
  "POST /api/1.0/callout/search": "anyone",
  "GET /api/1.0/callout/:id": "anyone",
  "POST /api/1.0/callout": "admin",
  "PATCH /api/1.0/callout/:id": "admin",
  "DELETE /api/1.0/callout/:id": "admin",
  "POST /api/1.0/callout/:id/responses": "anyone",
  "GET /api/1.0/callout/:id/responses": "loggedIn",
  "POST /api/1.0/callout/:id/responses/search": "loggedIn",
  "GET /api/1.0/callout/:id/responses/map": "anyone",
  "GET /api/1.0/callout/:id/responses.csv": "reviewer",
  "POST /api/1.0/callout/:id/responses.csv": "reviewer",
  "GET /api/1.0/callout/:id/responses.xlsx": "reviewer",
  "POST /api/1.0/callout/:id/responses.xlsx": "reviewer",
  "GET /api/1.0/callout-responses": "loggedIn",
  "POST /api/1.0/callout-responses/search": "loggedIn",
  "PATCH /api/1.0/callout-responses": "reviewer",
  "POST /api/1.0/callout-responses/changes/:changeId/undo": "reviewer",
  "GET /api/1.0/callout-responses/:id": "loggedIn",
  "PATCH /api/1.0/callout-responses/:id": "reviewer",
  "GET /api/1.0/callout-responses/:id/history": "reviewer",
  "GET /api/1.0/callout-responses/:id/neighbours": "reviewer",
  "GET /api/1.0/callout/:id/reviewers": "reviewer",
  "POST /api/1.0/callout/:id/reviewers": "admin",
  "GET /api/1.0/callout/:id/reviewers/:reviewerId": "reviewer",
  "GET /api/1.0/callout/:id/reviewer-candidates": "admin",
  "DELETE /api/1.0/callout/:id/reviewers/:reviewerId": "admin",
  "GET /api/1.0/callout/:id/tags": "reviewer",
  "POST /api/1.0/callout/:id/tags": "reviewer",
  "GET /api/1.0/callout/:id/tags/:tagId": "reviewer",
  "PATCH /api/1.0/callout/:id/tags/:tagId": "reviewer",
  "DELETE /api/1.0/callout/:id/tags/:tagId": "reviewer",
  "POST /api/1.0/callout/:id/tags/:tagId/merge": "reviewer",
  "GET /api/1.0/callout-response-comments": "reviewer",
  "POST /api/1.0/callout-response-comments/search": "reviewer",
  "POST /api/1.0/callout-response-comments": "reviewer",
  "GET /api/1.0/callout-response-comments/:id": "reviewer",
  "PATCH /api/1.0/callout-response-comments/:id": "reviewer",
  "DELETE /api/1.0/callout-response-comments/:id": "reviewer",
  "GET /api/1.0/callout/:id/views": "reviewer",
  "POST /api/1.0/callout/:id/views": "reviewer",
  "GET /api/1.0/callout/:id/views/:viewId": "reviewer",
  "PATCH /api/1.0/callout/:id/views/:viewId": "reviewer",
  "PUT /api/1.0/callout/:id/views/:viewId": "reviewer",
  "DELETE /api/1.0/callout/:id/views/:viewId": "reviewer",
  "GET /api/1.0/callout/:id/segments": "reviewer",
  "POST /api/1.0/callout/:id/segments": "reviewer",
  "GET /api/1.0/callout/:id/segments/:segmentId": "reviewer",
  "PATCH /api/1.0/callout/:id/segments/:segmentId": "reviewer",
  "DELETE /api/1.0/callout/:id/segments/:segmentId": "reviewer",
  "GET /api/1.0/captcha/challenge": "anyone",
  "POST /api/1.0/images": "anyone",
  "POST /api/1.0/documents": "anyone",
  "GET /api/1.0/images/:id": "anyone",
  "GET /api/1.0/documents/:id": "anyone",
  "POST /api/1.0/signup": "anyone",
  "POST /api/1.0/signup/complete": "anyone",
  "POST /api/1.0/signup/confirm-email": "anyone",
  "GET /api/1.0/contact/:id/contribution": "selfOrAdmin",
  "POST /api/1.0/contact/:id/contribution": "selfOrAdmin",
  "PATCH /api/1.0/contact/:id/contribution": "selfOrAdmin",
  "POST /api/1.0/contact/:id/contribution/preview": "selfOrAdmin",
  "POST /api/1.0/contact/:id/contribution/complete": "selfOrAdmin",
  "POST /api/1.0/contact/:id/contribution/cancel": "selfOrAdmin",
  "PATCH /api/1.0/contact/:id/contribution/force": "admin",
  "PUT /api/1.0/contact/:id/payment-method": "selfOrAdmin",
  "POST /api/1.0/contact/:id/payment-method/complete": "selfOrAdmin",
  "GET /api/1.0/contact/:id/payment": "selfOrAdmin",
  "POST /api/1.0/contact/:id/payment/search": "selfOrAdmin",
  "GET /api/1.0/payment": "admin",
  "POST /api/1.0/payment/search": "admin",
  "GET /api/1.0/payment.csv": "admin",
  "POST /api/1.0/payment.csv": "admin",
  "GET /api/1.0/stats": "admin",
  "GET /api/1.0/test-provider/checkout/:id": "anyone",
  "POST /api/1.0/test-provider/checkout/:id": "anyone",
  "POST /api/1.0/test-provider/checkout/:id/authenticate": "anyone",
  "POST /api/1.0/test-provider/checkout/:id/cancel": "anyone",
  "GET /webhook/ping": "anyone",
  "POST /webhook/stripe": "anyone",
  "POST /webhook/gc": "anyone",
  "GET /api/1.0/test-provider/clock": "admin",
  "POST /api/1.0/test-provider/clock": "admin",
  "GET /api/1.0/notice": "loggedIn",
  "POST /api/1.0/notice/search": "loggedIn",
  "GET /api/1.0/notice/:id": "loggedIn",
  "POST /api/1.0/notice": "admin",
  "PATCH /api/1.0/notice/:id": "admin",
  "DELETE /api/1.0/notice/:id": "admin",
  "GET /api/1.0/email": "admin",
  "GET /api/1.0/email/:id": "admin",
  "PUT /api/1.0/email/:id": "admin",
  "DELETE /api/1.0/email/:id": "admin",
  "GET /api/1.0/email/template/:id": "admin",
  "PUT /api/1.0/email/template/:id": "admin",
  "DELETE /api/1.0/email/template/:id": "admin",
  "POST /api/1.0/email/template/:id/preview": "admin",
  "POST /api/1.0/email/template/:id/test": "admin",
  "GET /api/1.0/openapi.json": "anyone",
  "GET /api/1.0/export-queue/:ticket": "loggedIn",
  "GET /api/1.0/webhook-endpoint": "superadmin",
  "POST /api/1.0/webhook-endpoint": "superadmin",
  "GET /api/1.0/webhook-endpoint/:id": "superadmin",
  "PATCH /api/1.0/webhook-endpoint/:id": "superadmin",
  "DELETE /api/1.0/webhook-endpoint/:id": "superadmin",
  "GET /api/1.0/webhook-endpoint/:id/deliveries": "superadmin",
  "POST /api/1.0/webhook-endpoint/:id/test": "superadmin",
  "POST /api/1.0/webhook-delivery/:id/redeliver": "superadmin",
  "GET /api/1.0/newsletter": "admin",
  "POST /api/1.0/newsletter/sync": "admin",
  "POST /api/1.0/newsletter/reconcile": "admin",
  "GET /api/1.0/newsletter/reconcile/:id": "admin",
  // Offered where readers opt in, anonymous callout answers included.
  "GET /api/1.0/newsletter/groups": "anyone",
  // Mailchimp's webhook: trusted by the secret in its address.
  "GET /api/1.0/newsletter/webhook/:secret": "anyone",
  "POST /api/1.0/newsletter/webhook/:secret": "anyone",
  "GET /api/1.0/integrations/newsletter": "admin",
  "POST /api/1.0/integrations/newsletter/refresh": "admin",
};

/** The API, and the payment providers' webhooks beside it. */
const isPinned = (url: string) => url.startsWith("/api/") || url.startsWith("/webhook/");

function expectedAccess(method: string, url: string): Access | undefined {
  return EXPECTED_ACCESS[`${method === "HEAD" ? "GET" : method} ${url}`];
}

/** `reviewer`: a member who reviews one callout; `apiKeyAsReviewer` an API key acting for one. */
const CALLERS = [
  "anonymous",
  "member",
  "reviewer",
  "admin",
  "superadmin",
  "apiKey",
  "apiKeyAsMember",
  "apiKeyAsReviewer",
] as const;
type CallerName = (typeof CALLERS)[number];

/** Who a `:id` names: `me`, the caller's own id, or another contact's id. */
type Target = "me" | "own" | "other";

/** Whether this caller gets past the access check (the handler may still say 400 or 404). */
function allowed(access: Access, name: CallerName, target: Target | undefined): boolean {
  const adminLike = name === "admin" || name === "superadmin" || name === "apiKey";
  switch (access) {
    case "anyone":
      return true;
    case "loggedIn":
      return name !== "anonymous";
    case "selfOrAdmin":
      if (adminLike) return true;
      return name !== "anonymous" && target !== "other";
    case "reviewer":
      return adminLike || name === "reviewer" || name === "apiKeyAsReviewer";
    case "admin":
      return adminLike;
    case "superadmin":
      return name === "superadmin";
  }
}

interface Identity {
  headers: Record<string, string>;
  contactId?: string;
}

let app: FastifyInstance;
const sessions: Partial<Record<"member" | "reviewer" | "admin" | "superadmin", Identity>> = {};
let apiKey: string | undefined;
let keyMember: string | undefined;
let keyReviewer: string | undefined;
let other: string | undefined;

beforeAll(async () => {
  app = await buildTestApp({ database: database() });
});
afterAll(() => app.close());

async function authInfo(headers: Record<string, string>): Promise<AuthInfo> {
  return (await app.inject({ url: "/api/1.0/auth/info", headers })).json<AuthInfo>();
}

async function exists(id: string | undefined): Promise<boolean> {
  if (!id) return false;
  const rows = await database().db.select().from(contacts).where(eq(contacts.id, id));
  return rows.length === 1;
}

/** Makes the contact a reviewer of a callout of its own, if it is not one (any more). */
async function makeReviewer(contactId: string): Promise<void> {
  if (await app.services.reviewers.reviewsAnyCallout(contactId)) return;
  const callout = await app.services.callouts.create(calloutBody());
  await app.services.reviewers.add(callout.id, contactId);
}

/** A signed-in contact with this role, signed in again if an earlier call ended it. */
async function session(kind: keyof typeof sessions): Promise<Identity> {
  const current = sessions[kind];
  if (current) {
    const info = await authInfo(current.headers);
    if (info.method === "user" && info.contact?.id === current.contactId) {
      if (kind === "reviewer" && current.contactId) await makeReviewer(current.contactId);
      return current;
    }
  }
  const role: Role = kind === "reviewer" ? "member" : kind;
  const contact = await createTestContact(database(), { roles: [role] });
  if (kind === "reviewer") await makeReviewer(contact.id);
  const identity = { headers: { cookie: await signIn(app, contact) }, contactId: contact.id };
  sessions[kind] = identity;
  return identity;
}

/** A working API key, made by a signed-in superadmin. */
async function key(): Promise<string> {
  if (apiKey && (await authInfo({ authorization: `Bearer ${apiKey}` })).method === "api-key") {
    return apiKey;
  }
  const response = await app.inject({
    method: "POST",
    url: "/api/1.0/api-key",
    payload: { description: "Access matrix" },
    headers: (await session("superadmin")).headers,
  });
  apiKey = response.json<{ token: string }>().token;
  return apiKey;
}

async function memberId(current: string | undefined): Promise<string> {
  if (current && (await exists(current))) return current;
  return (await createTestContact(database(), { roles: ["member"] })).id;
}

async function identity(name: CallerName): Promise<Identity> {
  switch (name) {
    case "anonymous":
      return { headers: {} };
    case "member":
    case "reviewer":
    case "admin":
    case "superadmin":
      return session(name);
    case "apiKey":
      return { headers: { authorization: `Bearer ${await key()}` } };
    case "apiKeyAsMember":
      keyMember = await memberId(keyMember);
      return {
        headers: { authorization: `Bearer ${await key()}`, "x-contact-id": keyMember },
        contactId: keyMember,
      };
    case "apiKeyAsReviewer":
      keyReviewer = await memberId(keyReviewer);
      await makeReviewer(keyReviewer);
      return {
        headers: { authorization: `Bearer ${await key()}`, "x-contact-id": keyReviewer },
        contactId: keyReviewer,
      };
  }
}

function targets(access: Access, url: string, caller: Identity): Target[] {
  if (!url.includes(":id")) return [];
  if (access !== "selfOrAdmin") return ["other"];
  return caller.contactId ? ["me", "own", "other"] : ["me", "other"];
}

describe("authorization matrix", () => {
  it("pins every API route's rule, and the routes declare the same", () => {
    const routes = app.routeAccess.filter((route) => isPinned(route.url));
    const declared = Object.fromEntries(
      routes.map((route) => [`${route.method} ${route.url}`, route.access]),
    );
    const pinned = Object.fromEntries(
      routes.map((route) => [
        `${route.method} ${route.url}`,
        expectedAccess(route.method, route.url),
      ]),
    );
    expect(declared).toEqual(pinned);
    const registered = new Set(routes.map((route) => `${route.method} ${route.url}`));
    expect(Object.keys(EXPECTED_ACCESS).filter((route) => !registered.has(route))).toEqual([]);
  });

  it("checks every API route against every kind of caller", { timeout: 180_000 }, async () => {
    const routes = app.routeAccess.filter((route) => isPinned(route.url));
    expect(routes.length).toBeGreaterThan(15);
    const mismatches: string[] = [];
    let calls = 0;
    for (const route of routes) {
      const access = expectedAccess(route.method, route.url);
      if (!access) throw new Error(`${route.method} ${route.url} is missing from EXPECTED_ACCESS`);
      for (const name of CALLERS) {
        const caller = await identity(name);
        const cases: (Target | undefined)[] = targets(access, route.url, caller);
        for (const target of cases.length > 0 ? cases : [undefined]) {
          other = await memberId(other);
          // Also asked for each call: an earlier one may have signed the caller out or deleted it.
          const current = await identity(name);
          const id = target === "me" ? "me" : target === "own" ? current.contactId : other;
          const url = route.url
            .replace(":id", id ?? "")
            .replace(":role", "member")
            .replace(/:\w+/g, "x")
            .replace("*", "x");
          const response = await app.inject({
            method: route.method as "GET",
            url,
            payload: {},
            headers: current.headers,
          });
          calls++;
          const status = response.statusCode;
          const expected = allowed(access, name, target);
          const signInHelps =
            access === "loggedIn" || access === "selfOrAdmin" || access === "reviewer";
          const refusal = name === "anonymous" && signInHelps ? 401 : 403;
          const ok = expected
            ? status !== 401 && status !== 403 && status < 500
            : status === refusal;
          if (!ok) {
            mismatches.push(
              `${name} ${route.method} ${url} (${access}${target ? `, ${target}` : ""}) answered ${status}${expected ? "" : `, expected ${refusal}`}`,
            );
          }
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(calls).toBeGreaterThan(100);
  });
});
