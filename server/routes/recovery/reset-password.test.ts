import { eq, sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { contacts, resetFlows } from "../../db/schema";
import { hashToken, storeFlow } from "../../services/recovery/flows";
import {
  createTestContact,
  sessionCookie,
  signIn,
  type TestContact,
} from "../../test-support/accounts";
import { testAppPerFile } from "../../test-support/app";
import { testDatabasePerFile } from "../../test-support/database";
import { readOutbox } from "../../test-support/email";
import { emailsTo } from "../../test-support/payments";
import {
  addAuthenticator,
  freshAddress,
  resetLinkOf,
  waitForEmail,
} from "../../test-support/recovery";

const database = testDatabasePerFile();
const BASE_URL = "https://members.example.org";
const RESET_URL = `${BASE_URL}/auth/reset-password`;
const NEW_PASSWORD = "Quiet-Harbour-77";

const { app, outbox } = testAppPerFile(database, { config: { baseUrl: BASE_URL } });

function requestLink(email: string, resetUrl = RESET_URL, remoteAddress = freshAddress()) {
  return app().inject({
    method: "POST",
    url: "/api/1.0/reset-password",
    payload: { email, resetUrl },
    remoteAddress,
  });
}

function followLink(id: string, payload: object, remoteAddress = freshAddress()) {
  return app().inject({
    method: "PUT",
    url: `/api/1.0/reset-password/${id}`,
    payload,
    remoteAddress,
  });
}

/** A contact, a link emailed to them, and the link's flow id. */
async function contactWithLink(options: Parameters<typeof createTestContact>[1] = {}) {
  const contact = await createTestContact(database(), options);
  expect((await requestLink(contact.email)).statusCode).toBe(204);
  const email = await waitForEmail(app(), outbox(), contact.email, "reset-password");
  return { contact, email, ...resetLinkOf(email) };
}

async function whoIs(cookie: string | undefined) {
  const response = await app().inject({
    url: "/api/1.0/auth/info",
    headers: cookie ? { cookie } : {},
  });
  return (response.json() as { contact?: { id: string } }).contact?.id;
}

/** The tokens of every reset link emailed to this address, oldest first. */
async function linksTo(to: string): Promise<string[]> {
  const emails = await readOutbox(outbox());
  return emails
    .filter((email) => email.to === to && email.template === "reset-password")
    .map((email) => resetLinkOf(email).id);
}

async function flowsOf(contact: TestContact) {
  return database().db.select().from(resetFlows).where(eq(resetFlows.contactId, contact.id));
}

function expectExpired(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(404);
  expect(response.json()).toEqual({
    httpCode: 404,
    name: "NotFoundError",
    message: "This link has expired or was already used",
    code: "not-found",
  });
}

describe("POST /reset-password", () => {
  it("answers a known and an unknown email alike, and emails only the known one a link", async () => {
    const contact = await createTestContact(database(), { firstname: "Ada" });
    const unknown = await requestLink("nobody-here@example.org");
    const known = await requestLink(contact.email);
    for (const response of [unknown, known]) {
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe("");
    }
    expect(Object.keys(known.headers).sort()).toEqual(Object.keys(unknown.headers).sort());

    const email = await waitForEmail(app(), outbox(), contact.email, "reset-password");
    const [flow, ...more] = await flowsOf(contact);
    expect(more).toEqual([]);
    expect(flow?.type).toBe("password");
    expect(resetLinkOf(email).link).toMatch(new RegExp(`^${RESET_URL}/[0-9a-f-]{36}$`));
    // Only the token's hash is stored: the link in the email is the one key.
    expect(flow?.tokenHash).toBe(hashToken(resetLinkOf(email).id));
    expect(JSON.stringify(flow)).not.toContain(resetLinkOf(email).id);
    expect(email.text).toContain("Hello Ada,");
    expect((await readOutbox(outbox())).map((sent) => sent.to)).not.toContain(
      "nobody-here@example.org",
    );
  });

  it("holds the answer for known and unknown emails to the same minimum time", async () => {
    const contact = await createTestContact(database());
    const time = async (email: string) => {
      const started = performance.now();
      await requestLink(email);
      return performance.now() - started;
    };
    const known = await time(contact.email);
    const unknown = await time("still-nobody@example.org");
    // Both are held to the same floor, which the lookup, the new link and queueing the
    // email fit well within (the email itself is sent after the answer).
    expect(known).toBeGreaterThanOrEqual(190);
    expect(unknown).toBeGreaterThanOrEqual(190);
  });

  it("finds the account whatever the case and spaces of the email typed", async () => {
    const contact = await createTestContact(database());
    expect((await requestLink(`  ${contact.email.toUpperCase()} `)).statusCode).toBe(204);
    await waitForEmail(app(), outbox(), contact.email, "reset-password");
  });

  it("accepts a path of this site and emails the full address", async () => {
    const contact = await createTestContact(database());
    expect((await requestLink(contact.email, "/auth/set-password")).statusCode).toBe(204);
    const email = await waitForEmail(app(), outbox(), contact.email, "reset-password");
    expect(resetLinkOf(email).link).toMatch(
      new RegExp(`^${BASE_URL}/auth/set-password/[0-9a-f-]{36}$`),
    );
  });

  it.each([
    "https://evil.example/auth/reset-password",
    "https://members.example.org.evil.example/auth/reset-password",
    "http://members.example.org/auth/reset-password",
    "https://members.example.org:8443/auth/reset-password",
    "https://members.example.org/auth/reset-password?next=https://evil.example",
    "//evil.example/auth/reset-password",
    "/\\evil.example/auth",
    "javascript:alert(1)",
    "",
  ])("refuses to email a link to %s, whoever asks", async (resetUrl) => {
    const contact = await createTestContact(database());
    const response = await requestLink(contact.email, resetUrl);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: [expect.objectContaining({ property: "resetUrl" })],
    });
    expect(await flowsOf(contact)).toEqual([]);
  });

  it("refuses a body that is not an email and an address, naming the problem", async () => {
    for (const payload of [{ email: "not-an-email", resetUrl: RESET_URL }, { email: "a@b.org" }]) {
      const response = await app().inject({
        method: "POST",
        url: "/api/1.0/reset-password",
        payload,
        remoteAddress: freshAddress(),
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it("allows five requests per address in 15 minutes, then answers 429", async () => {
    const address = freshAddress();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await requestLink("limit@example.org", RESET_URL, address)).statusCode).toBe(204);
    }
    const refused = await requestLink("limit@example.org", RESET_URL, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ httpCode: 429, code: "TOO_MANY_REQUESTS" });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect((await requestLink("limit@example.org", RESET_URL, freshAddress())).statusCode).toBe(
      204,
    );
  });
});

