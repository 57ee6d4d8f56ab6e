import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  apiKeys,
  contactMfa,
  contactProfiles,
  contactRoles,
  contacts,
  resetFlows,
  sessions,
} from "../../db/schema";
import { createTestContact, signIn, type TestContact } from "../../test-support/accounts";
import { storeFlow } from "../../services/recovery/flows";
import { buildTestApp } from "../../test-support/app";
import { testDatabasePerFile } from "../../test-support/database";

const database = testDatabasePerFile();
let app: FastifyInstance;
let admin: TestContact;
let adminCookie: string;

beforeAll(async () => {
  app = await buildTestApp({ database: database() });
  admin = await createTestContact(database(), { roles: ["admin"] });
  adminCookie = await signIn(app, admin);
});
afterAll(() => app.close());

function call(
  method: "GET" | "PATCH" | "DELETE",
  url: string,
  cookie: string | undefined,
  payload?: object,
) {
  return app.inject({
    method,
    url: `/api/1.0${url}`,
    ...(payload ? { payload } : {}),
    ...(cookie ? { headers: { cookie } } : {}),
  });
}

async function member(options: Parameters<typeof createTestContact>[1] = {}) {
  const contact = await createTestContact(database(), { roles: ["member"], ...options });
  return { ...contact, cookie: await signIn(app, contact) };
}

describe("GET /contact/:id", () => {
  it("answers the caller's own contact for me, with displayName and active roles", async () => {
    const self = await member({ firstname: "Ada" });
    const response = await call("GET", "/contact/me", self.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: self.id,
      email: self.email,
      firstname: "Ada",
      lastname: "",
      displayName: "Ada",
      joined: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      lastSeen: expect.any(String),
      activeRoles: ["member"],
    });
  });

  it("falls back to the email for displayName, and counts only roles active now", async () => {
    const contact = await createTestContact(database(), { roles: ["member"] });
    await database()
      .db.insert(contactRoles)
      .values([
        { contactId: contact.id, role: "admin", dateAdded: new Date(Date.now() + 86_400_000) },
        {
          contactId: contact.id,
          role: "superadmin",
          dateAdded: new Date(Date.now() - 2 * 86_400_000),
          dateExpires: new Date(Date.now() - 86_400_000),
        },
      ]);
    const response = await call("GET", `/contact/${contact.id}?with=roles`, adminCookie);
    expect(response.json()).toMatchObject({
      displayName: contact.email,
      activeRoles: ["member"],
      roles: [
        { role: "member", dateExpires: null },
        { role: "admin", dateAdded: expect.any(String), dateExpires: null },
        { role: "superadmin", dateExpires: expect.any(String) },
      ],
    });
  });

  it("adds the relations asked for; notes, description and tags only for admins", async () => {
    const self = await member();
    await database()
      .db.update(contactProfiles)
      .set({ notes: "Met at the harbour meeting", description: "Volunteer" })
      .where(eq(contactProfiles.contactId, self.id));
    const own = await call(
      "GET",
      "/contact/me?with=profile&with=tags&with=isReviewer",
      self.cookie,
    );
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      profile: {
        telephone: "",
        twitter: "",
        preferredContact: "",
        deliveryOptIn: false,
        deliveryAddress: null,
        newsletterStatus: "none",
        newsletterGroups: [],
      },
      isReviewer: false,
    });
    expect(own.json().profile).not.toHaveProperty("notes");
    expect(own.json().profile).not.toHaveProperty("description");
    expect(own.json()).not.toHaveProperty("tags");

    const seen = await call("GET", `/contact/${self.id}?with=profile&with=tags`, adminCookie);
    expect(seen.json()).toMatchObject({
      profile: { notes: "Met at the harbour meeting", description: "Volunteer" },
      tags: [],
    });
    const adminSelf = await call("GET", "/contact/me?with=isReviewer", adminCookie);
    expect(adminSelf.json()).toMatchObject({ isReviewer: true });
  });

  it("lets a member use their own id, and no one else's", async () => {
    const self = await member();
    const other = await member();
    expect((await call("GET", `/contact/${self.id}`, self.cookie)).statusCode).toBe(200);
    expect((await call("GET", `/contact/${other.id}`, self.cookie)).statusCode).toBe(403);
  });

  it("answers 401 to anonymous callers, 400 for a malformed id, 404 for an unknown one", async () => {
    expect((await call("GET", "/contact/me", undefined)).statusCode).toBe(401);
    const malformed = await call("GET", "/contact/12345", adminCookie);
    expect(malformed.statusCode).toBe(400);
    const unknown = await call("GET", "/contact/4b0a6a4e-4a8b-4d2c-9a55-0c2c4f0f7a11", adminCookie);
    expect(unknown.statusCode).toBe(404);
  });

  it("refuses unknown relations and query parameters", async () => {
    expect((await call("GET", "/contact/me?with=secrets", adminCookie)).statusCode).toBe(400);
    expect((await call("GET", "/contact/me?sort=email", adminCookie)).statusCode).toBe(400);
  });
});

