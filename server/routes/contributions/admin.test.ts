import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Contact } from "@core/contacts";
import type { ContributionInfo } from "@core/contributions";
import {
  paymentCustomers,
  testProviderCustomers,
  testProviderSubscriptions,
} from "../../db/schema";
import { createTestContact, signIn } from "../../test-support/accounts";
import { FAST_SECURITY, testAppPerFile } from "../../test-support/app";
import { testDatabasePerFile } from "../../test-support/database";
import { emailsTo, joinAsMember, payAndReturn } from "../../test-support/payments";

/** What admins do with contributions, and what contacts' other routes do to them. */
const database = testDatabasePerFile();
const { app, outbox } = testAppPerFile(database, {
  securityTuning: { ...FAST_SECURITY, signupRateLimits: { max: 10_000, windowMs: 60_000 } },
});

let admin = "";
beforeAll(async () => {
  admin = await signIn(app(), await createTestContact(database(), { roles: ["admin"] }));
});

function asAdmin(method: "GET" | "PATCH" | "POST" | "DELETE", url: string, payload?: object) {
  return app().inject({
    method,
    url: `/api/1.0/${url}`,
    headers: { cookie: admin },
    ...(payload ? { payload } : {}),
  });
}

async function customerOf(contactId: string) {
  const [row] = await database()
    .db.select({ customerId: paymentCustomers.customerId })
    .from(paymentCustomers)
    .where(eq(paymentCustomers.contactId, contactId));
  return row?.customerId ?? "";
}

describe("manual contributions", () => {
  it("are recorded by admins with where the money comes from", async () => {
    const contact = await createTestContact(database(), { roles: ["member"] });
    const forced = await asAdmin("PATCH", `contact/${contact.id}/contribution/force`, {
      type: "Manual",
      amount: 60,
      period: "annually",
      source: " Standing order ",
      reference: "SO-1234",
    });
    expect(forced.statusCode, forced.body).toBe(200);
    expect(forced.json<ContributionInfo>()).toMatchObject({
      type: "Manual",
      amount: 60,
      period: "annually",
      membershipStatus: "active",
      paymentSource: { method: null, source: "Standing order", reference: "SO-1234" },
    });
    const shown = await asAdmin("GET", `contact/${contact.id}?with=contribution`);
    expect(shown.json<Contact>()).toMatchObject({
      contributionAmount: 60,
      contributionPeriod: "annually",
      contribution: { type: "Manual" },
    });

    // The member cannot change it with a payment method they do not have.
    const cookie = await signIn(app(), contact);
    const refused = await app().inject({
      method: "PATCH",
      url: "/api/1.0/contact/me/contribution",
      headers: { cookie },
      payload: { amount: 10, period: "monthly", payFee: false, prorate: false },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: "cant-update-contribution" });

    const none = await asAdmin("PATCH", `contact/${contact.id}/contribution/force`, {
      type: "None",
    });
    // A member for good without a contribution: nothing to pay, change or cancel.
    expect(none.json<ContributionInfo>()).toEqual({
      type: "None",
      membershipStatus: "active",
      membership: {
        status: "active",
        paymentInFlight: false,
        can: { changeAmount: false, changePaymentMethod: false, cancel: false, restart: false },
      },
    });
  });

  it("take amount and period together", async () => {
    const contact = await createTestContact(database(), {});
    const refused = await asAdmin("PATCH", `contact/${contact.id}/contribution/force`, {
      type: "Manual",
      amount: 5,
    });
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json())).toContain("period");
  });

  it("are not recorded over a running automatic contribution", async () => {
    const member = await joinAsMember(app(), outbox());
    const refused = await asAdmin("PATCH", `contact/${member.id}/contribution/force`, {
      type: "Manual",
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: "cant-update-contribution" });
    // Admins cancel it first (for the member, by id).
    expect((await asAdmin("POST", `contact/${member.id}/contribution/cancel`)).statusCode).toBe(
      204,
    );
    const forced = await asAdmin("PATCH", `contact/${member.id}/contribution/force`, {
      type: "Manual",
      source: "Cash",
    });
    expect(forced.statusCode, forced.body).toBe(200);
    expect(forced.json<ContributionInfo>()).toMatchObject({ type: "Manual", amount: 5 });
  });

  it("become automatic when the member starts paying, and they are told", async () => {
    const contact = await createTestContact(database(), { roles: ["member"] });
    await asAdmin("PATCH", `contact/${contact.id}/contribution/force`, {
      type: "Manual",
      amount: 5,
      period: "monthly",
    });
    const cookie = await signIn(app(), contact);
    const started = await app().inject({
      method: "POST",
      url: "/api/1.0/contact/me/contribution",
      headers: { cookie },
      payload: {
        amount: 5,
        period: "monthly",
        payFee: false,
        prorate: false,
        paymentMethod: "s_card",
        completeUrl: "/profile/contribution/complete",
      },
    });
    const flowId = await payAndReturn(app(), started);
    const completed = await app().inject({
      method: "POST",
      url: "/api/1.0/contact/me/contribution/complete",
      headers: { cookie },
      payload: { paymentFlowId: flowId },
    });
    expect(completed.json<ContributionInfo>()).toMatchObject({ type: "Automatic" });
    const emails = await emailsTo(app(), outbox(), contact.email);
    expect(emails.map((email) => email.template)).toEqual(["manual-to-automatic"]);
  });
});

