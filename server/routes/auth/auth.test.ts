import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { TOTP, Secret } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contacts, loginAttempts, sessions } from "../../db/schema";
import {
  TEST_PASSWORD,
  createTestContact,
  sessionCookie,
  signIn,
} from "../../test-support/accounts";
import { FAST_SECURITY, buildTestApp } from "../../test-support/app";
import { testDatabasePerFile } from "../../test-support/database";
import { DEFAULT_SCRYPT_COST } from "../../services/passwords";
import { SESSION_MAX_AGE_MS } from "../../services/sessions";

const database = testDatabasePerFile();
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ database: database() });
});
afterAll(() => app.close());

/** Each test signs in from its own address, so the per-address limit never mixes tests. */
let lastAddress = 0;
const nextAddress = () => `192.0.2.${++lastAddress}`;

function login(payload: object, options: { address?: string; cookie?: string } = {}) {
  return app.inject({
    method: "POST",
    url: "/api/1.0/auth/login",
    payload,
    remoteAddress: options.address ?? nextAddress(),
    ...(options.cookie ? { headers: { cookie: options.cookie } } : {}),
  });
}

const info = (cookie?: string) =>
  app.inject({ url: "/api/1.0/auth/info", ...(cookie ? { headers: { cookie } } : {}) });

