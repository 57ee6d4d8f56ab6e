import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, type ContributionInfo } from "@core/contributions";
import type { PaymentPage } from "@core/payments";
import {
  contactActivity,
  contributions,
  paymentCustomers,
  payments,
  testProviderCharges,
  testProviderEvents,
  testProviderMandates,
  testProviderSubscriptions,
} from "../../db/schema";
import { createTestContact, signIn } from "../../test-support/accounts";
import { FAST_SECURITY, testAppPerFile } from "../../test-support/app";
import { testDatabasePerFile } from "../../test-support/database";
import {
  TEST_ACCOUNT,
  advanceClock,
  emailsTo,
  joinAsMember,
  payAndReturn,
} from "../../test-support/payments";
import { emailFormats } from "../../services/email/formats";

/**
 * A member's whole life on the test provider, played by moving its clock: joining, renewals,
 * a failed renewal and its email, changes with and without the difference paid now, a new
 * payment method, cancelling, and the provider ending a subscription itself.
 */
const database = testDatabasePerFile();
const { app, outbox } = testAppPerFile(database, {
  securityTuning: { ...FAST_SECURITY, signupRateLimits: { max: 10_000, windowMs: 60_000 } },
});

let admin = "";
beforeAll(async () => {
  const contact = await createTestContact(database(), { roles: ["admin"] });
  admin = await signIn(app(), contact);
  // The team's address, where emails to admins go.
  await app().services.content.update("email", { supportEmail: "team@example.org" });
});