describe("addressing contacts", () => {
  it("answers 404 for a contact that does not exist, and 400 for a malformed id", async () => {
    expect(
      (await asAdmin("GET", "contact/00000000-0000-4000-8000-00000000abcd/contribution"))
        .statusCode,
    ).toBe(404);
    expect((await asAdmin("GET", "contact/nope/contribution")).statusCode).toBe(400);
    expect(
      (await asAdmin("GET", "contact/00000000-0000-4000-8000-00000000abcd/payment")).statusCode,
    ).toBe(404);
  });

  it("shows a contact without a contribution as none", async () => {
    const contact = await createTestContact(database(), {});
    const info = await asAdmin("GET", `contact/${contact.id}/contribution`);
    expect(info.json<ContributionInfo>()).toEqual({
      type: "None",
      membershipStatus: "none",
      membership: {
        status: "none",
        paymentInFlight: false,
        can: { changeAmount: false, changePaymentMethod: false, cancel: false, restart: false },
      },
    });
    const shown = await asAdmin("GET", `contact/${contact.id}`);
    expect(shown.json<Contact>().contributionAmount).toBeUndefined();
  });
});

describe("the provider's customer", () => {
  it("follows the contact's name and email", async () => {
    const member = await joinAsMember(app(), outbox());
    const changed = await asAdmin("PATCH", `contact/${member.id}`, {
      firstname: "Renamed",
      lastname: "Member",
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await app().services.jobs.drain();
    const [customer] = await database()
      .db.select()
      .from(testProviderCustomers)
      .where(eq(testProviderCustomers.id, await customerOf(member.id)));
    expect(customer).toMatchObject({ firstname: "Renamed", email: member.email });
  });

  it("goes with the contact, and its subscription with it", async () => {
    const member = await joinAsMember(app(), outbox());
    const customerId = await customerOf(member.id);
    const deleted = await asAdmin("DELETE", `contact/${member.id}`);
    expect(deleted.statusCode).toBe(204);
    await app().services.jobs.drain();
    const [customer] = await database()
      .db.select()
      .from(testProviderCustomers)
      .where(eq(testProviderCustomers.id, customerId));
    expect(customer?.deletedAt).toBeInstanceOf(Date);
    const subscriptions = await database()
      .db.select({ status: testProviderSubscriptions.status })
      .from(testProviderSubscriptions)
      .where(eq(testProviderSubscriptions.customerId, customerId));
    expect(subscriptions).toEqual([{ status: "cancelled" }]);
  });
});
