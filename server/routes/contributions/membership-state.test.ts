import { beforeAll, describe, expect, it } from "vitest";
import type { ContributionInfo } from "@core/contributions";
import { createTestContact, signIn } from "../../test-support/accounts";
import { FAST_SECURITY, testAppPerFile } from "../../test-support/app";
import { testDatabasePerFile } from "../../test-support/database";
import { advanceClock, emailsTo, joinAsMember } from "../../test-support/payments";
import { emailFormats } from "../../services/email/formats";

/**
 * What `GET /contact/:id/contribution` says at each step of a membership agrees with the one
 * membership state (issue #23): a failed renewal is fixable, a cancellation keeps the end date
 * it announced, and the older fields never contradict the state.
 */
const database = testDatabasePerFile();
const { app, outbox } = testAppPerFile(database, {
  securityTuning: { ...FAST_SECURITY, signupRateLimits: { max: 10_000, windowMs: 60_000 } },
});

let admin = "";
beforeAll(async () => {
  admin = await signIn(app(), await createTestContact(database(), { roles: ["admin"] }));
});

async function info(cookie: string, contact = "me"): Promise<ContributionInfo> {
  const response = await app().inject({
    url: `/api/1.0/contact/${contact}/contribution`,
    headers: { cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ContributionInfo>();
}

/** The older fields say what the state says. */
function expectConsistent(contribution: ContributionInfo): void {
  const { membership } = contribution;
  expect(membership).toBeDefined();
  expect(contribution.renewalDate).toBe(membership?.nextPaymentAt);
  if (contribution.renewalDate && contribution.membershipExpiryDate) {
    expect(Date.parse(contribution.renewalDate)).toBeLessThanOrEqual(
      Date.parse(contribution.membershipExpiryDate),
    );
  }
  if (membership?.accessEndsAt) {
    expect(contribution.membershipExpiryDate).toBe(membership.accessEndsAt);
  }
  if (contribution.hasPendingPayment !== undefined) {
    expect(contribution.hasPendingPayment).toBe(membership?.paymentInFlight);
  }
}

describe("a failed renewal", () => {
  it("says payment-failed with its grace end, and lets the member change the method", async () => {
    const member = await joinAsMember(app(), outbox(), { outcome: "insufficient-funds-later" });
    const before = await info(member.cookie);
    expect(before.membership).toMatchObject({
      status: "active",
      nextPaymentAmount: 5,
      paymentInFlight: false,
      can: { changePaymentMethod: true, cancel: true },
    });
    expectConsistent(before);

    await advanceClock(app(), admin, "P1M");
    const failed = await info(member.cookie);
    expect(failed.membership).toMatchObject({
      status: "payment-failed",
      paidUntil: before.renewalDate,
      paymentInFlight: false,
      can: { changePaymentMethod: true, changeAmount: false },
    });
    // The grace period (21 days) after the period paid for.
    expect(Date.parse(failed.membership?.accessEndsAt ?? "")).toBe(
      Date.parse(before.renewalDate ?? "") + 21 * 86_400_000,
    );
    expect(failed.membership?.nextPaymentAt).toBeUndefined();
    expect(failed.hasPendingPayment).toBe(false);
    expect(failed.renewalDate).toBeUndefined();
    expectConsistent(failed);
    // Staff see the same state.
    expect((await info(admin, member.id)).membership).toEqual(failed.membership);
  });

  it("ends as ended after failed payments, never as a cancellation, once retries and grace run out", async () => {
    const member = await joinAsMember(app(), outbox(), { outcome: "insufficient-funds-later" });
    const before = await info(member.cookie);
    await advanceClock(app(), admin, "P1M");
    // The provider gave up (two weeks of retries): still in the grace, and able to start again.
    await advanceClock(app(), admin, "P15D");
    const gaveUp = await info(member.cookie);
    expect(gaveUp.membership).toMatchObject({
      status: "payment-failed",
      paymentInFlight: false,
      can: { restart: true, cancel: false },
    });
    expectConsistent(gaveUp);
    await advanceClock(app(), admin, "P10D");
    const ended = await info(member.cookie);
    expect(ended.membership).toMatchObject({ status: "ended", endedReason: "payment-failed" });
    expect(Date.parse(ended.membership?.accessEndsAt ?? "")).toBe(
      Date.parse(before.renewalDate ?? "") + 21 * 86_400_000,
    );
    expectConsistent(ended);
  });
});

describe("cancelling", () => {
  it("ends on the date it announced: the end of the period paid for", async () => {
    const member = await joinAsMember(app(), outbox());
    const before = await info(member.cookie);
    expectConsistent(before);
    expect(before.membership?.accessEndsAt).toBeUndefined();
    const cancelled = await app().inject({
      method: "POST",
      url: "/api/1.0/contact/me/contribution/cancel",
      headers: { cookie: member.cookie },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(204);
    const after = await info(member.cookie);
    expect(after.membership).toMatchObject({
      status: "cancelled-expiring",
      accessEndsAt: before.membership?.nextPaymentAt,
      paidUntil: before.membership?.paidUntil,
      can: { cancel: false, restart: true, changeAmount: false },
    });
    expect(after.membership?.nextPaymentAt).toBeUndefined();
    expectConsistent(after);
    // The email tells the same day.
    const words = emailFormats(await app().services.content.get("general"));
    const [email] = (await emailsTo(app(), outbox(), member.email)).slice(-1);
    expect(email?.template).toBe("cancelled-contribution");
    expect(email?.text).toContain(words.date(new Date(after.membership?.accessEndsAt ?? "")));

    await advanceClock(app(), admin, "P1M");
    await advanceClock(app(), admin, "P1D");
    const ended = await info(member.cookie);
    expect(ended.membership).toMatchObject({
      status: "ended",
      accessEndsAt: before.membership?.nextPaymentAt,
    });
    expect(ended.membershipStatus).toBe("expired");
    expectConsistent(ended);
  });
});