describe("POST /auth/login", () => {
  it("signs in with a session cookie that scripts cannot read and other sites do not send", async () => {
    const contact = await createTestContact(database(), { roles: ["member"] });
    const response = await login({ email: contact.email, password: contact.password });
    expect(response.statusCode).toBe(204);
    const [cookie] = response.cookies;
    expect(cookie).toMatchObject({
      name: "agora.sid",
      httpOnly: true,
      sameSite: "Lax",
      path: "/",
      maxAge: SESSION_MAX_AGE_MS / 1000,
    });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const me = await info(sessionCookie(response));
    expect(me.json()).toMatchObject({
      method: "user",
      roles: ["member"],
      contact: { id: contact.id, email: contact.email, activeRoles: ["member"] },
    });
  });

  it("stores only a hash of the session token", async () => {
    const contact = await createTestContact(database());
    const cookie = await signIn(app, contact);
    const token = cookie.split("=")[1] ?? "";
    const rows = await database()
      .db.select()
      .from(sessions)
      .where(eq(sessions.contactId, contact.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.id).not.toContain(token);
  });

  it("trims and lower-cases the email", async () => {
    const contact = await createTestContact(database(), { email: "mixed.case@example.org" });
    const response = await login({
      email: "  Mixed.Case@Example.ORG ",
      password: contact.password,
    });
    expect(response.statusCode).toBe(204);
  });

  it("gives a new session id at every sign-in, and the old one stops working", async () => {
    const contact = await createTestContact(database());
    const first = await signIn(app, contact);
    const again = await login(
      { email: contact.email, password: contact.password },
      { cookie: first },
    );
    const second = sessionCookie(again);
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect((await info(first)).json()).toMatchObject({ method: "none" });
    expect((await info(second)).json()).toMatchObject({ method: "user" });
  });

  it("marks the cookie Secure over https, trusting X-Forwarded-Proto only with TRUST_PROXY", async () => {
    const contact = await createTestContact(database());
    const viaProxy = { email: contact.email, password: contact.password };
    const untrusted = await app.inject({
      method: "POST",
      url: "/api/1.0/auth/login",
      payload: viaProxy,
      headers: { "x-forwarded-proto": "https" },
    });
    expect(untrusted.cookies[0]?.secure).toBeFalsy();
    const proxied = await buildTestApp({ database: database(), config: { trustProxy: 1 } });
    const trusted = await proxied.inject({
      method: "POST",
      url: "/api/1.0/auth/login",
      payload: viaProxy,
      headers: { "x-forwarded-proto": "https", "x-forwarded-for": nextAddress() },
    });
    expect(trusted.statusCode).toBe(204);
    expect(trusted.cookies[0]?.secure).toBe(true);
    await proxied.close();
  });

  it("answers an unknown email and a wrong password identically", async () => {
    const contact = await createTestContact(database());
    const unknown = await login({ email: "nobody@example.org", password: contact.password });
    const wrong = await login({ email: contact.email, password: "Wrong-Password-1" });
    const noPassword = await createTestContact(database(), { password: null });
    const unset = await login({ email: noPassword.email, password: "Anything-1" });
    for (const response of [unknown, wrong, unset]) {
      expect(response.statusCode).toBe(401);
      expect(response.cookies).toEqual([]);
    }
    expect(unknown.json()).toEqual({
      httpCode: 401,
      name: "UnauthorizedError",
      message: "Invalid password/email combination",
      code: "login-failed",
    });
    expect(wrong.json()).toEqual(unknown.json());
    expect(unset.json()).toEqual(unknown.json());
  });

  it("refuses a malformed body with 400 and does not count it", async () => {
    const response = await login({ email: "not-an-email", password: 1 });
    expect(response.statusCode).toBe(400);
    expect(
      response.json<{ errors: { property: string }[] }>().errors.map((e) => e.property),
    ).toEqual(["email", "password"]);
  });

  it("locks the account after 3 wrong passwords, until the password changes", async () => {
    const contact = await createTestContact(database());
    const wrong = { email: contact.email, password: "Wrong-Password-1" };
    expect((await login(wrong)).json()).toMatchObject({ code: "login-failed" });
    expect((await login(wrong)).json()).toMatchObject({ code: "login-failed" });
    const third = await login(wrong);
    expect(third.statusCode).toBe(401);
    expect(third.json()).toEqual({
      httpCode: 401,
      name: "UnauthorizedError",
      message:
        "Account locked due to too many failed login attempts. Please reset your password or contact support for help.",
      code: "account-locked",
    });
    const right = await login({ email: contact.email, password: contact.password });
    expect(right.statusCode).toBe(401);
    expect(right.json()).toMatchObject({ code: "account-locked" });
    expect(right.cookies).toEqual([]);

    // A new password (here set as an admin or a reset would) unlocks it.
    const admin = await createTestContact(database(), { roles: ["admin"] });
    const changed = await app.inject({
      method: "PATCH",
      url: `/api/1.0/contact/${contact.id}`,
      payload: { password: "Brand-New-Password-7" },
      headers: { cookie: await signIn(app, admin) },
    });
    expect(changed.statusCode).toBe(200);
    expect(
      (await login({ email: contact.email, password: "Brand-New-Password-7" })).statusCode,
    ).toBe(204);
  });

  it("resets the count of wrong passwords after a right one", async () => {
    const contact = await createTestContact(database());
    const wrong = { email: contact.email, password: "Wrong-Password-1" };
    await login(wrong);
    await login(wrong);
    expect((await login({ email: contact.email, password: contact.password })).statusCode).toBe(
      204,
    );
    await login(wrong);
    await login(wrong);
    expect((await login({ email: contact.email, password: contact.password })).statusCode).toBe(
      204,
    );
  });

  it("limits failed sign-ins per address: the 11th within 15 minutes gets 429 with Retry-After", async () => {
    const address = nextAddress();
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response = await login(
        { email: `guess-${attempt}@example.org`, password: "Guess-1234" },
        { address },
      );
      expect(response.statusCode).toBe(401);
    }
    const contact = await createTestContact(database());
    const limited = await login({ email: contact.email, password: contact.password }, { address });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      httpCode: 429,
      name: "TooManyRequestsError",
      code: "TOO_MANY_REQUESTS",
    });
    const retryAfter = Number(limited.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Other addresses are not affected.
    expect((await login({ email: contact.email, password: contact.password })).statusCode).toBe(
      204,
    );
  });

  it("behind a proxy, limits the address the proxy saw, whatever the client writes before it", async () => {
    const proxied = await buildTestApp({ database: database(), config: { trustProxy: 1 } });
    const client = nextAddress();
    const attempt = (forged: string) =>
      proxied.inject({
        method: "POST",
        url: "/api/1.0/auth/login",
        payload: { email: "nobody@example.org", password: "Guess-1234" },
        remoteAddress: "10.0.0.1",
        headers: { "x-forwarded-for": `${forged}, ${client}` },
      });
    for (let guess = 1; guess <= 10; guess++) {
      expect((await attempt(`198.51.100.${guess}`)).statusCode).toBe(401);
    }
    expect((await attempt("198.51.100.99")).statusCode).toBe(429);
    await proxied.close();
  });

  it("holds against a burst of parallel guesses", async () => {
    const address = nextAddress();
    const contact = await createTestContact(database());
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        login({ email: contact.email, password: "Guess-1234" }, { address }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(10);
    // Every guess that was checked counted towards the lockout.
    const checked = statuses.filter((status) => status === 401).length;
    const [stored] = await database().db.select().from(contacts).where(eq(contacts.id, contact.id));
    expect(stored?.passwordTries).toBe(checked);
    // Three checked wrong passwords lock the account. On a real PostgreSQL the limiter may refuse
    // all but one or two of a burst, and then the account rightly stays open.
    const right = await login({ email: contact.email, password: contact.password });
    if (checked >= 3) expect(right.json()).toMatchObject({ code: "account-locked" });
    else expect(right.statusCode).toBe(204);
  });

  it("lets the limit lapse as failures leave the window", async () => {
    const address = nextAddress();
    const old = new Date(Date.now() - 16 * 60 * 1000);
    await database()
      .db.insert(loginAttempts)
      .values(Array.from({ length: 10 }, () => ({ address, at: old })));
    const contact = await createTestContact(database());
    const response = await login({ email: contact.email, password: contact.password }, { address });
    expect(response.statusCode).toBe(204);
  });

  it("counts successful sign-ins not at all", async () => {
    const address = nextAddress();
    const contact = await createTestContact(database());
    for (let attempt = 0; attempt < 12; attempt++) {
      const response = await login(
        { email: contact.email, password: contact.password },
        { address },
      );
      expect(response.statusCode).toBe(204);
    }
  });

  it("answers wrong attempts after a second's pause, without holding up other requests", async () => {
    const pauses: number[] = [];
    let endPause = () => {};
    // Resolved by the pause itself: the test waits for the login to reach it, not for a time.
    let paused = () => {};
    const reachedPause = new Promise<void>((resolve) => (paused = resolve));
    const slow = await buildTestApp({
      database: database(),
      securityTuning: {
        ...FAST_SECURITY,
        pause: (ms) => {
          pauses.push(ms);
          paused();
          return new Promise((resolve) => (endPause = resolve));
        },
      },
    });
    let answered = false;
    const attempt = slow
      .inject({
        method: "POST",
        url: "/api/1.0/auth/login",
        payload: { email: "nobody@example.org", password: "Guess-1234" },
        remoteAddress: nextAddress(),
      })
      .then((response) => {
        answered = true;
        return response;
      });
    await reachedPause;
    expect(pauses).toEqual([1000]);
    expect((await slow.inject({ url: "/api/1.0/health" })).statusCode).toBe(200);
    expect(answered).toBe(false);
    endPause();
    expect((await attempt).statusCode).toBe(401);
    await slow.close();
  });

  it("re-hashes a password made with older settings at the next sign-in", async () => {
    const contact = await createTestContact(database());
    const [before] = await database().db.select().from(contacts).where(eq(contacts.id, contact.id));
    const real = await buildTestApp({
      database: database(),
      securityTuning: { ...FAST_SECURITY, scryptCost: DEFAULT_SCRYPT_COST },
    });
    await signIn(real, contact);
    await real.close();
    const [after] = await database().db.select().from(contacts).where(eq(contacts.id, contact.id));
    expect(before?.passwordHash).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(after?.passwordHash).toMatch(/^scrypt\$32768\$8\$3\$/);
    expect((await login({ email: contact.email, password: TEST_PASSWORD })).statusCode).toBe(204);
  });
});

