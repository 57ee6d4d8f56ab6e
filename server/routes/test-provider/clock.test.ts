import { beforeAll, describe, expect, it } from "vitest";
import type { PaymentContent } from "@core/content";
import type { TestClockMove } from "@core/payments";
import { createTestContact, signIn } from "../../test-support/accounts";
import { FAST_SECURITY, testAppPerFile } from "../../test-support/app";
import { testDatabasePerFile } from "../../test-support/database";
import { joinAsMember } from "../../test-support/payments";

/**
 * The test payments panel's server side: the payment settings say the test provider takes the
 * payments, its retry schedule is a setting, and moving the clock answers what it ran.
 */
const database = testDatabasePerFile();
const { app, outbox } = testAppPerFile(database, {
  securityTuning: { ...FAST_SECURITY, signupRateLimits: { max: 10_000, windowMs: 60_000 } },
});

let admin = "";
beforeAll(async () => {
  admin = await signIn(app(), await createTestContact(database(), { roles: ["admin"] }));
});

const patchPayment = (payload: object) =>
  app().inject({
    method: "PATCH",
    url: "/api/1.0/content/payment",
    headers: { cookie: admin },
    payload,
  });

async function move(advance: string): Promise<TestClockMove> {
  const response = await app().inject({
    method: "POST",
    url: "/api/1.0/test-provider/clock",
    headers: { cookie: admin },
    payload: { advance },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TestClockMove>();
}

describe("the payment settings while the test provider takes the payments", () => {
  it("say so to anyone, and keep the say read-only", async () => {
    const read = await app().inject({ url: "/api/1.0/content/payment" });
    expect(read.json<PaymentContent>()).toMatchObject({
      testPayments: true,
      testRetryDays: [3, 7, 14],
      membershipGraceDays: 21,
    });
    const patched = await patchPayment({ testPayments: false });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json<PaymentContent>().testPayments).toBe(true);
  });

  it.each([[[7, 3]], [[3, 3]], [[0]], [[61]], [[1.5]], [[1, 2, 3, 4, 5, 6, 7, 8, 9]], ["3, 7"]])(
    "refuse the retry schedule %j with 400 naming it",
    async (testRetryDays) => {
      const response = await patchPayment({ testRetryDays });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errors: [{ property: "testRetryDays" }] });
    },
  );

  it("store a retry schedule and a grace period, none at all included", async () => {
    const saved = await patchPayment({ testRetryDays: [], membershipGraceDays: 0 });
    expect(saved.json<PaymentContent>()).toMatchObject({
      testRetryDays: [],
      membershipGraceDays: 0,
    });
    const restored = await patchPayment({ testRetryDays: [3, 7, 14], membershipGraceDays: 21 });
    expect(restored.statusCode).toBe(200);
  });
});

describe("moving the test clock", () => {
  it("answers what it ran, retrying failures on the schedule set", async () => {
    expect((await patchPayment({ testRetryDays: [2] })).statusCode).toBe(200);
    // The first charge goes through, every later one fails.
    await joinAsMember(app(), outbox(), { outcome: "insufficient-funds-later" });
    await app().services.jobs.drain();

    const month = await move("P1M");
    expect(month.offsetSeconds).toBeGreaterThan(27 * 86_400);
    expect(month.ran).toEqual({ charged: 1, paid: 0, retrying: 1, failed: 0, ended: 0 });

    // The one retry, two days after the renewal, fails for good and ends the subscription.
    const week = await move("P1W");
    expect(week.ran).toEqual({ charged: 0, paid: 0, retrying: 0, failed: 1, ended: 1 });

    const quiet = await move("P1D");
    expect(quiet.ran).toEqual({ charged: 0, paid: 0, retrying: 0, failed: 0, ended: 0 });
  });
});