describe("POST /reset-password for one inbox", () => {
  it("sends one address three links an hour, however many client addresses ask, and answers alike beyond", async () => {
    const contact = await createTestContact(database());
    const typed = [
      contact.email,
      contact.email.toUpperCase(),
      ` ${contact.email} `,
      contact.email,
      contact.email,
    ];
    for (const email of typed) {
      const answer = await requestLink(email, RESET_URL, freshAddress());
      expect(answer.statusCode).toBe(204);
      expect(answer.body).toBe("");
    }
    const sent = await emailsTo(app(), outbox(), contact.email);
    expect(sent.filter((email) => email.template === "reset-password")).toHaveLength(3);
    expect(await flowsOf(contact)).toHaveLength(3);

    // The limit is the inbox's: another address still gets its link.
    const other = await createTestContact(database());
    expect((await requestLink(other.email)).statusCode).toBe(204);
    await waitForEmail(app(), outbox(), other.email, "reset-password");
  });
});

describe("PUT /reset-password/:id", () => {
  it("sets the new password and logs the person in", async () => {
    const { contact, id } = await contactWithLink();
    const response = await followLink(id, { password: NEW_PASSWORD });
    expect(response.statusCode).toBe(204);
    const cookie = sessionCookie(response);
    expect(await whoIs(cookie)).toBe(contact.id);

    await signIn(app(), { email: contact.email, password: NEW_PASSWORD });
    const old = await app().inject({
      method: "POST",
      url: "/api/1.0/auth/login",
      payload: { email: contact.email, password: contact.password },
    });
    expect(old.statusCode).toBe(401);
  });

  it("works once, and voids every other link of the contact", async () => {
    const contact = await createTestContact(database());
    await requestLink(contact.email);
    await requestLink(contact.email);
    await waitForEmail(app(), outbox(), contact.email, "reset-password");
    await expect.poll(async () => (await linksTo(contact.email)).length).toBe(2);
    const [first = "", second = ""] = await linksTo(contact.email);
    expect((await followLink(first, { password: NEW_PASSWORD })).statusCode).toBe(204);
    expectExpired(await followLink(first, { password: "Another-Pass-99" }));
    expectExpired(await followLink(second, { password: "Another-Pass-99" }));
    expect(await flowsOf(contact)).toEqual([]);
  });

  it("works once even when two requests use it at the same moment", async () => {
    const { id } = await contactWithLink();
    const answers = await Promise.all([
      followLink(id, { password: NEW_PASSWORD }),
      followLink(id, { password: "Other-Winner-88" }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([204, 404]);
  });

  it("lets one contact's link change only that contact's password", async () => {
    const ada = await contactWithLink();
    const bo = await contactWithLink();
    expect((await followLink(ada.id, { password: NEW_PASSWORD })).statusCode).toBe(204);
    const response = await followLink(bo.id, { password: "Bo-Has-Own-123" });
    expect(response.statusCode).toBe(204);
    expect(await whoIs(sessionCookie(response))).toBe(bo.contact.id);
    await signIn(app(), { email: ada.contact.email, password: NEW_PASSWORD });
    await signIn(app(), { email: bo.contact.email, password: "Bo-Has-Own-123" });
  });

  it("refuses links older than 24 hours", async () => {
    const { contact, id } = await contactWithLink();
    await database()
      .db.update(resetFlows)
      .set({ createdAt: sql`now() - interval '24 hours 1 minute'` })
      .where(eq(resetFlows.tokenHash, hashToken(id)));
    expectExpired(await followLink(id, { password: NEW_PASSWORD }));
    await signIn(app(), contact);
  });

  it("answers links that never existed alike, and malformed ids without a 500", async () => {
    expectExpired(
      await followLink("3f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b", { password: NEW_PASSWORD }),
    );
    for (const id of ["not-a-uuid", "1", "3f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0bX"]) {
      expectExpired(await followLink(id, { password: NEW_PASSWORD }));
    }
    // A NUL is refused app-wide, before any link is looked up.
    expect((await followLink("%00", { password: NEW_PASSWORD })).statusCode).toBe(400);
  });

  it("refuses a lost-device link", async () => {
    const contact = await createTestContact(database());
    const token = await storeFlow(database().db, contact.id, "totp");
    const response = await followLink(token, { password: NEW_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "wrong-type" });
  });

  it("holds new passwords to the policy, and the link still works after a refusal", async () => {
    const { id } = await contactWithLink();
    for (const password of ["short1A", "alllowercase1", "ALLUPPERCASE1", "NoDigitsHere", ""]) {
      const response = await followLink(id, { password });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        errors: [expect.objectContaining({ property: "password" })],
      });
      expect(response.body).not.toContain(password || "\u0000");
    }
    expect((await followLink(id, { password: NEW_PASSWORD })).statusCode).toBe(204);
  });

  it("unlocks an account locked by wrong passwords", async () => {
    const { contact, id } = await contactWithLink();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await app().inject({
        method: "POST",
        url: "/api/1.0/auth/login",
        payload: { email: contact.email, password: "Wrong-Password-1" },
        remoteAddress: freshAddress(),
      });
    }
    const locked = await app().inject({
      method: "POST",
      url: "/api/1.0/auth/login",
      payload: { email: contact.email, password: contact.password },
      remoteAddress: freshAddress(),
    });
    expect(locked.json()).toMatchObject({ code: "account-locked" });

    expect((await followLink(id, { password: NEW_PASSWORD })).statusCode).toBe(204);
    const [row] = await database().db.select().from(contacts).where(eq(contacts.id, contact.id));
    expect(row?.passwordTries).toBe(0);
    await signIn(app(), { email: contact.email, password: NEW_PASSWORD });
  });

  it("asks for the authenticator code when the account has one", async () => {
    const { contact, id } = await contactWithLink();
    const authenticator = await addAuthenticator(database(), contact.id);

    const missing = await followLink(id, { password: NEW_PASSWORD });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: "mfa-token-required" });
    const wrong = await followLink(id, {
      password: NEW_PASSWORD,
      token: authenticator.wrongCode(),
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: "invalid-token" });
    expect(sessionCookie(wrong)).toBeUndefined();

    const right = await followLink(id, { password: NEW_PASSWORD, token: authenticator.code() });
    expect(right.statusCode).toBe(204);
    expect(await whoIs(sessionCookie(right))).toBe(contact.id);
  });

  it("counts wrong codes as failed sign-ins of the address, as login does", async () => {
    const address = freshAddress();
    // The default limit: 10 failures per address in 15 minutes, here on ten accounts (each
    // below its own limit of wrong codes).
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const { contact, id } = await contactWithLink();
      const authenticator = await addAuthenticator(database(), contact.id);
      const wrong = await followLink(
        id,
        { password: NEW_PASSWORD, token: authenticator.wrongCode() },
        address,
      );
      expect(wrong.statusCode).toBe(401);
    }
    const { contact, id } = await contactWithLink();
    const authenticator = await addAuthenticator(database(), contact.id);
    const limited = await followLink(
      id,
      { password: NEW_PASSWORD, token: authenticator.code() },
      address,
    );
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: "TOO_MANY_REQUESTS" });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("sets the first password of an account made without one", async () => {
    const { contact, id } = await contactWithLink({ password: null });
    expect((await followLink(id, { password: NEW_PASSWORD })).statusCode).toBe(204);
    await signIn(app(), { email: contact.email, password: NEW_PASSWORD });
  });

  it("signs the account out everywhere else", async () => {
    const contact = await createTestContact(database());
    const elsewhere = await signIn(app(), contact);
    await requestLink(contact.email);
    const { id } = resetLinkOf(
      await waitForEmail(app(), outbox(), contact.email, "reset-password"),
    );
    expect((await followLink(id, { password: NEW_PASSWORD })).statusCode).toBe(204);
    expect(await whoIs(elsewhere)).toBeUndefined();
  });
});