describe("two-factor sign-in", () => {
  const secret = new Secret({ size: 20 });
  const totp = new TOTP({ secret, algorithm: "SHA1", digits: 6, period: 30 });

  async function contactWithMfa() {
    const contact = await createTestContact(database());
    const cookie = await signIn(app, contact);
    const setup = await app.inject({
      method: "POST",
      url: "/api/1.0/contact/me/mfa",
      // The step before now: turning codes on uses it up, so the current code works at sign-in.
      payload: {
        secret: secret.base32,
        token: totp.generate({ timestamp: Date.now() - 30_000 }),
        type: "totp",
      },
      headers: { cookie },
    });
    expect(setup.statusCode).toBe(201);
    return contact;
  }

  it("asks for the code after the right password", async () => {
    const contact = await contactWithMfa();
    const response = await login({ email: contact.email, password: contact.password });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ httpCode: 401, code: "requires-2fa" });
    expect(response.cookies).toEqual([]);
  });

  it("does not ask for the code after a wrong password", async () => {
    const contact = await contactWithMfa();
    const response = await login({ email: contact.email, password: "Wrong-Password-1" });
    expect(response.json()).toMatchObject({ code: "login-failed" });
  });

  it("refuses a wrong code with invalid-token and accepts the right one", async () => {
    const contact = await contactWithMfa();
    const now = Number(totp.generate());
    const wrongCode = String((now + 500_000) % 1_000_000).padStart(6, "0");
    const wrong = await login({
      email: contact.email,
      password: contact.password,
      token: wrongCode,
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      httpCode: 401,
      name: "UnauthorizedError",
      message: "Invalid 2FA token",
      code: "invalid-token",
    });
    const current = totp.generate();
    const right = await login({
      email: contact.email,
      password: contact.password,
      token: ` ${current.slice(0, 3)} ${current.slice(3)} `,
    });
    expect(right.statusCode).toBe(204);
    // A code works once: whoever saw it typed cannot sign in with it too.
    const replayed = await login({
      email: contact.email,
      password: contact.password,
      token: current,
    });
    expect(replayed.json()).toMatchObject({ code: "invalid-token" });
    const tooOld = totp.generate({ timestamp: Date.now() - 120_000 });
    expect(
      (await login({ email: contact.email, password: contact.password, token: tooOld })).json(),
    ).toMatchObject({ code: "invalid-token" });
  });
});