async function info(cookie: string): Promise<ContributionInfo> {
  const response = await app().inject({
    url: "/api/1.0/contact/me/contribution",
    headers: { cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ContributionInfo>();
}

async function history(cookie: string): Promise<PaymentPage> {
  const response = await app().inject({
    url: "/api/1.0/contact/me/payment?sort=chargeDate&order=ASC",
    headers: { cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PaymentPage>();
}

function call(
  target: FastifyInstance,
  cookie: string,
  method: "PATCH" | "POST" | "PUT",
  url: string,
  payload?: object,
) {
  return target.inject({
    method,
    url: `/api/1.0/${url}`,
    headers: { cookie },
    payload: payload ?? {},
  });
}

const now = () => app().services.payments.clock.now();

/** Why the contact's contribution stopped, as stored. */
async function endedReason(contactId: string) {
  const [row] = await database()
    .db.select({ endedReason: contributions.endedReason })
    .from(contributions)
    .where(eq(contributions.contactId, contactId));
  return row?.endedReason;
}
const templates = async (address: string) =>
  (await emailsTo(app(), outbox(), address)).map((email) => email.template);

describe("renewals", () => {
  it("charge each month and move the membership on", async () => {
    const member = await joinAsMember(app(), outbox());
    const first = await info(member.cookie);
    expect(first).toMatchObject({ type: "Automatic", amount: 5, membershipStatus: "active" });
    expect((await history(member.cookie)).items).toMatchObject([
      { amount: 5, status: "successful" },
    ]);

    await advanceClock(app(), admin, "P1M");
    await advanceClock(app(), admin, "P1M");
    const later = await info(member.cookie);
    const paid = await history(member.cookie);
    expect(paid.items.map((payment) => payment.status)).toEqual([
      "successful",
      "successful",
      "successful",
    ]);
    // Each renewal moved the renewal date and the membership's end on by a month.
    expect(Date.parse(later.renewalDate ?? "")).toBeGreaterThan(
      Date.parse(first.renewalDate ?? "") + 55 * 86_400_000,
    );
    expect(Date.parse(later.membershipExpiryDate ?? "")).toBeGreaterThan(
      Date.parse(first.membershipExpiryDate ?? "") + 55 * 86_400_000,
    );
    // The membership lasts the grace period beyond the renewal.
    expect(Date.parse(later.membershipExpiryDate ?? "")).toBe(
      addDays(new Date(later.renewalDate ?? ""), 21).getTime(),
    );
  });
});

describe("a failed renewal", () => {
  it("asks for a new payment method once, is retried, then ends the contribution", async () => {
    const member = await joinAsMember(app(), outbox(), { outcome: "insufficient-funds-later" });
    await advanceClock(app(), admin, "P1M");
    expect((await history(member.cookie)).items.map((payment) => payment.status)).toEqual([
      "successful",
      "failed",
    ]);
    // Still a member while the provider tries again.
    expect(await info(member.cookie)).toMatchObject({ membershipStatus: "active" });
    expect(await templates(member.email)).toEqual(["confirm-email", "welcome", "payment-failed"]);
    const [failed] = (await emailsTo(app(), outbox(), member.email)).slice(-1);
    expect(failed?.text).toContain("£5.00");
    expect(failed?.links.some((link) => link.endsWith("/profile/contribution"))).toBe(true);

    // Two weeks of retries, all failing: the contribution ends after failed payments (not
    // cancelled), the membership with its grace, which the member is told with its real date.
    const before = await info(member.cookie);
    await advanceClock(app(), admin, "P15D");
    const ended = await info(member.cookie);
    expect(ended.cancellationDate).toBeUndefined();
    expect(ended.membershipExpiryDate).toBe(before.membershipExpiryDate);
    const [row] = await database()
      .db.select({
        endedReason: contributions.endedReason,
        subscriptionId: contributions.subscriptionId,
      })
      .from(contributions)
      .where(eq(contributions.contactId, member.id));
    expect(row).toEqual({ endedReason: "payment-failed", subscriptionId: null });
    expect(await templates(member.email)).toEqual([
      "confirm-email",
      "welcome",
      "payment-failed",
      "contribution-ended-failed",
    ]);
    const [endedEmail] = (await emailsTo(app(), outbox(), member.email)).slice(-1);
    const expires = new Date(before.membershipExpiryDate ?? "");
    expect(expires.getTime()).toBeGreaterThan((await now()).getTime());
    const words = emailFormats(await app().services.content.get("general"));
    expect(endedEmail?.text).toContain(words.date(expires));
    expect(endedEmail?.links.some((link) => link.endsWith("/profile/contribution"))).toBe(true);
    const team = await templates("team@example.org");
    expect(team).toContain("member-ended-failed");
    expect(team).not.toContain("cancelled-member");
    const activity = await database()
      .db.select({ kind: contactActivity.kind })
      .from(contactActivity)
      .where(eq(contactActivity.contactId, member.id));
    expect(activity.map((entry) => entry.kind)).toContain("contribution-ended-failed");
    expect(activity.map((entry) => entry.kind)).not.toContain("contribution-cancelled");

    await advanceClock(app(), admin, "P10D");
    expect(await info(member.cookie)).toMatchObject({ membershipStatus: "expired" });
    // Nothing more is charged.
    await advanceClock(app(), admin, "P1M");
    expect((await history(member.cookie)).total).toBe(2);
  });
});

describe("the provider's end of a subscription", () => {
  it("says it never started only when none of its charges went through", async () => {
    const member = await joinAsMember(app(), outbox(), { outcome: "insufficient-funds-later" });
    const [row] = await database()
      .db.select()
      .from(contributions)
      .where(eq(contributions.contactId, member.id));
    const provider = app().services.payments.test?.provider;
    if (!row?.customerId || !row.mandateId || !provider) throw new Error("a test contribution");
    // A second subscription on the same card, whose funds are now short: its first charge fails.
    const unpaid = await provider.createSubscription({
      customerId: row.customerId,
      mandateId: row.mandateId,
      chargeable: 500,
      period: "monthly",
      startAt: await now(),
      idempotencyKey: `never-started-${member.id}`,
    });
    // Past every retry of the first, and of the member's own first renewal.
    await advanceClock(app(), admin, "P1M");
    await advanceClock(app(), admin, "P15D");
    const ends = (await database().db.select().from(testProviderEvents))
      .map((event) => event.payload as { subscription?: { id: string; reason: string } })
      .filter((payload) => payload.subscription)
      .map(({ subscription }) => subscription);
    expect(ends).toEqual(
      expect.arrayContaining([
        { id: unpaid.id, customerId: row.customerId, reason: "never-started" },
        { id: row.subscriptionId, customerId: row.customerId, reason: "failed" },
      ]),
    );
  });
});

describe("changing the amount", () => {
  it("of a monthly contribution starts at once, with nothing to prorate", async () => {
    const member = await joinAsMember(app(), outbox());
    const changed = await call(app(), member.cookie, "PATCH", "contact/me/contribution", {
      amount: 10,
      period: "monthly",
      payFee: true,
      prorate: false,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<ContributionInfo>()).toMatchObject({ amount: 10, payFee: true });
    expect(changed.json<ContributionInfo>().nextAmount).toBeUndefined();
    await advanceClock(app(), admin, "P1M");
    // 10 and the card fee (0.20 + 1.5 %) the member now covers.
    expect((await history(member.cookie)).items.map((payment) => payment.amount)).toEqual([
      5, 10.35,
    ]);
  });

  it("of an annual contribution charges the difference now when the member pays it", async () => {
    const member = await joinAsMember(app(), outbox(), { amount: 60, period: "annually" });
    const changed = await call(app(), member.cookie, "PATCH", "contact/me/contribution", {
      amount: 120,
      period: "annually",
      payFee: false,
      prorate: true,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await app().services.jobs.drain();
    // In force once the difference is paid: (10 - 5) a month for the 11 whole months left.
    expect(await info(member.cookie)).toMatchObject({
      amount: 120,
      membership: { nextPaymentAmount: 120 },
    });
    expect((await info(member.cookie)).membership?.pendingChange).toBeUndefined();
    expect((await history(member.cookie)).items.map((payment) => payment.amount)).toEqual([60, 55]);
    await advanceClock(app(), admin, "P1Y");
    expect((await history(member.cookie)).items.map((payment) => payment.amount)).toEqual([
      60, 55, 120,
    ]);
  });

  it("of an annual contribution waits for its difference, and is dropped if that fails", async () => {
    // The card pays the join, then fails the difference and its retries.
    const member = await joinAsMember(app(), outbox(), {
      amount: 60,
      period: "annually",
      outcome: "insufficient-funds-later",
    });
    const changed = await call(app(), member.cookie, "PATCH", "contact/me/contribution", {
      amount: 120,
      period: "annually",
      payFee: false,
      prorate: true,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await app().services.jobs.drain();
    expect(await info(member.cookie)).toMatchObject({
      amount: 60,
      membership: {
        status: "active",
        nextPaymentAmount: 60,
        pendingChange: { amount: 120, awaiting: "difference", differenceFailed: true },
      },
    });
    expect(await templates(member.email)).toContain("payment-failed");
    // Its retries fail too: the member keeps 60, and the renewal charges 60.
    await advanceClock(app(), admin, "P15D");
    const after = await info(member.cookie);
    expect(after).toMatchObject({ amount: 60, membership: { nextPaymentAmount: 60 } });
    expect(after.nextAmount).toBeUndefined();
    expect(after.membership?.pendingChange).toBeUndefined();
    const [subscription] = await database()
      .db.select({ amount: testProviderSubscriptions.amount })
      .from(testProviderSubscriptions)
      .innerJoin(contributions, eq(contributions.subscriptionId, testProviderSubscriptions.id))
      .where(eq(contributions.contactId, member.id));
    expect(subscription?.amount).toBe(6000);
  });

  it("of an annual contribution starts at renewal otherwise, once that payment succeeds", async () => {
    const member = await joinAsMember(app(), outbox(), { amount: 60, period: "annually" });
    const changed = await call(app(), member.cookie, "PATCH", "contact/me/contribution", {
      amount: 120,
      period: "annually",
      payFee: false,
      prorate: false,
    });
    expect(changed.json<ContributionInfo>()).toMatchObject({ amount: 60, nextAmount: 120 });
    await advanceClock(app(), admin, "P1Y");
    expect(await info(member.cookie)).toMatchObject({ amount: 120 });
    expect((await info(member.cookie)).nextAmount).toBeUndefined();
    expect((await history(member.cookie)).items.map((payment) => payment.amount)).toEqual([
      60, 120,
    ]);
  });

  it("refuses an annual contribution becoming monthly while its year is paid for", async () => {
    const member = await joinAsMember(app(), outbox(), { amount: 60, period: "annually" });
    const refused = await call(app(), member.cookie, "PATCH", "contact/me/contribution", {
      amount: 5,
      period: "monthly",
      payFee: false,
      prorate: false,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: "cant-update-contribution" });
  });

  it("waits for a direct debit on its way, except from monthly to monthly", async () => {
    const member = await joinAsMember(app(), outbox(), { method: "gc_direct-debit" });
    expect(await info(member.cookie)).toMatchObject({
      hasPendingPayment: true,
      paymentSource: { method: "gc_direct-debit", accountNumberEnding: "3000" },
    });
    const refused = await call(app(), member.cookie, "PATCH", "contact/me/contribution", {
      amount: 60,
      period: "annually",
      payFee: false,
      prorate: false,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: "cant-update-contribution",
      message: expect.stringContaining("still being processed"),
    });
    const monthly = await call(app(), member.cookie, "PATCH", "contact/me/contribution", {
      amount: 7,
      period: "monthly",
      payFee: false,
      prorate: false,
    });
    expect(monthly.statusCode, monthly.body).toBe(200);
    // Three days later the bank confirms it.
    await advanceClock(app(), admin, "P4D");
    expect(await info(member.cookie)).toMatchObject({ hasPendingPayment: false, amount: 7 });
    expect((await history(member.cookie)).items).toMatchObject([
      { amount: 5, status: "successful" },
    ]);
  });
});

describe("a new payment method", () => {
  it("replaces the old one, which is dropped; renewals use the new one", async () => {
    const member = await joinAsMember(app(), outbox());
    const started = await call(app(), member.cookie, "PUT", "contact/me/payment-method", {
      completeUrl: "/profile/contribution/payment-method/complete",
      paymentMethod: "gc_direct-debit",
    });
    const flowId = await payAndReturn(app(), started, "succeed", TEST_ACCOUNT);
    const completed = await call(
      app(),
      member.cookie,
      "POST",
      "contact/me/payment-method/complete",
      {
        paymentFlowId: flowId,
      },
    );
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json<ContributionInfo>()).toMatchObject({
      paymentSource: { method: "gc_direct-debit", accountHolderName: "Sam Lindqvist" },
    });
    // Completing again changes nothing.
    const again = await call(app(), member.cookie, "POST", "contact/me/payment-method/complete", {
      paymentFlowId: flowId,
    });
    expect(again.statusCode).toBe(200);
    await app().services.jobs.drain();
    const mandates = await database()
      .db.select({ method: testProviderMandates.method, status: testProviderMandates.status })
      .from(testProviderMandates)
      .innerJoin(testProviderCharges, eq(testProviderCharges.mandateId, testProviderMandates.id))
      .where(eq(testProviderCharges.description, "Membership"));
    expect(mandates.length).toBeGreaterThan(0);
    await advanceClock(app(), admin, "P1M");
    await advanceClock(app(), admin, "P4D");
    const paid = (await history(member.cookie)).items;
    expect(paid.map((payment) => payment.status)).toEqual(["successful", "successful"]);
    const renewal = await database()
      .db.select({ method: testProviderCharges.method })
      .from(testProviderCharges)
      .innerJoin(payments, eq(payments.providerPaymentId, testProviderCharges.id))
      .where(and(eq(payments.contactId, member.id)))
      // The first payment, then the renewal: PostgreSQL may return a join's rows in any order.
      .orderBy(payments.chargeDate);
    expect(renewal.map((row) => row.method)).toEqual(["s_card", "gc_direct-debit"]);
  });

  it("needs a method to change", async () => {
    const contact = await createTestContact(database(), {});
    const cookie = await signIn(app(), contact);
    const refused = await call(app(), cookie, "PUT", "contact/me/payment-method", {
      completeUrl: "/profile/contribution/payment-method/complete",
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: "no-payment-method" });
  });
});

describe("cancelling", () => {
  it("stops the payments and keeps the membership to the end of the period paid for", async () => {
    const member = await joinAsMember(app(), outbox());
    const before = await info(member.cookie);
    const cancelled = await call(app(), member.cookie, "POST", "contact/me/contribution/cancel");
    expect(cancelled.statusCode, cancelled.body).toBe(204);
    const after = await info(member.cookie);
    expect(after).toMatchObject({
      membershipStatus: "expiring",
      cancellationDate: expect.any(String),
    });
    // Paid to the renewal; the grace was for collecting, which is over.
    expect(after.membershipExpiryDate).toBe(before.renewalDate);
    expect(await endedReason(member.id)).toBe("cancelled");
    expect(after.paymentSource).toBeUndefined();
    expect(await templates(member.email)).toEqual([
      "confirm-email",
      "welcome",
      "cancelled-contribution",
    ]);
    const again = await call(app(), member.cookie, "POST", "contact/me/contribution/cancel");
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: "cant-update-contribution" });

    await advanceClock(app(), admin, "P1M");
    await advanceClock(app(), admin, "P1D");
    expect(await info(member.cookie)).toMatchObject({ membershipStatus: "expired" });
    expect((await history(member.cookie)).total).toBe(1);
    // One cancellation email, though the provider reported its end too.
    expect(
      (await templates(member.email)).filter((name) => name === "cancelled-contribution"),
    ).toHaveLength(1);
  });

  it("while the first direct debit is collected asks for no new payment method after", async () => {
    const member = await joinAsMember(app(), outbox(), { method: "gc_direct-debit" });
    const cancelled = await call(app(), member.cookie, "POST", "contact/me/contribution/cancel");
    expect(cancelled.statusCode, cancelled.body).toBe(204);
    // The mandate is dropped (by a job: done before the days pass), so the bank reports the
    // first debit failed.
    await app().services.jobs.drain();
    await advanceClock(app(), admin, "P4D");
    expect((await history(member.cookie)).items).toMatchObject([{ status: "failed" }]);
    // Email jobs run side by side, so the outbox's order is not the order they were queued in.
    expect((await templates(member.email)).sort()).toEqual([
      "cancelled-contribution",
      "confirm-email",
      "welcome",
    ]);
  });

  it("during the grace period ends the membership with the period paid for", async () => {
    const member = await joinAsMember(app(), outbox(), { outcome: "insufficient-funds-later" });
    const before = await info(member.cookie);
    // The renewal fails and is being retried: a member still, in the grace period.
    await advanceClock(app(), admin, "P1M");
    await advanceClock(app(), admin, "P3D");
    expect(await info(member.cookie)).toMatchObject({ membershipStatus: "active" });

    const cancelled = await call(app(), member.cookie, "POST", "contact/me/contribution/cancel");
    expect(cancelled.statusCode, cancelled.body).toBe(204);
    const after = await info(member.cookie);
    // Paid to the renewal that failed, and nothing beyond: not the day of cancelling.
    expect(after.membershipExpiryDate).toBe(before.renewalDate);
    expect(after.membershipStatus).toBe("expired");
  });

  it("by an admin keeps the membership to the end of the period paid for, no grace", async () => {
    const member = await joinAsMember(app(), outbox());
    const before = await info(member.cookie);
    expect(Date.parse(before.membershipExpiryDate ?? "")).toBe(
      addDays(new Date(before.renewalDate ?? ""), 21).getTime(),
    );
    const cancelled = await call(app(), admin, "POST", `contact/${member.id}/contribution/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(204);
    expect(await info(member.cookie)).toMatchObject({
      membershipStatus: "expiring",
      membershipExpiryDate: before.renewalDate,
    });
    expect(await endedReason(member.id)).toBe("staff");
  });

  it("by the provider ends the contribution as if the member had", async () => {
    const member = await joinAsMember(app(), outbox());
    const [row] = await database()
      .db.select()
      .from(payments)
      .where(eq(payments.contactId, member.id));
    await app().services.payments.test?.provider.cancelSubscription(row?.subscriptionId ?? "");
    await app().services.jobs.drain();
    expect(await info(member.cookie)).toMatchObject({
      membershipStatus: "expiring",
      cancellationDate: expect.any(String),
    });
    expect(await templates(member.email)).toContain("cancelled-contribution");
  });
});

describe("starting again", () => {
  it("after cancelling starts when the paid period ends, completed once however often", async () => {
    const member = await joinAsMember(app(), outbox());
    const before = await info(member.cookie);
    await call(app(), member.cookie, "POST", "contact/me/contribution/cancel");
    const started = await call(app(), member.cookie, "POST", "contact/me/contribution", {
      amount: 8,
      period: "monthly",
      payFee: false,
      prorate: false,
      paymentMethod: "s_card",
      completeUrl: "/profile/contribution/complete",
    });
    const flowId = await payAndReturn(app(), started);
    const [first, second] = await Promise.all(
      [1, 2].map(() =>
        call(app(), member.cookie, "POST", "contact/me/contribution/complete", {
          paymentFlowId: flowId,
        }),
      ),
    );
    expect([first?.statusCode, second?.statusCode]).toEqual([200, 200]);
    const restarted = await info(member.cookie);
    expect(restarted).toMatchObject({ amount: 8, membershipStatus: "active" });
    // No second charge for the month already paid: the new one starts at its end.
    expect(restarted.renewalDate).toBe(before.renewalDate);
    await app().services.jobs.drain();
    expect((await history(member.cookie)).total).toBe(1);
    const live = await database()
      .db.select({ id: testProviderSubscriptions.id })
      .from(testProviderSubscriptions)
      .innerJoin(
        paymentCustomers,
        eq(paymentCustomers.customerId, testProviderSubscriptions.customerId),
      )
      .where(
        and(
          eq(paymentCustomers.contactId, member.id),
          eq(testProviderSubscriptions.status, "active"),
        ),
      );
    expect(live).toHaveLength(1);
  });

  it("belongs to the contact it was started for", async () => {
    const member = await joinAsMember(app(), outbox());
    const other = await joinAsMember(app(), outbox());
    const started = await call(app(), member.cookie, "POST", "contact/me/contribution", {
      amount: 8,
      period: "monthly",
      payFee: false,
      prorate: false,
      paymentMethod: "s_card",
      completeUrl: "/profile/contribution/complete",
    });
    const flowId = await payAndReturn(app(), started);
    const stolen = await call(app(), other.cookie, "POST", "contact/me/contribution/complete", {
      paymentFlowId: flowId,
    });
    expect(stolen.statusCode).toBe(404);
  });
});

describe("clock", () => {
  it("only moves forward, by at most five years", async () => {
    const before = await now();
    const refused = await app().inject({
      method: "POST",
      url: "/api/1.0/test-provider/clock",
      headers: { cookie: admin },
      payload: { advance: "P6Y" },
    });
    expect(refused.statusCode).toBe(400);
    const bad = await app().inject({
      method: "POST",
      url: "/api/1.0/test-provider/clock",
      headers: { cookie: admin },
      payload: { advance: "-P1D" },
    });
    expect(bad.statusCode).toBe(400);
    const read = await app().inject({
      url: "/api/1.0/test-provider/clock",
      headers: { cookie: admin },
    });
    expect(Date.parse(read.json<{ now: string }>().now)).toBeGreaterThanOrEqual(before.getTime());
  });
});
