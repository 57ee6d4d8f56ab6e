import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contacts, emailChanges } from "../../db/schema";
import { hashToken } from "../../services/recovery/flows";
import { freshAddress, resetLinkOf, waitForEmail } from "../../test-support/recovery";
import { createTestContact, signIn } from "../../test-support/accounts";
import { emailsTo } from "../../test-support/payments";
import { testAppPerFile } from "../../test-support/app";
import { testDatabasePerFile } from "../../test-support/database";

const database = testDatabasePerFile();
const BASE_URL = "https://members.example.org";
const { app, outbox } = testAppPerFile(database, { config: { baseUrl: BASE_URL } });

async function member() {
  const contact = await createTestContact(database(), { roles: ["member"] });
  return { ...contact, cookie: await signIn(app(), contact) };
}

const newAddress = () => `new-${Math.random().toString(36).slice(2)}@example.org`;

function patchMe(cookie: string, payload: object) {
  return app().inject({
    method: "PATCH",
    url: "/api/1.0/contact/me",
    headers: { cookie },
    payload,
    remoteAddress: freshAddress(),
  });
}

function confirm(token: string) {
  return app().inject({ method: "PUT", url: `/api/1.0/email-change/${token}` });
}

async function storedEmail(id: string) {
  const [row] = await database().db.select().from(contacts).where(eq(contacts.id, id));
  return row?.email;
}

describe("changing one's own email", () => {
  it("needs the current password, and changes only once the new address confirms", async () => {
    const self = await member();
    const address = newAddress();

    const missing = await patchMe(self.cookie, { email: address });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ errors: [{ property: "currentPassword" }] });
    const wrong = await patchMe(self.cookie, { email: address, currentPassword: "Not-It-123" });
    // 400: the session stays; only the field is wrong.
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: "login-failed",
      errors: [{ property: "currentPassword" }],
    });

    const asked = await patchMe(self.cookie, {
      email: address,
      currentPassword: self.password,
      firstname: "Grace",
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({ email: self.email, firstname: "Grace" });
    expect(await storedEmail(self.id)).toBe(self.email);

    const mail = await waitForEmail(app(), outbox(), address, "confirm-email-change");
    const { link, id: token } = resetLinkOf(mail);
    expect(link).toBe(`${BASE_URL}/auth/confirm-email/${token}`);
    // Only the token's hash is kept.
    const [pending] = await database()
      .db.select()
      .from(emailChanges)
      .where(eq(emailChanges.contactId, self.id));
    expect(pending?.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(pending)).not.toContain(token);

    expect((await confirm(token)).statusCode).toBe(204);
    expect(await storedEmail(self.id)).toBe(address);
    await waitForEmail(app(), outbox(), self.email, "email-changed");
    await signIn(app(), { email: address, password: self.password });

    const again = await confirm(token);
    expect(again.statusCode).toBe(404);
  });

  it("cannot take another contact's address, nor a guest's answers by typing it in", async () => {
    const self = await member();
    const other = await createTestContact(database());
    const taken = await patchMe(self.cookie, {
      email: other.email.toUpperCase(),
      currentPassword: self.password,
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({ code: "duplicate-email" });

    // An address nobody has an account for stays someone else's until its inbox confirms.
    const guest = newAddress();
    await patchMe(self.cookie, { email: guest, currentPassword: self.password });
    expect(await storedEmail(self.id)).toBe(self.email);
    const me = await app().inject({ url: "/api/1.0/contact/me", headers: { cookie: self.cookie } });
    expect(me.json()).toMatchObject({ email: self.email });
  });

  it("refuses a link that is not a token, or older than a day", async () => {
    const self = await member();
    const address = newAddress();
    await patchMe(self.cookie, { email: address, currentPassword: self.password });
    const { id: token } = resetLinkOf(
      await waitForEmail(app(), outbox(), address, "confirm-email-change"),
    );
    await database()
      .db.update(emailChanges)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(emailChanges.contactId, self.id));
    expect((await confirm(token)).statusCode).toBe(404);
    expect((await confirm("not-a-token")).statusCode).toBe(404);
    expect(await storedEmail(self.id)).toBe(self.email);
  });

  it("sends at most three confirmations an hour", async () => {
    const self = await member();
    for (let i = 0; i < 3; i++) {
      const asked = await patchMe(self.cookie, {
        email: newAddress(),
        currentPassword: self.password,
      });
      expect(asked.statusCode).toBe(200);
    }
    const fourth = await patchMe(self.cookie, {
      email: newAddress(),
      currentPassword: self.password,
    });
    expect(fourth.statusCode).toBe(429);
  });

  it("sends one new address three confirmations an hour, from however many accounts", async () => {
    const target = newAddress();
    for (let i = 0; i < 4; i++) {
      const self = await member();
      const asked = await patchMe(self.cookie, { email: target, currentPassword: self.password });
      // Answered as sent: nobody learns the address was limited.
      expect(asked.statusCode).toBe(200);
    }
    const sent = await emailsTo(app(), outbox(), target);
    expect(sent.filter((email) => email.template === "confirm-email-change")).toHaveLength(3);
  });

  it("lets an admin set another contact's address at once", async () => {
    const admin = await createTestContact(database(), { roles: ["admin"] });
    const cookie = await signIn(app(), admin);
    const self = await createTestContact(database(), { roles: ["member"] });
    const address = newAddress();
    const changed = await app().inject({
      method: "PATCH",
      url: `/api/1.0/contact/${self.id}`,
      headers: { cookie },
      payload: { email: address },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ email: address });
    // The owner hears of it at the address they had, as after a change of their own.
    const told = (await emailsTo(app(), outbox(), self.email)).filter(
      (email) => email.template === "email-changed",
    );
    expect(told).toHaveLength(1);
    expect(told[0]?.text).toContain(address);
    // Nothing when the address sent is the one they have.
    const same = await app().inject({
      method: "PATCH",
      url: `/api/1.0/contact/${self.id}`,
      headers: { cookie },
      payload: { email: address.toUpperCase() },
    });
    expect(same.statusCode).toBe(200);
    const atNew = await emailsTo(app(), outbox(), address);
    expect(atNew.map((email) => email.template)).not.toContain("email-changed");
  });
});
