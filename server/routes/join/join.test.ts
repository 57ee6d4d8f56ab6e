import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ContributionInfo } from "@core/contributions";
import type { Contact } from "@core/contacts";
import type { TestCheckout } from "@core/payments";
import {
  contactMfa,
  contacts,
  joinFlows,
  paymentFlows,
  payments,
  sessions,
  testProviderSetups,
} from "../../db/schema";
import {
  TEST_PASSWORD,
  createTestContact,
  sessionCookie,
  signIn,
} from "../../test-support/accounts";
import { FAST_SECURITY, testAppPerFile } from "../../test-support/app";
import { testDatabasePerFile } from "../../test-support/database";
import {
  TEST_ACCOUNT,
  checkoutToken,
  emailsTo,
  payAndReturn,
  payAtCheckout,
} from "../../test-support/payments";

const database = testDatabasePerFile();
const { app, outbox } = testAppPerFile(database, {
  // Every join here comes from one address.
  securityTuning: { ...FAST_SECURITY, signupRateLimits: { max: 10_000, windowMs: 60_000 } },
});

const LINKS = {
  loginUrl: "/auth/login",
  setPasswordUrl: "/auth/set-password",
  confirmUrl: "/join/confirm-email",
};
let count = 0;
const newAddress = () => `joiner-${Date.now()}-${++count}@example.org`;

function signup(payload: object) {
  return app().inject({ method: "POST", url: "/api/1.0/signup", payload });
}

function card(extra: object = {}) {
  return {
    amount: 5,
    period: "monthly",
    payFee: false,
    prorate: false,
    paymentMethod: "s_card",
    completeUrl: "/join/complete",
    ...extra,
  };
}

/** The token of the confirmation link emailed to the address. */
async function confirmationToken(address: string): Promise<string> {
  const [email] = await emailsTo(app(), outbox(), address);
  expect(email?.template).toBe("confirm-email");
  const link = email?.links.find((candidate) => candidate.includes("/join/confirm-email/")) ?? "";
  return link.slice(link.lastIndexOf("/") + 1);
}

function confirm(joinFlowId: string, cookie?: string) {
  return app().inject({
    method: "POST",
    url: "/api/1.0/signup/confirm-email",
    payload: { joinFlowId },
    ...(cookie ? { headers: { cookie } } : {}),
  });
}