describe("PATCH /contact/:id", () => {
  it("changes names, email (normalised) and profile, and answers the contact with its profile", async () => {
    const self = await member();
    const email = `New.${self.email.toUpperCase()}`;
    // Admins set an address at once; contacts' own changes wait for confirmation (email-change).
    const renamed = await call("PATCH", `/contact/${self.id}`, adminCookie, {
      email: ` ${email} `,
    });
    expect(renamed.json()).toMatchObject({ email: email.toLowerCase() });
    const response = await call("PATCH", "/contact/me", self.cookie, {
      firstname: " Grace ",
      lastname: "Hopper",
      profile: {
        telephone: "+44 20 7946 0000",
        deliveryOptIn: true,
        deliveryAddress: { line1: "1 Quay Street", city: "Harbourtown", postcode: "HT1 1AA" },
        newsletterStatus: "subscribed",
        newsletterGroups: ["weekly"],
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      email: email.toLowerCase(),
      firstname: "Grace",
      lastname: "Hopper",
      displayName: "Grace Hopper",
      profile: {
        telephone: "+44 20 7946 0000",
        deliveryOptIn: true,
        deliveryAddress: { line1: "1 Quay Street", city: "Harbourtown", postcode: "HT1 1AA" },
        newsletterStatus: "subscribed",
        newsletterGroups: ["weekly"],
      },
    });
    const cleared = await call("PATCH", "/contact/me", self.cookie, {
      profile: { deliveryAddress: null },
    });
    expect(cleared.json()).toMatchObject({
      profile: { deliveryAddress: null, telephone: "+44 20 7946 0000" },
    });
    const withoutProfile = await call("PATCH", "/contact/me", self.cookie, { lastname: "H." });
    expect(withoutProfile.json()).not.toHaveProperty("profile");
  });

  it("sets the language of the contact's emails, by the member or staff, and clears it", async () => {
    const self = await member();
    const own = await call("PATCH", "/contact/me", self.cookie, { locale: "de-x-informal" });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ locale: "de-x-informal" });
    const byStaff = await call("PATCH", `/contact/${self.id}`, adminCookie, { locale: "fr" });
    expect(byStaff.json()).toMatchObject({ locale: "fr" });
    expect((await call("GET", `/contact/${self.id}`, adminCookie)).json()).toMatchObject({
      locale: "fr",
    });
    const cleared = await call("PATCH", "/contact/me", self.cookie, { locale: null });
    expect(cleared.json()).not.toHaveProperty("locale");
    const unknown = await call("PATCH", "/contact/me", self.cookie, { locale: "xx" });
    expect(unknown.statusCode).toBe(400);
  });

  it("refuses an email another contact has with duplicate-email, whatever its case", async () => {
    const self = await member();
    const other = await member();
    const response = await call("PATCH", `/contact/${self.id}`, adminCookie, {
      email: other.email.toUpperCase(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      httpCode: 400,
      name: "BadRequestError",
      message: "Email address already exists",
      code: "duplicate-email",
    });
    const [stored] = await database().db.select().from(contacts).where(eq(contacts.id, self.id));
    expect(stored?.email).toBe(self.email);
  });

  it("refuses a phone number that is not one, on its field, and trims one that is", async () => {
    const self = await member();
    for (const telephone of ["abc!!", "12345", "+44 20 7946 0000 ext. 12", "1".repeat(21)]) {
      const response = await call("PATCH", "/contact/me", self.cookie, { profile: { telephone } });
      expect(response.statusCode, telephone).toBe(400);
      expect(response.json()).toMatchObject({
        errors: [
          {
            property: "profile",
            children: [{ property: "telephone", constraints: { phone: "Invalid phone number" } }],
          },
        ],
      });
    }
    const saved = await call("PATCH", "/contact/me", self.cookie, {
      profile: { telephone: " (030) 123-4567 " },
    });
    expect(saved.json()).toMatchObject({ profile: { telephone: "(030) 123-4567" } });
    const cleared = await call("PATCH", "/contact/me", self.cookie, { profile: { telephone: "" } });
    expect(cleared.json()).toMatchObject({ profile: { telephone: "" } });
  });

  it("enforces the password rule, and a new password signs in", async () => {
    const self = await member();
    for (const password of ["short1A", "nouppercase1", "NOLOWERCASE1", "NoDigitsHere"]) {
      const response = await call("PATCH", "/contact/me", self.cookie, { password });
      expect(response.statusCode, password).toBe(400);
      expect(response.json()).toMatchObject({
        errors: [{ property: "password", constraints: { password: "Invalid password" } }],
      });
      expect(response.body).not.toContain(password);
    }
    const changed = await call("PATCH", "/contact/me", self.cookie, {
      password: "Tide-Table-2030",
    });
    expect(changed.statusCode).toBe(200);
    await signIn(app, { email: self.email, password: "Tide-Table-2030" });
  });

  it("signs other devices out when the password changes, but not the one that changed it", async () => {
    const self = await member();
    const otherDevice = await signIn(app, self);
    await call("PATCH", "/contact/me", self.cookie, { password: "Tide-Table-2031" });
    expect((await call("GET", "/contact/me", self.cookie)).statusCode).toBe(200);
    expect((await call("GET", "/contact/me", otherDevice)).statusCode).toBe(401);
  });

  it("requires line 1, city and postcode when an address is given", async () => {
    const self = await member();
    const response = await call("PATCH", "/contact/me", self.cookie, {
      profile: { deliveryAddress: { line1: " ", line2: "Flat 2", postcode: "HT1 1AA" } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: [
        {
          property: "profile",
          children: [
            {
              property: "deliveryAddress",
              children: expect.arrayContaining([
                { property: "line1", constraints: { isNotEmpty: "This field is required" } },
                {
                  property: "city",
                  constraints: { isDefined: "profile.deliveryAddress.city is required" },
                },
              ]),
            },
          ],
        },
      ],
    });
    const profile = await call("GET", "/contact/me?with=profile", self.cookie);
    expect(profile.json()).toMatchObject({ profile: { deliveryAddress: null } });
  });

  it("refuses unknown fields and wrong types without changing anything", async () => {
    const self = await member({ firstname: "Ada" });
    const response = await call("PATCH", "/contact/me", self.cookie, {
      firstname: "Eve",
      roles: ["admin"],
      profile: { deliveryOptIn: "yes" },
    });
    expect(response.statusCode).toBe(400);
    expect((await call("GET", "/contact/me", self.cookie)).json()).toMatchObject({
      firstname: "Ada",
      activeRoles: ["member"],
    });
  });

  it("keeps notes and description for admins: a member sending them gets 403", async () => {
    const self = await member();
    const refused = await call("PATCH", "/contact/me", self.cookie, {
      profile: { notes: "I am great" },
    });
    expect(refused.statusCode).toBe(403);
    const ignored = await call("PATCH", "/contact/me", self.cookie, {
      profile: { notes: "", description: "", twitter: "@ada" },
    });
    expect(ignored.statusCode).toBe(200);
    const written = await call("PATCH", `/contact/${self.id}`, adminCookie, {
      profile: { notes: "Prefers phone calls", description: "Reader since 2019" },
    });
    expect(written.json()).toMatchObject({
      profile: { notes: "Prefers phone calls", description: "Reader since 2019", twitter: "@ada" },
    });
    await call("PATCH", "/contact/me", self.cookie, { profile: { notes: "" } });
    const [profile] = await database()
      .db.select()
      .from(contactProfiles)
      .where(eq(contactProfiles.contactId, self.id));
    expect(profile?.notes).toBe("Prefers phone calls");
  });

  it("lets only superadmins change a superadmin's account", async () => {
    const superadmin = await createTestContact(database(), { roles: ["superadmin"] });
    const attempt = await call("PATCH", `/contact/${superadmin.id}`, adminCookie, {
      password: "Taken-Over-2024",
    });
    expect(attempt.statusCode).toBe(403);
    const deletion = await call("DELETE", `/contact/${superadmin.id}`, adminCookie);
    expect(deletion.statusCode).toBe(403);
    const ownCookie = await signIn(app, superadmin);
    const own = await call("PATCH", "/contact/me", ownCookie, { firstname: "Sol" });
    expect(own.statusCode).toBe(200);
    const peer = await createTestContact(database(), { roles: ["superadmin"] });
    const byPeer = await call("PATCH", `/contact/${superadmin.id}`, await signIn(app, peer), {
      lastname: "Reyes",
    });
    expect(byPeer.statusCode).toBe(200);
  });

  it("answers 404 for an unknown contact", async () => {
    const response = await call(
      "PATCH",
      "/contact/4b0a6a4e-4a8b-4d2c-9a55-0c2c4f0f7a11",
      adminCookie,
      { firstname: "X" },
    );
    expect(response.statusCode).toBe(404);
  });
});

describe("DELETE /contact/:id", () => {
  it("removes the contact and what belongs to it, and nothing more", async () => {
    const { db } = database();
    const doomed = await member();
    const bystander = await member();
    const superadmin = await createTestContact(database(), { roles: ["superadmin"] });
    await db
      .insert(contactMfa)
      .values({ contactId: doomed.id, type: "totp", secret: "A".repeat(32) });
    await storeFlow(db, doomed.id, "password");
    await storeFlow(db, bystander.id, "password");
    await db.insert(apiKeys).values([
      { id: "00000000000000aa", secretHash: "x", description: "doomed's", creatorId: doomed.id },
      { id: "00000000000000bb", secretHash: "x", description: "other", creatorId: superadmin.id },
    ]);

    const response = await call("DELETE", `/contact/${doomed.id}`, adminCookie);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe("");

    expect(await db.select().from(contacts).where(eq(contacts.id, doomed.id))).toEqual([]);
    for (const table of [contactRoles, contactProfiles, contactMfa, resetFlows, sessions]) {
      const left = await db.select().from(table).where(eq(table.contactId, doomed.id));
      expect(left, table === sessions ? "sessions" : "relations").toEqual([]);
    }
    const keys = await db.select().from(apiKeys);
    expect(keys.find((key) => key.id === "00000000000000aa")).toMatchObject({ creatorId: null });
    expect(keys.find((key) => key.id === "00000000000000bb")).toMatchObject({
      creatorId: superadmin.id,
    });
    expect(await db.select().from(contacts).where(eq(contacts.id, bystander.id))).toHaveLength(1);
    expect(
      await db.select().from(resetFlows).where(eq(resetFlows.contactId, bystander.id)),
    ).toHaveLength(1);
    expect((await call("GET", "/contact/me", bystander.cookie)).statusCode).toBe(200);
    expect((await call("GET", "/contact/me", doomed.cookie)).statusCode).toBe(401);
    await db.delete(apiKeys);
  });

  it("lets members delete themselves, which ends their session", async () => {
    const self = await member();
    const response = await call("DELETE", "/contact/me", self.cookie);
    expect(response.statusCode).toBe(204);
    expect(response.cookies[0]).toMatchObject({ name: "agora.sid", value: "" });
    expect((await call("GET", "/contact/me", self.cookie)).statusCode).toBe(401);
  });

  it("refuses members deleting others, and answers 404 for unknown contacts", async () => {
    const self = await member();
    const other = await member();
    expect((await call("DELETE", `/contact/${other.id}`, self.cookie)).statusCode).toBe(403);
    expect((await call("DELETE", `/contact/${other.id}`, adminCookie)).statusCode).toBe(204);
    expect((await call("DELETE", `/contact/${other.id}`, adminCookie)).statusCode).toBe(404);
  });
});
