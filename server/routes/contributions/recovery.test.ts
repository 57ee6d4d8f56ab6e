import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, addPeriods, type ContributionInfo } from "@core/contributions";
import type { PaymentPage } from "@core/payments";
import {
  contributions,
  paymentCustomers,
  testProviderCharges,
  testProviderSubscriptions,
} from "../../db/schema";
import { createTestContact, signIn } from "../../test-support/accounts";
import { FAST_SECURITY, testAppPerFile } from "../../test-support/app";
import { testDatabasePerFile } from "../../test-support/database";
import {
  advanceClock,
  emailsTo,
  joinAsMember,
  payAndReturn,
  type JoinedMember,
} from "../../test-support/payments";

/**
 * A failed renewal the member fixes by giving a new payment method: the failed period is paid
 * with it at once, once, and the membership carries on as if the renewal had gone through.
 */
const database = testDatabasePerFile();
const { app, outbox } = testAppPerFile(database, {
  securityTuning: { ...FAST_SECURITY, signupRateLimits: { max: 10_000, windowMs: 60_000 } },
});

let admin = "";
beforeAll(async () => {
  const contact = await createTestContact(database(), { roles: ["admin"] });
  admin = await signIn(app(), contact);
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

function call(target: FastifyInstance, cookie: string, url: string, payload: object) {
  return target.inject({
    method: url.endsWith("complete") ? "POST" : "PUT",
    url: `/api/1.0/${url}`,
    headers: { cookie },
    payload,
  });
}

/** The test provider's charges of a member, oldest first. */
async function chargesOf(contactId: string) {
  return database()
    .db.select({
      amount: testProviderCharges.amount,
      status: testProviderCharges.status,
      mandateId: testProviderCharges.mandateId,
      periodEnd: testProviderCharges.periodEnd,
    })
    .from(testProviderCharges)
    .innerJoin(paymentCustomers, eq(paymentCustomers.customerId, testProviderCharges.customerId))
    .where(eq(paymentCustomers.contactId, contactId))
    .orderBy(testProviderCharges.chargedAt);
}

/** The member gives a new card (at the test checkout) and comes back: answers the flow id. */
async function newCard(member: JoinedMember): Promise<string> {
  const started = await call(app(), member.cookie, "contact/me/payment-method", {
    completeUrl: "/profile/contribution/payment-method/complete",
    paymentMethod: "s_card",
  });
  return payAndReturn(app(), started);
}

const templates = async (address: string) =>
  (await emailsTo(app(), outbox(), address)).map((email) => email.template);

describe("a new payment method after a failed renewal", () => {
  it("pays the failed period with it at once, once, and restores the membership", async () => {
    const member = await joinAsMember(app(), outbox(), { outcome: "insufficient-funds-later" });
    const joined = await info(member.cookie);
    const failedStart = new Date(joined.renewalDate ?? "");
    await advanceClock(app(), admin, "P1M");
    await advanceClock(app(), admin, "P3D");
    expect((await history(member.cookie)).items.map((payment) => payment.status)).toEqual([
      "successful",
      "failed",
    ]);
    // A failed try that is retried is no payment on its way.
    expect(await info(member.cookie)).toMatchObject({ hasPendingPayment: false });

    const flowId = await newCard(member);
    const flow = await app().services.contributions.flows.find(flowId);
    if (!flow) throw new Error("No flow");
    // Completed by the return page twice at once and by the provider's own report.
    const [first, second] = await Promise.all([
      call(app(), member.cookie, "contact/me/payment-method/complete", { paymentFlowId: flowId }),
      call(app(), member.cookie, "contact/me/payment-method/complete", { paymentFlowId: flowId }),
      app().services.contributions.completeFlow(flow),
    ]);
    expect([first?.statusCode, second?.statusCode]).toEqual([200, 200]);
    await app().services.contributions.completeFlow(flow);
    await app().services.jobs.drain();

    const charges = await chargesOf(member.id);
    // The failed charge itself was paid with the new card: no second charge for the period.
    expect(charges.map((charge) => [charge.amount, charge.status])).toEqual([
      [500, "succeeded"],
      [500, "succeeded"],
    ]);
    expect(charges[1]?.mandateId).not.toBe(charges[0]?.mandateId);
    expect((await history(member.cookie)).items.map((payment) => payment.status)).toEqual([
      "successful",
      "successful",
    ]);
    // The history says the second was the failed renewal, paid afterwards.
    expect((await history(member.cookie)).items.map((payment) => payment.purpose)).toEqual([
      "first",
      "recovery",
    ]);
    const restored = await info(member.cookie);
    const paidUntil = addPeriods(failedStart, "monthly");
    expect(restored).toMatchObject({
      membershipStatus: "active",
      renewalDate: paidUntil.toISOString(),
      membershipExpiryDate: addDays(paidUntil, 21).toISOString(),
      membership: {
        status: "active",
        paidUntil: paidUntil.toISOString(),
        nextPaymentAt: paidUntil.toISOString(),
        can: { changePaymentMethod: true, cancel: true },
      },
    });

    // The old card's retries are over: nothing fails any more, nothing ends.
    await advanceClock(app(), admin, "P15D");
    expect((await history(member.cookie)).items.map((payment) => payment.status)).toEqual([
      "successful",
      "successful",
    ]);
    await advanceClock(app(), admin, "P1M");
    expect((await history(member.cookie)).items.map((payment) => payment.status)).toEqual([
      "successful",
      "successful",
      "successful",
    ]);
    expect(await templates(member.email)).toEqual(["confirm-email", "welcome", "payment-failed"]);
  });

  it("after the retries ran out, within the grace, pays it and starts again from its end", async () => {
    const member = await joinAsMember(app(), outbox(), { outcome: "insufficient-funds-later" });
    const failedStart = new Date((await info(member.cookie)).renewalDate ?? "");
    await advanceClock(app(), admin, "P1M");
    await advanceClock(app(), admin, "P15D");
    const [ended] = await database()
      .db.select()
      .from(contributions)
      .where(eq(contributions.contactId, member.id));
    expect(ended?.subscriptionId).toBeNull();

    const flowId = await newCard(member);
    const completed = await call(app(), member.cookie, "contact/me/payment-method/complete", {
      paymentFlowId: flowId,
    });
    expect(completed.statusCode, completed.body).toBe(200);
    await app().services.jobs.drain();

    const paidUntil = addPeriods(failedStart, "monthly");
    expect((await chargesOf(member.id)).map((charge) => [charge.amount, charge.status])).toEqual([
      [500, "succeeded"],
      [500, "succeeded"],
    ]);
    const restored = await info(member.cookie);
    expect(restored).toMatchObject({
      membershipStatus: "active",
      renewalDate: paidUntil.toISOString(),
      membershipExpiryDate: addDays(paidUntil, 21).toISOString(),
      membership: {
        status: "active",
        paidUntil: paidUntil.toISOString(),
        nextPaymentAt: paidUntil.toISOString(),
        can: { changePaymentMethod: true, cancel: true },
      },
    });
    const [row] = await database()
      .db.select()
      .from(contributions)
      .where(eq(contributions.contactId, member.id));
    expect(row?.endedReason).toBeNull();
    const live = await database()
      .db.select({ nextChargeAt: testProviderSubscriptions.nextChargeAt })
      .from(testProviderSubscriptions)
      .where(
        and(
          eq(testProviderSubscriptions.id, row?.subscriptionId ?? ""),
          eq(testProviderSubscriptions.status, "active"),
        ),
      );
    expect(live).toEqual([{ nextChargeAt: paidUntil }]);
    // The next period is charged on the new card when the restored one ends.
    await advanceClock(app(), admin, "P1M");
    expect((await history(member.cookie)).items.map((payment) => payment.status)).toEqual([
      "successful",
      "successful",
      "successful",
    ]);
  });

  it("recovers a member whose role staff gave for good and who started a contribution later", async () => {
    const contact = await createTestContact(database(), { roles: ["member"] });
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
    const flowId = await payAndReturn(app(), started, "insufficient-funds-later");
    const completed = await call(app(), cookie, "contact/me/contribution/complete", {
      paymentFlowId: flowId,
    });
    expect(completed.statusCode, completed.body).toBe(200);
    await app().services.jobs.drain();
    await advanceClock(app(), admin, "P1M2D");
    expect((await info(cookie)).membership?.status).toBe("payment-failed");

    const methodFlow = await newCard({ id: contact.id, email: contact.email, cookie });
    const changed = await call(app(), cookie, "contact/me/payment-method/complete", {
      paymentFlowId: methodFlow,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await app().services.jobs.drain();
    expect((await chargesOf(contact.id)).map((charge) => [charge.amount, charge.status])).toEqual([
      [500, "succeeded"],
      [500, "succeeded"],
    ]);
    expect((await info(cookie)).membership?.status).toBe("active");
  });
});

describe("a new payment method after a failed difference", () => {
  it("pays the difference with it at once, once, and the change takes effect", async () => {
    const member = await joinAsMember(app(), outbox(), {
      amount: 60,
      period: "annually",
      outcome: "insufficient-funds-later",
    });
    const changed = await app().inject({
      method: "PATCH",
      url: "/api/1.0/contact/me/contribution",
      headers: { cookie: member.cookie },
      payload: { amount: 120, period: "annually", payFee: false, prorate: true },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await app().services.jobs.drain();
    expect(await info(member.cookie)).toMatchObject({
      amount: 60,
      membership: { pendingChange: { amount: 120, differenceFailed: true } },
    });

    const flowId = await newCard(member);
    for (let time = 0; time < 2; time++) {
      const completed = await call(app(), member.cookie, "contact/me/payment-method/complete", {
        paymentFlowId: flowId,
      });
      expect(completed.statusCode, completed.body).toBe(200);
    }
    await app().services.jobs.drain();

    // The failed difference itself was paid with the new card: no second charge for it.
    const charges = await chargesOf(member.id);
    expect(charges.map((charge) => [charge.amount, charge.status])).toEqual([
      [6000, "succeeded"],
      [5500, "succeeded"],
    ]);
    expect(charges[1]?.mandateId).not.toBe(charges[0]?.mandateId);
    const after = await info(member.cookie);
    expect(after).toMatchObject({ amount: 120, membership: { nextPaymentAmount: 120 } });
    expect(after.membership?.pendingChange).toBeUndefined();
    // The old card's retries of it are over: nothing fails any more.
    await advanceClock(app(), admin, "P15D");
    expect((await history(member.cookie)).items.map((payment) => payment.status)).toEqual([
      "successful",
      "successful",
    ]);
  });
});
