import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { TestCheckout } from "@core/payments";
import { testProviderSetups } from "../../db/schema";
import { FAST_SECURITY, testAppPerFile } from "../../test-support/app";
import { testDatabasePerFile } from "../../test-support/database";
import { TEST_ACCOUNT, TEST_CARD, checkoutToken } from "../../test-support/payments";

/** The test provider's checkout page, as its page calls it. */
const database = testDatabasePerFile();
const { app } = testAppPerFile(database, {
  securityTuning: { ...FAST_SECURITY, signupRateLimits: { max: 10_000, windowMs: 60_000 } },
});

let count = 0;

/** A join's checkout: its page's token. */
async function checkout(paymentMethod = "s_card", amount = 5): Promise<string> {
  const response = await app().inject({
    method: "POST",
    url: "/api/1.0/signup",
    payload: {
      email: `checkout-${++count}@example.org`,
      loginUrl: "/auth/login",
      setPasswordUrl: "/auth/set-password",
      confirmUrl: "/join/confirm-email",
      contribution: {
        amount,
        period: "monthly",
        payFee: true,
        prorate: false,
        paymentMethod,
        completeUrl: "/join/complete",
      },
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return checkoutToken(response.json<{ redirectUrl: string }>().redirectUrl);
}

function post(token: string, path: string, payload: object = {}) {
  return app().inject({
    method: "POST",
    url: `/api/1.0/test-provider/checkout/${token}${path}`,
    payload,
  });
}

describe("the test checkout", () => {
  it("shows what the payer pays and to whom, the fee included", async () => {
    const token = await checkout("s_card", 10);
    const page = await app().inject({ url: `/api/1.0/test-provider/checkout/${token}` });
    expect(page.json<TestCheckout>()).toEqual({
      status: "open",
      method: "s_card",
      email: expect.stringMatching(/^checkout-/),
      organisationName: expect.any(String),
      currencyCode: "GBP",
      amount: 10,
      period: "monthly",
      total: 10.35,
    });
  });

  it("answers 404 for an address it never gave", async () => {
    const unknown = await app().inject({ url: "/api/1.0/test-provider/checkout/nope" });
    expect(unknown.statusCode).toBe(404);
    expect((await post("nope", "", { outcome: "succeed", ...TEST_CARD })).statusCode).toBe(404);
  });

  it("checks the card and names each wrong field", async () => {
    const token = await checkout();
    const wrong = await post(token, "", {
      outcome: "succeed",
      cardNumber: "4242 4242 4242 4241",
      expiry: "01/20",
      cvc: "1",
    });
    expect(wrong.statusCode).toBe(400);
    const properties = wrong
      .json<{ errors: { property: string }[] }>()
      .errors.map((error) => error.property);
    expect(properties).toEqual(["cardNumber", "expiry", "cvc"]);
  });

  it("checks a bank account for a direct debit", async () => {
    const token = await checkout("gc_direct-debit");
    const wrong = await post(token, "", { outcome: "succeed", iban: "DE00 1234" });
    expect(wrong.statusCode).toBe(400);
    const right = await post(token, "", { outcome: "succeed", ...TEST_ACCOUNT });
    expect(right.json<TestCheckout>()).toMatchObject({
      status: "succeeded",
      redirectUrl: expect.stringMatching(/\/join\/complete\?paymentFlowId=[0-9a-f-]{36}$/),
    });
  });

  it("lets the payer try again after a decline, keeping nothing of the card", async () => {
    const token = await checkout();
    const declined = await post(token, "", { outcome: "decline", ...TEST_CARD });
    expect(declined.json<TestCheckout>()).toMatchObject({
      status: "open",
      declined: expect.stringContaining("declined"),
    });
    const paid = await post(token, "", { outcome: "succeed", ...TEST_CARD });
    expect(paid.json<TestCheckout>().status).toBe("succeeded");
    expect(paid.json<TestCheckout>().declined).toBeUndefined();
    const [row] = await database()
      .db.select()
      .from(testProviderSetups)
      .where(eq(testProviderSetups.status, "succeeded"));
    expect(JSON.stringify(row)).not.toContain("4242424242424242");
    // Confirming again shows where it ended.
    const again = await post(token, "", { outcome: "decline", ...TEST_CARD });
    expect(again.json<TestCheckout>().status).toBe("succeeded");
  });

  it("asks the bank's approval when the outcome needs it, then succeeds or fails", async () => {
    const approved = await checkout();
    const waiting = await post(approved, "", { outcome: "authenticate", ...TEST_CARD });
    expect(waiting.json<TestCheckout>().status).toBe("requires-authentication");
    // Nothing else moves it on until the payer answers the bank.
    expect((await post(approved, "", { outcome: "succeed", ...TEST_CARD })).statusCode).toBe(400);
    const done = await post(approved, "/authenticate", { approve: true });
    expect(done.json<TestCheckout>().status).toBe("succeeded");

    const refused = await checkout();
    await post(refused, "", { outcome: "authenticate", ...TEST_CARD });
    const back = await post(refused, "/authenticate", { approve: false });
    expect(back.json<TestCheckout>()).toMatchObject({
      status: "open",
      declined: expect.stringContaining("not approved"),
    });
    expect((await post(refused, "/authenticate", { approve: true })).statusCode).toBe(400);
  });

  it("sends the payer back when they cancel", async () => {
    const token = await checkout();
    const cancelled = await post(token, "/cancel");
    expect(cancelled.json<TestCheckout>()).toMatchObject({
      status: "cancelled",
      redirectUrl: expect.stringContaining("/join/complete?paymentFlowId="),
    });
    expect(
      (await post(token, "", { outcome: "succeed", ...TEST_CARD })).json<TestCheckout>().status,
    ).toBe("cancelled");
  });

  it("refuses bodies that are not a checkout's", async () => {
    const token = await checkout();
    expect((await post(token, "", { outcome: "maybe" })).statusCode).toBe(400);
    expect((await post(token, "/authenticate", { approve: "yes" })).statusCode).toBe(400);
  });
});
