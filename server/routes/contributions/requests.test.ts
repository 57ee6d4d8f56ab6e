import { beforeAll, describe, expect, it } from "vitest";
import { createTestContact, signIn } from "../../test-support/accounts";
import { FAST_SECURITY, testAppPerFile } from "../../test-support/app";
import { testDatabasePerFile } from "../../test-support/database";
import { joinAsMember } from "../../test-support/payments";

/** Bad requests to the contribution routes: a clear 400 naming the field, never a 500. */
const database = testDatabasePerFile();
const { app, outbox } = testAppPerFile(database, {
  securityTuning: { ...FAST_SECURITY, signupRateLimits: { max: 10_000, windowMs: 60_000 } },
});

let cookie = "";
beforeAll(async () => {
  cookie = await signIn(app(), await createTestContact(database(), {}));
});

const START = {
  amount: 5,
  period: "monthly",
  payFee: false,
  prorate: false,
  paymentMethod: "s_card",
  completeUrl: "/profile/contribution/complete",
};

function call(method: "POST" | "PATCH" | "PUT", url: string, payload: object, as = cookie) {
  return app().inject({ method, url: `/api/1.0/${url}`, headers: { cookie: as }, payload });
}

describe("starting a contribution", () => {
  it("answers where the payer goes", async () => {
    const started = await call("POST", "contact/me/contribution", START);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toEqual({ redirectUrl: expect.stringContaining("/checkout/test/") });
  });

  it.each([
    ["an amount below the minimum", { amount: 0.5 }, "amount"],
    ["an unknown period", { period: "weekly" }, "period"],
    ["a fee on a year", { period: "annually", amount: 60, payFee: true }, "payFee"],
    ["a method nobody takes", { paymentMethod: "s_ideal" }, "paymentMethod"],
    ["a return address elsewhere", { completeUrl: "https://evil.example/done" }, "completeUrl"],
    ["an unknown field", { coupon: "FREE" }, "coupon"],
  ])("refuses %s", async (_name, change, property) => {
    const refused = await call("POST", "contact/me/contribution", { ...START, ...change });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(JSON.stringify(refused.json())).toContain(property);
  });

  it("waits for a payment on its way", async () => {
    const member = await joinAsMember(app(), outbox(), { method: "gc_direct-debit" });
    const refused = await call("POST", "contact/me/contribution", START, member.cookie);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: "cant-update-contribution" });
  });
});

describe("completing", () => {
  it("answers 404 for a flow id never given out, and 400 without one", async () => {
    const unknown = await call("POST", "contact/me/contribution/complete", {
      paymentFlowId: "nope",
    });
    expect(unknown.statusCode).toBe(404);
    const missing = await call("POST", "contact/me/payment-method/complete", {});
    expect(missing.statusCode).toBe(400);
  });

  it("refuses a flow whose payment method was not set up", async () => {
    const started = await call("POST", "contact/me/contribution", START);
    const { redirectUrl } = started.json<{ redirectUrl: string }>();
    const cancelled = await app().inject({
      method: "POST",
      url: `/api/1.0/test-provider/checkout/${redirectUrl.split("/").pop() ?? ""}/cancel`,
    });
    const back = new URL(cancelled.json<{ redirectUrl: string }>().redirectUrl);
    const completed = await call("POST", "contact/me/contribution/complete", {
      paymentFlowId: back.searchParams.get("paymentFlowId") ?? "",
    });
    expect(completed.statusCode).toBe(400);
    expect(completed.json()).toMatchObject({ message: expect.stringContaining("not set up") });
  });
});

describe("changing", () => {
  it("needs a contribution to change or cancel", async () => {
    const changed = await call("PATCH", "contact/me/contribution", {
      amount: 5,
      period: "monthly",
      payFee: false,
      prorate: false,
    });
    expect(changed.json()).toMatchObject({ code: "cant-update-contribution" });
    const cancelled = await call("POST", "contact/me/contribution/cancel", {});
    expect(cancelled.json()).toMatchObject({ code: "cant-update-contribution" });
  });

  it("refuses a new method nobody takes", async () => {
    const member = await joinAsMember(app(), outbox());
    const refused = await call(
      "PUT",
      "contact/me/payment-method",
      { completeUrl: "/x", paymentMethod: "s_paypal" },
      member.cookie,
    );
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json())).toContain("paymentMethod");
  });

  it("refuses bodies of the wrong shape", async () => {
    const member = await joinAsMember(app(), outbox());
    const refused = await call(
      "PATCH",
      "contact/me/contribution",
      { amount: "ten", period: "monthly" },
      member.cookie,
    );
    expect(refused.statusCode).toBe(400);
    const properties = refused
      .json<{ errors: { property: string }[] }>()
      .errors.map((error) => error.property);
    expect(properties).toEqual(expect.arrayContaining(["amount", "payFee", "prorate"]));
  });
});