describe("joining without a contribution", () => {
  it("sends the confirmation, then makes the contact and signs them in", async () => {
    const address = newAddress();
    const response = await signup({ email: ` ${address.toUpperCase()} `, ...LINKS });
    expect(response.statusCode, response.body).toBe(204);
    const token = await confirmationToken(address);

    const confirmed = await confirm(token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const contact = confirmed.json<Contact>();
    expect(contact).toMatchObject({ email: address, activeRoles: [] });
    const cookie = sessionCookie(confirmed);
    expect(cookie).toBeDefined();

    const me = await app().inject({
      url: "/api/1.0/contact/me",
      headers: { cookie: cookie ?? "" },
    });
    expect(me.json<Contact>().id).toBe(contact.id);
    const emails = await emailsTo(app(), outbox(), address);
    expect(emails.map((email) => email.template)).toEqual(["confirm-email", "welcome"]);
  });
});

describe("the join form's language", () => {
  it("writes the confirmation in it, and gives it to the new contact", async () => {
    const address = newAddress();
    const response = await signup({ email: address, locale: "de", ...LINKS });
    expect(response.statusCode, response.body).toBe(204);
    const [confirmation] = await emailsTo(app(), outbox(), address);
    expect(confirmation?.subject).toBe("Bitte bestätigen Sie Ihre E-Mail-Adresse");
    const confirmed = await confirm(await confirmationToken(address));
    expect(confirmed.json<Contact>()).toMatchObject({ email: address, locale: "de" });
    const emails = await emailsTo(app(), outbox(), address);
    expect(emails.map((email) => email.subject)).toEqual([
      "Bitte bestätigen Sie Ihre E-Mail-Adresse",
      expect.stringMatching(/^Willkommen bei/),
    ]);
  });

  it("refuses a language Agora does not have", async () => {
    const response = await signup({ email: newAddress(), locale: "xx", ...LINKS });
    expect(response.statusCode).toBe(400);
  });
});

describe("joining with a contribution", () => {
  it("goes through the checkout, the confirmation, and starts the membership", async () => {
    const address = newAddress();
    const started = await signup({ email: address, ...LINKS, contribution: card() });
    expect(started.statusCode, started.body).toBe(200);
    const { redirectUrl } = started.json<{ redirectUrl: string }>();
    expect(redirectUrl).toMatch(/\/checkout\/test\/[0-9a-f-]{36}$/);

    const page = await app().inject({
      url: `/api/1.0/test-provider/checkout/${checkoutToken(redirectUrl)}`,
    });
    expect(page.json<TestCheckout>()).toMatchObject({
      status: "open",
      method: "s_card",
      email: address,
      amount: 5,
      period: "monthly",
      total: 5,
    });
    const flowId = await payAndReturn(app(), started);
    // No email before the payer is back.
    expect(await emailsTo(app(), outbox(), address)).toEqual([]);

    const completed = await app().inject({
      method: "POST",
      url: "/api/1.0/signup/complete",
      payload: { paymentFlowId: flowId, firstname: "Ada", lastname: "Byron" },
    });
    expect(completed.statusCode, completed.body).toBe(204);
    const token = await confirmationToken(address);

    const confirmed = await confirm(token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const contact = confirmed.json<Contact>();
    expect(contact).toMatchObject({
      firstname: "Ada",
      lastname: "Byron",
      activeRoles: ["member"],
      contributionAmount: 5,
      contributionPeriod: "monthly",
    });
    const cookie = sessionCookie(confirmed) ?? "";
    await app().services.jobs.drain();
    const info = await app().inject({
      url: "/api/1.0/contact/me/contribution",
      headers: { cookie },
    });
    expect(info.json<ContributionInfo>()).toMatchObject({
      type: "Automatic",
      amount: 5,
      period: "monthly",
      payFee: false,
      hasPendingPayment: false,
      membershipStatus: "active",
      paymentSource: { method: "s_card", last4: "4242", brand: "Visa", expiryMonth: 12 },
    });
    const paid = await database()
      .db.select()
      .from(payments)
      .where(eq(payments.contactId, contact.id));
    expect(paid).toMatchObject([{ status: "successful", amount: 5 }]);
  });
});

describe("confirming", () => {
  async function joined(address: string): Promise<string> {
    expect((await signup({ email: address, ...LINKS, password: TEST_PASSWORD })).statusCode).toBe(
      204,
    );
    return confirmationToken(address);
  }

  it("makes one contact when the link is opened twice at once", async () => {
    const address = newAddress();
    const token = await joined(address);
    const [first, second] = await Promise.all([confirm(token), confirm(token)]);
    const statuses = [first.statusCode, second.statusCode];
    expect(statuses).toContain(200);
    const rows = await database().db.select().from(contacts).where(eq(contacts.email, address));
    expect(rows).toHaveLength(1);
    // The join's password is the account's.
    await signIn(app(), { email: address, password: TEST_PASSWORD });
  });

  it("answers a repeat by the signed-in contact, and refuses it to anyone else", async () => {
    const address = newAddress();
    const token = await joined(address);
    const first = await confirm(token);
    const cookie = sessionCookie(first) ?? "";
    const again = await confirm(token, cookie);
    expect(again.statusCode).toBe(200);
    expect(again.json<Contact>().id).toBe(first.json<Contact>().id);
    // Signed in already: no new session.
    expect(sessionCookie(again)).toBeUndefined();
    const stranger = await confirm(token);
    expect(stranger.statusCode).toBe(404);
    expect(sessionCookie(stranger)).toBeUndefined();
  });

  it("refuses unknown and malformed links", async () => {
    expect((await confirm("00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
    const malformed = await confirm("nope");
    expect(malformed.statusCode).toBe(400);
  });

  it("refuses links of joins older than 7 days", async () => {
    const address = newAddress();
    const token = await joined(address);
    await database()
      .db.update(joinFlows)
      .set({ createdAt: new Date(Date.now() - 8 * 24 * 60 * 60 * 1000) })
      .where(eq(joinFlows.email, address));
    expect((await confirm(token)).statusCode).toBe(404);
  });

  it("brings a contact who is not a member up to date instead of making another", async () => {
    const existing = await createTestContact(database(), { password: null, firstname: "" });
    const token = await joined(existing.email);
    const confirmed = await confirm(token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json<Contact>().id).toBe(existing.id);
    // Signed in by the link; the password is chosen at the next step, not taken from the form.
    expect(sessionCookie(confirmed)).toBeDefined();
  });
});

describe("existing members", () => {
  it("get a log-in email instead of a confirmation, and cannot confirm", async () => {
    const member = await createTestContact(database(), { roles: ["member"] });
    // A join started before they became a member: its link is refused now.
    const stranger = newAddress();
    const early = await signup({ email: stranger, ...LINKS });
    expect(early.statusCode).toBe(204);
    const token = await confirmationToken(stranger);
    await database()
      .db.update(joinFlows)
      .set({ email: member.email })
      .where(eq(joinFlows.email, stranger));
    const refused = await confirm(token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: "duplicate-email" });

    expect((await signup({ email: member.email, ...LINKS })).statusCode).toBe(204);
    const emails = await emailsTo(app(), outbox(), member.email);
    expect(emails.map((email) => email.template)).toEqual(["email-exists-login"]);
    expect(emails[0]?.links.some((link) => link.endsWith("/auth/login"))).toBe(true);
  });

  it("without a password get a link to set one", async () => {
    const member = await createTestContact(database(), { roles: ["member"], password: null });
    const started = await signup({ email: member.email, ...LINKS, contribution: card() });
    const flowId = await payAndReturn(app(), started);
    const completed = await app().inject({
      method: "POST",
      url: "/api/1.0/signup/complete",
      payload: { paymentFlowId: flowId },
    });
    expect(completed.statusCode).toBe(204);
    const emails = await emailsTo(app(), outbox(), member.email);
    expect(emails.map((email) => email.template)).toEqual(["email-exists-set-password"]);
    expect(emails[0]?.links.some((link) => /\/auth\/set-password\/[0-9a-f-]{36}$/.test(link))).toBe(
      true,
    );
    // Their second membership's payment method is not needed: its setup was cancelled.
    const [setup] = await database()
      .db.select()
      .from(testProviderSetups)
      .where(eq(testProviderSetups.email, member.email));
    expect(setup?.customerId).toBeNull();
  });
});

describe("completing a join", () => {
  it("refuses a join whose payment was declined or cancelled", async () => {
    const address = newAddress();
    const started = await signup({ email: address, ...LINKS, contribution: card() });
    const { redirectUrl } = started.json<{ redirectUrl: string }>();
    const declined = await payAtCheckout(app(), redirectUrl, "decline");
    expect(declined).toMatchObject({ status: "open", declined: expect.any(String) });
    const cancelled = await app().inject({
      method: "POST",
      url: `/api/1.0/test-provider/checkout/${checkoutToken(redirectUrl)}/cancel`,
    });
    const back = cancelled.json<TestCheckout>();
    expect(back.status).toBe("cancelled");
    const flowId = new URL(back.redirectUrl ?? "").searchParams.get("paymentFlowId") ?? "";
    expect(new URL(back.redirectUrl ?? "").pathname).toBe("/join/complete");
    const completed = await app().inject({
      method: "POST",
      url: "/api/1.0/signup/complete",
      payload: { paymentFlowId: flowId },
    });
    expect(completed.statusCode).toBe(400);
    // Given up after a decline: the decline is the reason the join form gives.
    expect(completed.json()).toMatchObject({ code: "payment-declined" });
    expect(await emailsTo(app(), outbox(), address)).toEqual([]);
  });

  it("says why: cancelled, or not finished", async () => {
    const complete = (paymentFlowId: string) =>
      app().inject({
        method: "POST",
        url: "/api/1.0/signup/complete",
        payload: { paymentFlowId },
      });
    const open = await signup({ email: newAddress(), ...LINKS, contribution: card() });
    const openFlow = open.json<{ paymentFlowId: string }>().paymentFlowId;
    const unfinished = await complete(openFlow);
    expect(unfinished.statusCode).toBe(400);
    expect(unfinished.json()).toMatchObject({ code: "payment-incomplete" });

    const started = await signup({ email: newAddress(), ...LINKS, contribution: card() });
    const { redirectUrl } = started.json<{ redirectUrl: string }>();
    await app().inject({
      method: "POST",
      url: `/api/1.0/test-provider/checkout/${checkoutToken(redirectUrl)}/cancel`,
    });
    const cancelled = await complete(started.json<{ paymentFlowId: string }>().paymentFlowId);
    expect(cancelled.statusCode).toBe(400);
    expect(cancelled.json()).toMatchObject({ code: "payment-cancelled" });
  });

  it("answers the id the payer comes back with to the join form", async () => {
    const started = await signup({
      email: newAddress(),
      ...LINKS,
      contribution: card({ completeUrl: "/join/complete/return/3" }),
    });
    expect(started.statusCode, started.body).toBe(200);
    const { redirectUrl, paymentFlowId } = started.json<{
      redirectUrl: string;
      paymentFlowId: string;
    }>();
    const declined = await payAtCheckout(app(), redirectUrl, "decline");
    expect(declined.status).toBe("open");
    const cancelled = await app().inject({
      method: "POST",
      url: `/api/1.0/test-provider/checkout/${checkoutToken(redirectUrl)}/cancel`,
    });
    const back = new URL(cancelled.json<TestCheckout>().redirectUrl ?? "");
    expect(back.pathname).toBe("/join/complete/return/3");
    expect(paymentFlowId).toBeTruthy();
    expect(back.searchParams.get("paymentFlowId")).toBe(paymentFlowId);
  });

  it("answers 404 for a flow id never given out", async () => {
    const completed = await app().inject({
      method: "POST",
      url: "/api/1.0/signup/complete",
      payload: { paymentFlowId: "made-up" },
    });
    expect(completed.statusCode).toBe(404);
  });

  it("sends the confirmation once however often it is completed", async () => {
    const address = newAddress();
    const started = await signup({
      email: address,
      ...LINKS,
      contribution: card({ paymentMethod: "gc_direct-debit" }),
    });
    const flowId = await payAndReturn(app(), started, "succeed", TEST_ACCOUNT);
    const complete = (firstname: string) =>
      app().inject({
        method: "POST",
        url: "/api/1.0/signup/complete",
        payload: { paymentFlowId: flowId, firstname },
      });
    expect((await complete("Grace")).statusCode).toBe(204);
    // The email went greeting Grace: a second call may not rename the join.
    const again = await complete("Mallory");
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "join-completed" });
    const [flow] = await database().db.select().from(joinFlows).where(eq(joinFlows.email, address));
    expect(flow?.firstname).toBe("Grace");
    const emails = await emailsTo(app(), outbox(), address);
    expect(emails.map((email) => email.template)).toEqual(["confirm-email"]);

    // Nor once the join is confirmed.
    const confirmed = await confirm(await confirmationToken(address));
    expect(confirmed.json<Contact>().firstname).toBe("Grace");
    expect((await complete("Mallory")).statusCode).toBe(409);
  });
});

describe("bad joins", () => {
  it.each([
    ["an address of another site", { confirmUrl: "https://evil.example/confirm" }, "confirmUrl"],
    ["a query in a link", { loginUrl: "/auth/login?next=x" }, "loginUrl"],
    ["a weak password", { password: "short" }, "password"],
  ])("refuses %s", async (_name, change, property) => {
    const response = await signup({ email: newAddress(), ...LINKS, ...change });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(property);
  });

  it.each([
    ["below the minimum", { amount: 0.5 }, "amount"],
    ["a yearly amount below twelve minimums", { period: "annually", amount: 11 }, "amount"],
    ["fractions of a cent", { amount: 5.001 }, "amount"],
    ["a fee on an annual contribution", { period: "annually", amount: 60, payFee: true }, "payFee"],
    ["a monthly 1 without the fee", { amount: 1 }, "payFee"],
    ["a method not offered", { paymentMethod: "s_paypal" }, "paymentMethod"],
    ["a complete address elsewhere", { completeUrl: "https://evil.example/x" }, "completeUrl"],
  ])("refuses a contribution with %s", async (_name, change, property) => {
    const response = await signup({ email: newAddress(), ...LINKS, contribution: card(change) });
    expect(response.statusCode, response.body).toBe(400);
    expect(JSON.stringify(response.json())).toContain(property);
  });
});

describe("joining never takes an account over", () => {
  const ATTACKER_PASSWORD = "Attacker-Chosen-77";

  async function withSecondFactor(contactId: string): Promise<void> {
    await database()
      .db.insert(contactMfa)
      .values({ contactId, type: "totp", secret: "JBSWY3DPEHPK3PXP" });
  }

  async function passwordHashOf(contactId: string): Promise<string | null> {
    const [row] = await database()
      .db.select({ hash: contacts.passwordHash })
      .from(contacts)
      .where(eq(contacts.id, contactId));
    return row?.hash ?? null;
  }

  it.each([
    ["a password", { password: TEST_PASSWORD }, "email-exists-login"],
    ["the admin role", { roles: ["admin"] as const, password: null }, "email-exists-set-password"],
    [
      "the superadmin role",
      { roles: ["superadmin"] as const, password: TEST_PASSWORD },
      "email-exists-login",
    ],
    ["a second factor", { password: null, mfa: true }, "email-exists-set-password"],
  ])(
    "sends a contact with %s the existing-account email, never a confirmation",
    async (_name, options, template) => {
      const owner = await createTestContact(database(), {
        password: options.password,
        ...("roles" in options ? { roles: [...options.roles] } : {}),
      });
      if ("mfa" in options) await withSecondFactor(owner.id);
      const before = await passwordHashOf(owner.id);
      const response = await signup({
        email: owner.email,
        ...LINKS,
        password: ATTACKER_PASSWORD,
        firstname: "Mallory",
      });
      expect(response.statusCode).toBe(204);
      const emails = await emailsTo(app(), outbox(), owner.email);
      expect(emails.map((email) => email.template)).toEqual([template]);
      expect(await passwordHashOf(owner.id)).toBe(before);
      const [row] = await database().db.select().from(contacts).where(eq(contacts.id, owner.id));
      expect(row?.firstname).not.toBe("Mallory");
    },
  );

  it("treats a case or Unicode variant of a staff address as that address", async () => {
    const owner = await createTestContact(database(), {
      roles: ["superadmin"],
      email: `kate-${Date.now()}@example.org`,
    });
    // The Kelvin sign lowercases to "k"; "KATE" in capitals; surrounding spaces.
    for (const variant of [` ${owner.email.toUpperCase()} `, owner.email.replace("k", "\u212a")]) {
      expect(
        (await signup({ email: variant, ...LINKS, password: ATTACKER_PASSWORD })).statusCode,
      ).toBe(204);
    }
    const emails = await emailsTo(app(), outbox(), owner.email);
    expect(emails.map((email) => email.template)).toEqual([
      "email-exists-login",
      "email-exists-login",
    ]);
    const rows = await database().db.select().from(contacts).where(eq(contacts.email, owner.email));
    expect(rows).toHaveLength(1);
    await expect(
      signIn(app(), { email: owner.email, password: ATTACKER_PASSWORD }),
    ).rejects.toThrow();
  });

  it("treats a decomposed, capitalised or tab-padded address as that address, and a +tag as another", async () => {
    const owner = await createTestContact(database(), { email: `josé-${Date.now()}@example.org` });
    const decomposed = `${owner.email.normalize("NFD").toUpperCase()}\t`;
    expect(
      (await signup({ email: decomposed, ...LINKS, password: ATTACKER_PASSWORD })).statusCode,
    ).toBe(204);
    const emails = await emailsTo(app(), outbox(), owner.email);
    expect(emails.map((email) => email.template)).toEqual(["email-exists-login"]);
    // Another address (the same mailbox, perhaps): a contact of its own, the owner's untouched.
    const tagged = owner.email.replace("@", "+news@");
    await signup({ email: tagged, ...LINKS, password: ATTACKER_PASSWORD });
    const confirmed = await confirm(await confirmationToken(tagged));
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json<Contact>().id).not.toBe(owner.id);
    await signIn(app(), owner);
    await expect(
      signIn(app(), { email: owner.email, password: ATTACKER_PASSWORD }),
    ).rejects.toThrow();
  });

  it("cancels the payment set up by a join with a staff address", async () => {
    const owner = await createTestContact(database(), { roles: ["admin"] });
    const started = await signup({
      email: owner.email,
      ...LINKS,
      password: ATTACKER_PASSWORD,
      contribution: card(),
    });
    const flowId = await payAndReturn(app(), started);
    const completed = await app().inject({
      method: "POST",
      url: "/api/1.0/signup/complete",
      payload: { paymentFlowId: flowId },
    });
    expect(completed.statusCode).toBe(204);
    const emails = await emailsTo(app(), outbox(), owner.email);
    expect(emails.map((email) => email.template)).toEqual(["email-exists-login"]);
    const [setup] = await database()
      .db.select()
      .from(testProviderSetups)
      .where(eq(testProviderSetups.email, owner.email));
    expect(setup?.customerId).toBeNull();
    await signIn(app(), owner);
  });

  it("refuses the link when a password was set between the email and the click", async () => {
    const owner = await createTestContact(database(), { password: null });
    expect(
      (await signup({ email: owner.email, ...LINKS, password: ATTACKER_PASSWORD })).statusCode,
    ).toBe(204);
    const token = await confirmationToken(owner.email);
    // The owner sets their own password meanwhile (a reset link, staff).
    await app().services.contacts.setPassword(owner.id, TEST_PASSWORD);
    const before = await passwordHashOf(owner.id);
    const refused = await confirm(token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: "duplicate-email" });
    expect(sessionCookie(refused)).toBeUndefined();
    expect(await passwordHashOf(owner.id)).toBe(before);
    await signIn(app(), { email: owner.email, password: TEST_PASSWORD });
  });

  it("refuses the link when a second factor came between the email and the click", async () => {
    const owner = await createTestContact(database(), { password: null });
    await signup({ email: owner.email, ...LINKS, password: ATTACKER_PASSWORD });
    const token = await confirmationToken(owner.email);
    await withSecondFactor(owner.id);
    const refused = await confirm(token);
    expect(refused.statusCode).toBe(400);
    expect(sessionCookie(refused)).toBeUndefined();
    expect(await passwordHashOf(owner.id)).toBeNull();
  });

  it("lets a contact nobody could log in as be claimed, without the password typed in the join form", async () => {
    const guest = await createTestContact(database(), { password: null });
    // Whoever filled in the join form chose this password: the mailbox's owner confirms, and
    // chooses their own at the next step (/join/setup), so it never opens their account.
    await signup({ email: guest.email, ...LINKS, password: ATTACKER_PASSWORD, firstname: "Gwen" });
    const confirmed = await confirm(await confirmationToken(guest.email));
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json<Contact>()).toMatchObject({ id: guest.id, firstname: "Gwen" });
    expect(sessionCookie(confirmed)).toBeDefined();
    expect(await passwordHashOf(guest.id)).toBeNull();
    await expect(
      signIn(app(), { email: guest.email, password: ATTACKER_PASSWORD }),
    ).rejects.toThrow();
    const emails = await emailsTo(app(), outbox(), guest.email);
    expect(emails.map((email) => email.template).sort()).toEqual(["confirm-email", "welcome"]);
  });
});

