import { eq, sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { contactMfa, contacts, resetFlows } from "../../db/schema";
import { hashToken, storeFlow } from "../../services/recovery/flows";
import { readOutbox } from "../../test-support/email";
import { emailsTo } from "../../test-support/payments";
import {
  addAuthenticator,
  freshAddress,
  resetLinkOf,
  waitForEmail,
} from "../../test-support/recovery";
import { createTestContact, sessionCookie } from "../../test-support/accounts";
import { testAppPerFile } from "../../test-support/app";
import { testDatabasePerFile } from "../../test-support/database";

const database = testDatabasePerFile();
const BASE_URL = "https://members.example.org";
const RESET_URL = `${BASE_URL}/auth/reset-device`;

const { app, outbox } = testAppPerFile(database, { config: { baseUrl: BASE_URL } });

function requestLink(email: string, remoteAddress = freshAddress()) {
  return app().inject({
    method: "POST",
    url: "/api/1.0/reset-device",
    payload: { email, resetUrl: RESET_URL, type: "totp" },
    remoteAddress,
  });
}

function followLink(id: string, password: string, remoteAddress = freshAddress()) {
  return app().inject({
    method: "PUT",
    url: `/api/1.0/reset-device/${id}`,
    payload: { password, type: "totp" },
    remoteAddress,
  });
}

/** A contact with two-factor codes on, and a lost-device link emailed to them. */
async function contactWithLink() {
  const contact = await createTestContact(database());
  const authenticator = await addAuthenticator(database(), contact.id);
  expect((await requestLink(contact.email)).statusCode).toBe(204);
  const email = await waitForEmail(app(), outbox(), contact.email, "reset-device");
  return { contact, authenticator, email, ...resetLinkOf(email) };
}

async function hasMfa(contactId: string) {
  const rows = await database()
    .db.select()
    .from(contactMfa)
    .where(eq(contactMfa.contactId, contactId));
  return rows.length > 0;
}

function login(email: string, password: string, token?: string) {
  return app().inject({
    method: "POST",
    url: "/api/1.0/auth/login",
    payload: { email, password, ...(token ? { token } : {}) },
    remoteAddress: freshAddress(),
  });
}

function expectCode(response: LightMyRequestResponse, status: number, code: string) {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toMatchObject({ httpCode: status, code });
}

describe("POST /reset-device", () => {
  it("answers alike, and emails a link only to accounts with two-factor codes", async () => {
    const withCodes = await createTestContact(database(), { firstname: "Ada" });
    await addAuthenticator(database(), withCodes.id);
    const withoutCodes = await createTestContact(database());

    const answers = [
      await requestLink("nobody-at-all@example.org"),
      await requestLink(withoutCodes.email),
      await requestLink(withCodes.email),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(204);
      expect(answer.body).toBe("");
    }

    const email = await waitForEmail(app(), outbox(), withCodes.email, "reset-device");
    expect(email.subject).toBe("Turn off two-step verification");
    expect(resetLinkOf(email).link).toMatch(new RegExp(`^${RESET_URL}/[0-9a-f-]{36}$`));
    const [flow] = await database()
      .db.select()
      .from(resetFlows)
      .where(eq(resetFlows.contactId, withCodes.id));
    // Only the token's hash is stored: the link in the email is the one key.
    expect(flow).toMatchObject({ tokenHash: hashToken(resetLinkOf(email).id), type: "totp" });
    expect(JSON.stringify(flow)).not.toContain(resetLinkOf(email).id);

    const recipients = (await readOutbox(outbox())).map((sent) => sent.to);
    expect(recipients).not.toContain(withoutCodes.email);
    expect(recipients).not.toContain("nobody-at-all@example.org");
    expect(
      await database()
        .db.select()
        .from(resetFlows)
        .where(eq(resetFlows.contactId, withoutCodes.id)),
    ).toEqual([]);
  });

  it("refuses a link to another site and other second-factor types", async () => {
    const contact = await createTestContact(database());
    for (const payload of [
      { email: contact.email, resetUrl: "https://evil.example/auth/reset-device", type: "totp" },
      { email: contact.email, resetUrl: RESET_URL, type: "sms" },
      { email: contact.email, resetUrl: RESET_URL },
    ]) {
      const response = await app().inject({
        method: "POST",
        url: "/api/1.0/reset-device",
        payload,
        remoteAddress: freshAddress(),
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it("allows five requests per address in 15 minutes, then answers 429", async () => {
    const address = freshAddress();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await requestLink("limit@example.org", address)).statusCode).toBe(204);
    }
    expectCode(await requestLink("limit@example.org", address), 429, "TOO_MANY_REQUESTS");
  });
});

describe("POST /reset-device for one inbox", () => {
  it("sends one address three links an hour, however many client addresses ask, and answers alike beyond", async () => {
    const contact = await createTestContact(database());
    await addAuthenticator(database(), contact.id);
    for (const email of [
      contact.email,
      contact.email.toUpperCase(),
      contact.email,
      contact.email,
    ]) {
      const answer = await requestLink(email, freshAddress());
      expect(answer.statusCode).toBe(204);
      expect(answer.body).toBe("");
    }
    const sent = await emailsTo(app(), outbox(), contact.email);
    expect(sent.filter((email) => email.template === "reset-device")).toHaveLength(3);
  });
});

describe("PUT /reset-device/:id", () => {
  it("with the password, turns two-factor codes off and logs the person in", async () => {
    const { contact, id } = await contactWithLink();
    const response = await followLink(id, contact.password);
    expect(response.statusCode).toBe(204);
    expect(await hasMfa(contact.id)).toBe(false);

    const info = await app().inject({
      url: "/api/1.0/auth/info",
      headers: { cookie: sessionCookie(response) ?? "" },
    });
    expect(info.json()).toMatchObject({ method: "user", contact: { id: contact.id } });
    // No code is asked for any more.
    expect((await login(contact.email, contact.password)).statusCode).toBe(204);
    expectCode(await followLink(id, contact.password), 404, "not-found");
  });

  it("counts wrong passwords towards the lockout, and a locked account stays locked", async () => {
    const { contact, id } = await contactWithLink();
    expectCode(await followLink(id, "Wrong-Password-1"), 401, "login-failed");
    expectCode(await followLink(id, "Wrong-Password-2"), 401, "login-failed");
    expectCode(await followLink(id, "Wrong-Password-3"), 401, "account-locked");
    const locked = await followLink(id, contact.password);
    expectCode(locked, 401, "account-locked");
    expect(sessionCookie(locked)).toBeUndefined();
    expect(await hasMfa(contact.id)).toBe(true);
    expectCode(await login(contact.email, contact.password), 401, "account-locked");
  });

  it("starts the count again after the right password", async () => {
    const { contact, id } = await contactWithLink();
    expectCode(await followLink(id, "Wrong-Password-1"), 401, "login-failed");
    expect((await followLink(id, contact.password)).statusCode).toBe(204);
    const [row] = await database().db.select().from(contacts).where(eq(contacts.id, contact.id));
    expect(row?.passwordTries).toBe(0);
  });

  it("voids the contact's other links, password links included", async () => {
    const { contact, id } = await contactWithLink();
    const passwordToken = await storeFlow(database().db, contact.id, "password");
    expect((await followLink(id, contact.password)).statusCode).toBe(204);
    const reset = await app().inject({
      method: "PUT",
      url: `/api/1.0/reset-password/${passwordToken}`,
      payload: { password: "Brand-New-Pass-1" },
    });
    expectCode(reset, 404, "not-found");
  });

  it("refuses password links, expired links and ids that were never issued", async () => {
    const { contact, id } = await contactWithLink();
    const passwordToken = await storeFlow(database().db, contact.id, "password");
    expectCode(await followLink(passwordToken, contact.password), 400, "wrong-type");

    await database()
      .db.update(resetFlows)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(resetFlows.tokenHash, hashToken(id)));
    expectCode(await followLink(id, contact.password), 404, "not-found");
    expectCode(
      await followLink("0b5c7e0e-5b8f-4a57-9f65-2f0f6f4d2b11", contact.password),
      404,
      "not-found",
    );
    expectCode(await followLink("nope", contact.password), 404, "not-found");
    expect(await hasMfa(contact.id)).toBe(true);
  });

  it("refuses a body without the type, and the link still works after", async () => {
    const { contact, id } = await contactWithLink();
    const response = await app().inject({
      method: "PUT",
      url: `/api/1.0/reset-device/${id}`,
      payload: { password: contact.password },
    });
    expect(response.statusCode).toBe(400);
    expect(await hasMfa(contact.id)).toBe(true);
    expect((await followLink(id, contact.password)).statusCode).toBe(204);
  });
});
