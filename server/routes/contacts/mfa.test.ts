import { eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import { contactMfa, contacts } from "../../db/schema";
import { createTestContact, signIn } from "../../test-support/accounts";
import { testAppPerFile } from "../../test-support/app";
import { testDatabasePerFile } from "../../test-support/database";
import { emailsTo } from "../../test-support/payments";

const database = testDatabasePerFile();
const BASE_URL = "https://members.example.org";
const { app, outbox } = testAppPerFile(database, { config: { baseUrl: BASE_URL } });

function authenticator() {
  const secret = new Secret({ size: 20 });
  const totp = new TOTP({ secret, algorithm: "SHA1", digits: 6, period: 30 });
  const wrongCode = () => String((Number(totp.generate()) + 500_000) % 1_000_000).padStart(6, "0");
  // The step before now: turning codes on uses it up, so the current code still works after.
  const previousCode = () => totp.generate({ timestamp: Date.now() - 30_000 });
  return { secret: secret.base32, code: () => totp.generate(), previousCode, wrongCode };
}

function mfa(method: "GET" | "POST" | "DELETE", id: string, cookie: string, payload?: object) {
  return app().inject({
    method,
    url: `/api/1.0/contact/${id}/mfa`,
    headers: { cookie },
    ...(payload ? { payload } : {}),
  });
}

async function signedIn(roles: ("member" | "admin" | "superadmin")[] = ["member"]) {
  const contact = await createTestContact(database(), { roles });
  return { ...contact, cookie: await signIn(app(), contact) };
}

/** A member with two-factor codes on, set up through the API. */
async function withMfa() {
  const self = await signedIn();
  const app2 = authenticator();
  const response = await mfa("POST", "me", self.cookie, {
    secret: app2.secret,
    token: app2.previousCode(),
    type: "totp",
  });
  expect(response.statusCode).toBe(201);
  return { ...self, authenticator: app2 };
}

describe("setting up two-factor codes", () => {
  it("checks the code against the secret: a wrong one is refused, the right one turns codes on", async () => {
    const self = await signedIn();
    expect((await mfa("GET", "me", self.cookie)).statusCode).toBe(204);
    const { secret, code, wrongCode } = authenticator();

    const wrong = await mfa("POST", "me", self.cookie, {
      secret,
      token: wrongCode(),
      type: "totp",
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: "invalid-token", message: "Invalid 2FA token" });
    expect((await mfa("GET", "me", self.cookie)).statusCode).toBe(204);

    const right = await mfa("POST", "me", self.cookie, { secret, token: code(), type: "totp" });
    expect(right.statusCode).toBe(201);
    expect(right.body).toBe("");

    const shown = await mfa("GET", "me", self.cookie);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual({ id: expect.any(String), type: "totp" });
    expect(shown.body).not.toContain(secret);
  });

  it("refuses a second setup while codes are on", async () => {
    const self = await withMfa();
    const { secret, code } = authenticator();
    const again = await mfa("POST", "me", self.cookie, { secret, token: code(), type: "totp" });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/already on/);
  });

  it("refuses secrets that are not base32 or too short, and unknown types", async () => {
    const self = await signedIn();
    const { code } = authenticator();
    for (const body of [
      { secret: "not base32 at all!!!!!!!!!!!!", token: code(), type: "totp" },
      { secret: "JBSWY3DPEHPK3PXP", token: code(), type: "totp" },
      { secret: authenticator().secret, token: code(), type: "sms" },
    ]) {
      expect((await mfa("POST", "me", self.cookie, body)).statusCode).toBe(400);
    }
  });
});

describe("the sessions a new second factor leaves", () => {
  it("ends the contact's other sessions and keeps the one that turned it on", async () => {
    const self = await signedIn();
    const elsewhere = await signIn(app(), self);
    const { secret, code } = authenticator();
    const on = await mfa("POST", "me", self.cookie, { secret, token: code(), type: "totp" });
    expect(on.statusCode).toBe(201);
    expect((await mfa("GET", "me", self.cookie)).statusCode).toBe(200);
    expect((await mfa("GET", "me", elsewhere)).statusCode).toBe(401);
  });

  it("ends every session of a contact an admin turned it on for, and not the admin's", async () => {
    const self = await signedIn();
    const admin = await signedIn(["admin"]);
    const { secret, code } = authenticator();
    const on = await mfa("POST", self.id, admin.cookie, { secret, token: code(), type: "totp" });
    expect(on.statusCode).toBe(201);
    expect((await mfa("GET", "me", self.cookie)).statusCode).toBe(401);
    expect((await mfa("GET", self.id, admin.cookie)).statusCode).toBe(200);
  });
});