describe("a used confirmation link", () => {
  /** A join with a card whose link was used, its contribution left unstarted (the provider away). */
  async function usedLink(): Promise<{ token: string; contactId: string; cookie: string }> {
    const address = newAddress();
    const started = await signup({
      email: address,
      ...LINKS,
      password: TEST_PASSWORD,
      contribution: card(),
    });
    const flowId = await payAndReturn(app(), started);
    await app().inject({
      method: "POST",
      url: "/api/1.0/signup/complete",
      payload: { paymentFlowId: flowId },
    });
    const token = await confirmationToken(address);
    const first = await confirm(token);
    expect(first.statusCode, first.body).toBe(200);
    const [join] = await database().db.select().from(joinFlows).where(eq(joinFlows.email, address));
    await database()
      .db.update(paymentFlows)
      .set({ completedAt: null })
      .where(eq(paymentFlows.id, join?.paymentFlowId ?? ""));
    return { token, contactId: first.json<Contact>().id, cookie: sessionCookie(first) ?? "" };
  }

  it("still finishes an unstarted contribution and signs in while the account is as it was", async () => {
    const { token, contactId } = await usedLink();
    const again = await confirm(token);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<Contact>().id).toBe(contactId);
    expect(sessionCookie(again)).toBeDefined();
  });

  it("never signs in once the password has changed", async () => {
    const { token, contactId } = await usedLink();
    await app().services.contacts.setPassword(contactId, "Owner-Changed-It-42");
    const again = await confirm(token);
    expect(again.statusCode).toBe(404);
    expect(sessionCookie(again)).toBeUndefined();
    const open = await database()
      .db.select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.contactId, contactId));
    expect(open).toEqual([]);
  });

  it("never signs in once the contact has a staff role", async () => {
    const { token, contactId } = await usedLink();
    await app().services.contacts.roles.set(contactId, "admin", { dateAdded: new Date() });
    const again = await confirm(token);
    expect(again.statusCode).toBe(404);
    expect(sessionCookie(again)).toBeUndefined();
  });
});

describe("confirming for a contact with a second factor", () => {
  it("confirms but never signs in: the answer says to log in", async () => {
    const address = newAddress();
    const started = await signup({ email: address, ...LINKS, contribution: card() });
    const flowId = await payAndReturn(app(), started);
    await app().inject({
      method: "POST",
      url: "/api/1.0/signup/complete",
      payload: { paymentFlowId: flowId },
    });
    const token = await confirmationToken(address);
    const first = await confirm(token);
    expect(first.statusCode, first.body).toBe(200);
    const contactId = first.json<Contact>().id;
    await database()
      .db.insert(contactMfa)
      .values({ contactId, type: "totp", secret: "JBSWY3DPEHPK3PXP" });
    // As if the provider had been away: the link may finish the join again.
    const [join] = await database().db.select().from(joinFlows).where(eq(joinFlows.email, address));
    await database()
      .db.update(paymentFlows)
      .set({ completedAt: null })
      .where(eq(paymentFlows.id, join?.paymentFlowId ?? ""));
    const again = await confirm(token);
    expect(again.statusCode, again.body).toBe(403);
    expect(again.json()).toMatchObject({ code: "requires-2fa" });
    expect(sessionCookie(again)).toBeUndefined();
  });
});
