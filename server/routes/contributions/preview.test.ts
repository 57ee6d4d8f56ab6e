import { beforeAll, describe, expect, it } from "vitest";
import type { ContributionInfo, ContributionPreview } from "@core/contributions";
import type { PaymentPage } from "@core/payments";
import { createTestContact, signIn } from "../../test-support/accounts";
import { FAST_SECURITY, testAppPerFile } from "../../test-support/app";
import { testDatabasePerFile } from "../../test-support/database";
import { advanceClock, joinAsMember } from "../../test-support/payments";

/**
 * The preview of a change is what the change charges: the same computation, at the payment
 * clock's time, and a change sent with an amount that is no longer right is refused.
 */
const database = testDatabasePerFile();
const { app, outbox } = testAppPerFile(database, {
  securityTuning: { ...FAST_SECURITY, signupRateLimits: { max: 10_000, windowMs: 60_000 } },
});

let admin = "";
beforeAll(async () => {
  admin = await signIn(app(), await createTestContact(database(), { roles: ["admin"] }));
});

function send(cookie: string, method: "POST" | "PATCH", url: string, payload: object) {
  return app().inject({ method, url: `/api/1.0/${url}`, headers: { cookie }, payload });
}

async function preview(cookie: string, form: object): Promise<ContributionPreview> {
  const response = await send(cookie, "POST", "contact/me/contribution/preview", form);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ContributionPreview>();
}

async function amounts(cookie: string): Promise<number[]> {
  await app().services.jobs.drain();
  const response = await app().inject({
    url: "/api/1.0/contact/me/payment?sort=chargeDate&order=ASC",
    headers: { cookie },
  });
  return response.json<PaymentPage>().items.map((payment) => payment.amount);
}

async function purposes(cookie: string) {
  const response = await app().inject({
    url: "/api/1.0/contact/me/payment?sort=chargeDate&order=ASC",
    headers: { cookie },
  });
  return response.json<PaymentPage>().items.map((payment) => payment.purpose);
}

const annual120 = { amount: 120, period: "annually", payFee: false, prorate: true };

describe("the preview of a change", () => {
  it("is the charge: annual 60 to 120 with the clock moved forward", async () => {
    const member = await joinAsMember(app(), outbox(), { amount: 60, period: "annually" });
    await advanceClock(app(), admin, "P2M");
    const shown = await preview(member.cookie, annual120);
    // Whole months left of the year paid for, at the clock's time: fewer than eleven.
    expect(shown.chargeNow).toBeGreaterThan(0);
    expect(shown.chargeNow).toBeLessThan(55);
    expect(shown.chargeNow % 5).toBe(0);
    expect(shown.nextPaymentAmount).toBe(120);
    const info = await app().inject({
      url: "/api/1.0/contact/me/contribution",
      headers: { cookie: member.cookie },
    });
    expect(shown.nextPaymentAt).toBe(info.json<ContributionInfo>().renewalDate);

    // An amount the member was not shown is refused, with the right one.
    const stale = await send(member.cookie, "PATCH", "contact/me/contribution", {
      ...annual120,
      chargeNow: 85,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: "charge-changed",
      message: `The amount to pay now has changed to £${shown.chargeNow.toFixed(2)}: check it and confirm again`,
    });
    expect(await amounts(member.cookie)).toEqual([60]);

    const changed = await send(member.cookie, "PATCH", "contact/me/contribution", {
      ...annual120,
      chargeNow: shown.chargeNow,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await amounts(member.cookie)).toEqual([60, shown.chargeNow]);
    expect(await purposes(member.cookie)).toEqual(["first", "difference"]);
    // In force once that difference is paid.
    await app().services.jobs.drain();
    const after = await app().inject({
      url: "/api/1.0/contact/me/contribution",
      headers: { cookie: member.cookie },
    });
    expect(after.json<ContributionInfo>()).toMatchObject({ amount: 120 });
  });

  it("charges nothing now when the new amount waits for the renewal", async () => {
    const member = await joinAsMember(app(), outbox(), { amount: 60, period: "annually" });
    const form = { ...annual120, prorate: false };
    expect(await preview(member.cookie, form)).toMatchObject({
      chargeNow: 0,
      nextPaymentAmount: 120,
    });
    const changed = await send(member.cookie, "PATCH", "contact/me/contribution", {
      ...form,
      chargeNow: 0,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await amounts(member.cookie)).toEqual([60]);
  });

  it("includes the fee the member covers in the next payment", async () => {
    const member = await joinAsMember(app(), outbox());
    const form = { amount: 10, period: "monthly", payFee: true, prorate: false };
    expect(await preview(member.cookie, form)).toMatchObject({
      chargeNow: 0,
      nextPaymentAmount: 10.35,
    });
  });

  it("refuses what the change would refuse, with a 4xx", async () => {
    const member = await joinAsMember(app(), outbox(), { amount: 60, period: "annually" });
    const monthly = await send(member.cookie, "POST", "contact/me/contribution/preview", {
      amount: 5,
      period: "monthly",
      payFee: false,
      prorate: false,
    });
    expect(monthly.statusCode).toBe(400);
    expect(monthly.json()).toMatchObject({ code: "cant-update-contribution" });
    const bad = await send(member.cookie, "POST", "contact/me/contribution/preview", {
      amount: "lots",
    });
    expect(bad.statusCode).toBe(400);
    const negative = await send(member.cookie, "PATCH", "contact/me/contribution", {
      ...annual120,
      chargeNow: -1,
    });
    expect(negative.statusCode).toBe(400);
    const nobody = await signIn(app(), await createTestContact(database(), {}));
    const none = await send(nobody, "POST", "contact/me/contribution/preview", annual120);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: "cant-update-contribution" });
  });
});