describe("removing two-factor codes", () => {
  it("needs a valid code from the contact themself", async () => {
    const self = await withMfa();
    const missing = await mfa("DELETE", "me", self.cookie, { type: "totp" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: "missing-token" });
    const wrong = await mfa("DELETE", "me", self.cookie, {
      type: "totp",
      token: self.authenticator.wrongCode(),
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: "invalid-token" });
    expect((await mfa("GET", "me", self.cookie)).statusCode).toBe(200);

    const right = await mfa("DELETE", "me", self.cookie, {
      type: "totp",
      token: self.authenticator.code(),
    });
    expect(right.statusCode).toBe(201);
    expect((await mfa("GET", "me", self.cookie)).statusCode).toBe(204);
  });

  it("counts wrong codes per account, from any address", async () => {
    const self = await withMfa();
    // The default limit: 5 wrong codes per account in 15 minutes.
    for (let guess = 1; guess <= 5; guess++) {
      const wrong = await app().inject({
        method: "DELETE",
        url: "/api/1.0/contact/me/mfa",
        headers: { cookie: self.cookie },
        payload: { type: "totp", token: self.authenticator.wrongCode() },
        remoteAddress: `198.51.100.${guess}`,
      });
      expect(wrong.json()).toMatchObject({ code: "invalid-token" });
    }
    const limited = await app().inject({
      method: "DELETE",
      url: "/api/1.0/contact/me/mfa",
      headers: { cookie: self.cookie },
      payload: { type: "totp", token: self.authenticator.code() },
      remoteAddress: "198.51.100.99",
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: "TOO_MANY_REQUESTS" });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect((await mfa("GET", "me", self.cookie)).statusCode).toBe(200);
  });

  it("needs the code too when the contact names themself by id (the predecessor's hole)", async () => {
    const self = await withMfa();
    const missing = await mfa("DELETE", self.id, self.cookie, { type: "totp" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: "missing-token" });
    const wrong = await mfa("DELETE", self.id, self.cookie, {
      type: "totp",
      token: self.authenticator.wrongCode(),
    });
    expect(wrong.json()).toMatchObject({ code: "invalid-token" });
    expect(
      await database().db.select().from(contactMfa).where(eq(contactMfa.contactId, self.id)),
    ).toHaveLength(1);
  });

  it("needs the code from an admin removing their own, by id too", async () => {
    const admin = await signedIn(["admin"]);
    const { secret, code } = authenticator();
    await mfa("POST", "me", admin.cookie, { secret, token: code(), type: "totp" });
    const missing = await mfa("DELETE", admin.id, admin.cookie, { type: "totp" });
    expect(missing.json()).toMatchObject({ code: "missing-token" });
  });

  it("lets an admin remove someone else's without a code", async () => {
    const self = await withMfa();
    const admin = await signedIn(["admin"]);
    const response = await mfa("DELETE", self.id, admin.cookie, { type: "totp" });
    expect(response.statusCode).toBe(201);
    expect((await mfa("GET", self.id, admin.cookie)).statusCode).toBe(204);
  });

  it("signs the contact out everywhere when an admin removes theirs", async () => {
    const self = await withMfa();
    const admin = await signedIn(["admin"]);
    expect((await mfa("DELETE", self.id, admin.cookie, { type: "totp" })).statusCode).toBe(201);
    expect((await mfa("GET", "me", self.cookie)).statusCode).toBe(401);
    expect((await mfa("GET", self.id, admin.cookie)).statusCode).toBe(204);
  });

  it("does not let a member touch someone else's", async () => {
    const self = await withMfa();
    const other = await signedIn();
    expect((await mfa("GET", self.id, other.cookie)).statusCode).toBe(403);
    expect((await mfa("DELETE", self.id, other.cookie, { type: "totp" })).statusCode).toBe(403);
  });

  it("answers 404 when codes are not on", async () => {
    const self = await signedIn();
    const response = await mfa("DELETE", "me", self.cookie, { type: "totp", token: "123456" });
    expect(response.statusCode).toBe(404);
  });
});

describe("telling the owner their second factor was removed", () => {
  const removedEmails = async (address: string) =>
    (await emailsTo(app(), outbox(), address)).filter((email) => email.template === "mfa-removed");

  it("emails the owner, in their language, when staff remove it", async () => {
    const self = await withMfa();
    await database()
      .db.update(contacts)
      .set({ locale: "de", firstname: "Ada" })
      .where(eq(contacts.id, self.id));
    const admin = await signedIn(["admin"]);
    expect((await mfa("DELETE", self.id, admin.cookie, { type: "totp" })).statusCode).toBe(201);

    const told = await removedEmails(self.email);
    expect(told).toHaveLength(1);
    expect(told[0]?.subject).toBe(
      "Die Zwei-Faktor-Authentifizierung Ihres Kontos wurde ausgeschaltet",
    );
    expect(told[0]?.text).toContain("Guten Tag Ada,");
    expect(told[0]?.text).toContain("Unser Team bei");
    expect(told[0]?.links).toContain(`${BASE_URL}/auth/forgot-password`);
  });

  it("emails the owner when an API key removes it", async () => {
    const self = await withMfa();
    const superadmin = await signedIn(["superadmin"]);
    const created = await app().inject({
      method: "POST",
      url: "/api/1.0/api-key",
      payload: { description: "Support desk" },
      headers: { cookie: superadmin.cookie },
    });
    const removed = await app().inject({
      method: "DELETE",
      url: `/api/1.0/contact/${self.id}/mfa`,
      payload: { type: "totp" },
      headers: { authorization: `Bearer ${created.json<{ token: string }>().token}` },
    });
    expect(removed.statusCode, removed.body).toBe(201);
    const told = await removedEmails(self.email);
    expect(told.map((email) => email.subject)).toEqual([
      "Two-step verification was turned off for your account",
    ]);
  });

  it("does not email a member who removed their own with a current code", async () => {
    const self = await withMfa();
    const removed = await mfa("DELETE", "me", self.cookie, {
      type: "totp",
      token: self.authenticator.code(),
    });
    expect(removed.statusCode).toBe(201);
    expect(await removedEmails(self.email)).toEqual([]);
  });

  it("sends nothing when a refused removal changed nothing", async () => {
    const self = await withMfa();
    const other = await signedIn();
    expect((await mfa("DELETE", self.id, other.cookie, { type: "totp" })).statusCode).toBe(403);
    expect(await removedEmails(self.email)).toEqual([]);
  });
});
