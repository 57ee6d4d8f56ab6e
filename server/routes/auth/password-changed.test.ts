import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createAdmin } from "../../cli/create-admin";
import { contacts, sessions } from "../../db/schema";
import { emailsTo } from "../../test-support/payments";
import {
  TEST_PASSWORD,
  createTestContact,
  signIn,
  type TestContact,
} from "../../test-support/accounts";
import { testAppPerFile } from "../../test-support/app";
import { testDatabasePerFile } from "../../test-support/database";

/**
 * Every way a password is set or changed tells its owner and ends the contact's other
 * sessions (the join's claim is in ../signup/signup.test.ts).
 */
const database = testDatabasePerFile();
const BASE_URL = "https://members.example.org";
const { app, outbox } = testAppPerFile(database, { config: { baseUrl: BASE_URL } });
const NEW_PASSWORD = "Quiet-Harbour-77";

async function sessionCount(contactId: string): Promise<number> {
  const rows = await database()
    .db.select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.contactId, contactId));
  return rows.length;
}

async function signedIn(cookie: string): Promise<boolean> {
  const response = await app().inject({ url: "/api/1.0/contact/me", headers: { cookie } });
  return response.statusCode === 200;
}

/** The password-changed email the contact got: when it happened, and a link to reset. */
async function expectTold(contact: { email: string }): Promise<void> {
  const emails = await emailsTo(app(), outbox(), contact.email);
  const told = emails.filter((email) => email.template === "password-changed");
  expect(told).toHaveLength(1);
  expect(told[0]?.subject).toBe("Your password was changed");
  expect(told[0]?.text).toMatch(/was changed on .*\d{4}.*\d{2}:\d{2}.*UTC/);
  expect(told[0]?.links).toContain(`${BASE_URL}/auth/forgot-password`);
}

function resetWith(link: string, password = NEW_PASSWORD) {
  const id = link.slice(link.lastIndexOf("/") + 1);
  return app().inject({
    method: "PUT",
    url: `/api/1.0/reset-password/${id}`,
    payload: { password },
  });
}

async function twoDevices(contact: TestContact): Promise<[string, string]> {
  return [await signIn(app(), contact), await signIn(app(), contact)];
}

describe("a new password", () => {
  it("from the account's own page keeps that session and ends the others", async () => {
    const member = await createTestContact(database(), { roles: ["member"] });
    const [here, elsewhere] = await twoDevices(member);
    const changed = await app().inject({
      method: "PATCH",
      url: "/api/1.0/contact/me",
      payload: { password: NEW_PASSWORD },
      headers: { cookie: here },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await signedIn(here)).toBe(true);
    expect(await signedIn(elsewhere)).toBe(false);
    await expectTold(member);
  });

  it("set by staff ends every session of the contact", async () => {
    const admin = await createTestContact(database(), { roles: ["admin"] });
    const adminCookie = await signIn(app(), admin);
    const member = await createTestContact(database(), { roles: ["member"] });
    await twoDevices(member);
    const changed = await app().inject({
      method: "PATCH",
      url: `/api/1.0/contact/${member.id}`,
      payload: { password: NEW_PASSWORD },
      headers: { cookie: adminCookie },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await sessionCount(member.id)).toBe(0);
    expect(await signedIn(adminCookie)).toBe(true);
    await expectTold(member);
  });

  it("given by staff adding the contact tells the owner", async () => {
    const admin = await createTestContact(database(), { roles: ["admin"] });
    const adminCookie = await signIn(app(), admin);
    const email = `added-${Date.now()}@example.org`;
    const added = await app().inject({
      method: "POST",
      url: "/api/1.0/contact",
      payload: { email, firstname: "Ada", lastname: "Okafor", password: NEW_PASSWORD },
      headers: { cookie: adminCookie },
    });
    expect(added.statusCode, added.body).toBe(200);
    await expectTold({ email });
  });

  it("is not announced for a contact staff add without one", async () => {
    const admin = await createTestContact(database(), { roles: ["admin"] });
    const adminCookie = await signIn(app(), admin);
    const email = `no-password-${Date.now()}@example.org`;
    const added = await app().inject({
      method: "POST",
      url: "/api/1.0/contact",
      payload: { email, firstname: "Ada", lastname: "Okafor" },
      headers: { cookie: adminCookie },
    });
    expect(added.statusCode, added.body).toBe(200);
    const emails = await emailsTo(app(), outbox(), email);
    expect(emails.map((sent) => sent.template)).not.toContain("password-changed");
  });

  it("is announced in the owner's language", async () => {
    const admin = await createTestContact(database(), { roles: ["admin"] });
    const adminCookie = await signIn(app(), admin);
    const member = await createTestContact(database(), { roles: ["member"] });
    await database().db.update(contacts).set({ locale: "de" }).where(eq(contacts.id, member.id));
    const changed = await app().inject({
      method: "PATCH",
      url: `/api/1.0/contact/${member.id}`,
      payload: { password: NEW_PASSWORD },
      headers: { cookie: adminCookie },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const emails = await emailsTo(app(), outbox(), member.email);
    const told = emails.filter((email) => email.template === "password-changed");
    expect(told.map((email) => email.subject)).toEqual(["Ihr Passwort wurde geändert"]);
  });

  it("from a reset link ends every earlier session", async () => {
    const member = await createTestContact(database(), { roles: ["member"] });
    const [one, two] = await twoDevices(member);
    const link = await app().services.recovery.createPasswordLink(
      member.id,
      "/auth/reset-password",
    );
    const reset = await resetWith(link);
    expect(reset.statusCode, reset.body).toBe(204);
    expect(await signedIn(one)).toBe(false);
    expect(await signedIn(two)).toBe(false);
    // Only the session the link started.
    expect(await sessionCount(member.id)).toBe(1);
    await expectTold(member);
  });

  it("from a set-password link (an account made without one) tells the owner", async () => {
    const guest = await createTestContact(database(), { password: null });
    const link = await app().services.recovery.createPasswordLink(guest.id);
    expect((await resetWith(link, TEST_PASSWORD)).statusCode).toBe(204);
    await expectTold(guest);
  });

  it("from create-admin's link tells the new superadmin", async () => {
    const address = `editor-${Date.now()}@example.org`;
    const admin = await createAdmin(database().db, app().services.contacts, address, BASE_URL);
    expect((await resetWith(admin.setPasswordUrl)).statusCode).toBe(204);
    await expectTold({ email: address });
  });

  it("set by the contact service tells the owner and ends every session", async () => {
    const member = await createTestContact(database(), { roles: ["member"] });
    const [one] = await twoDevices(member);
    await app().services.contacts.setPassword(member.id, NEW_PASSWORD);
    expect(await signedIn(one)).toBe(false);
    await expectTold(member);
  });

  it("is never announced for other changes", async () => {
    const member = await createTestContact(database(), { roles: ["member"] });
    const [here, elsewhere] = await twoDevices(member);
    await app().inject({
      method: "PATCH",
      url: "/api/1.0/contact/me",
      payload: { firstname: "Robin" },
      headers: { cookie: here },
    });
    expect(await signedIn(elsewhere)).toBe(true);
    const emails = await emailsTo(app(), outbox(), member.email);
    expect(emails.map((email) => email.template)).not.toContain("password-changed");
  });
});