describe("POST /auth/logout", () => {
  it("ends the session: the old cookie no longer works and is cleared", async () => {
    const contact = await createTestContact(database());
    const cookie = await signIn(app, contact);
    const response = await app.inject({
      method: "POST",
      url: "/api/1.0/auth/logout",
      headers: { cookie },
    });
    expect(response.statusCode).toBe(204);
    expect(response.cookies[0]).toMatchObject({ name: "agora.sid", value: "" });
    expect((await info(cookie)).json()).toEqual({ method: "none", roles: [] });
    const gone = await database()
      .db.select()
      .from(sessions)
      .where(eq(sessions.contactId, contact.id));
    expect(gone).toEqual([]);
  });

  it("is harmless without a session", async () => {
    const response = await app.inject({ method: "POST", url: "/api/1.0/auth/logout" });
    expect(response.statusCode).toBe(204);
    expect(response.cookies).toEqual([]);
  });
});

describe("sessions", () => {
  it("expire, and a stale cookie is cleared", async () => {
    const contact = await createTestContact(database());
    const cookie = await signIn(app, contact);
    await database()
      .db.update(sessions)
      .set({ expires: new Date(Date.now() - 1000) })
      .where(eq(sessions.contactId, contact.id));
    const response = await info(cookie);
    expect(response.json()).toMatchObject({ method: "none" });
    expect(response.cookies[0]).toMatchObject({ name: "agora.sid", value: "" });
  });

  it("roll forward when used, at most once a minute, and record lastSeen", async () => {
    const contact = await createTestContact(database());
    const cookie = await signIn(app, contact);
    const soon = new Date(Date.now() + 60 * 60 * 1000);
    const longAgo = new Date(Date.now() - 60 * 60 * 1000);
    await database()
      .db.update(sessions)
      .set({ expires: soon })
      .where(eq(sessions.contactId, contact.id));
    await database()
      .db.update(contacts)
      .set({ lastSeen: longAgo })
      .where(eq(contacts.id, contact.id));

    const used = await info(cookie);
    expect(used.cookies[0]).toMatchObject({ name: "agora.sid", maxAge: SESSION_MAX_AGE_MS / 1000 });
    const [session] = await database()
      .db.select()
      .from(sessions)
      .where(eq(sessions.contactId, contact.id));
    expect(session!.expires.getTime()).toBeGreaterThan(Date.now() + SESSION_MAX_AGE_MS - 60_000);
    const [seen] = await database().db.select().from(contacts).where(eq(contacts.id, contact.id));
    expect(seen!.lastSeen!.getTime()).toBeGreaterThan(Date.now() - 60_000);

    // Used again at once: nothing to write, no cookie to send.
    const again = await info(cookie);
    expect(again.cookies).toEqual([]);
  });

  it("end when the contact is deleted", async () => {
    const contact = await createTestContact(database());
    const cookie = await signIn(app, contact);
    await database().db.delete(contacts).where(eq(contacts.id, contact.id));
    expect((await info(cookie)).json()).toMatchObject({ method: "none" });
  });

  it("ignore a forged cookie", async () => {
    const response = await info(`agora.sid=${"A".repeat(43)}`);
    expect(response.json()).toEqual({ method: "none", roles: [] });
  });
});

describe("GET /auth/info", () => {
  it("answers nobody for anonymous callers", async () => {
    expect((await info()).json()).toEqual({ method: "none", roles: [] });
  });
});
