import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { joinFlows, paymentFlows, testProviderSetups } from "../../db/schema";
import { FAST_SECURITY, testAppPerFile } from "../../test-support/app";
import { testDatabasePerFile } from "../../test-support/database";
import { DEFAULT_SIGNUP_RATE_LIMITS } from "../../services";
import { CONFIRMATIONS_PER_HOUR } from "../../services/join";
import { emailsTo } from "../../test-support/payments";

const database = testDatabasePerFile();
const { app, outbox } = testAppPerFile(database, {
  securityTuning: { ...FAST_SECURITY, signupRateLimits: { max: 6, windowMs: 60_000 } },
});

/** The same database with the default limits: 5 joins a minute, 10 in 15 minutes. */
const { app: defaultApp } = testAppPerFile(database, {
  securityTuning: { ...FAST_SECURITY, signupRateLimits: DEFAULT_SIGNUP_RATE_LIMITS },
  backgroundJobs: false,
});

const LINKS = {
  loginUrl: "/auth/login",
  setPasswordUrl: "/auth/set-password",
  confirmUrl: "/join/confirm-email",
};

function signup(payload: object, address = "203.0.113.7") {
  return app().inject({ method: "POST", url: "/api/1.0/signup", payload, remoteAddress: address });
}

describe("limits on joining", () => {
  it("sends one address a few confirmations an hour, however many joins name it", async () => {
    const address = "flooded@example.org";
    for (let i = 0; i < CONFIRMATIONS_PER_HOUR + 2; i++) {
      const response = await signup({ email: address, ...LINKS }, `198.51.100.${i + 1}`);
      // The answer is the same: nobody learns what happened.
      expect(response.statusCode).toBe(204);
    }
    const emails = await emailsTo(app(), outbox(), address);
    expect(emails).toHaveLength(CONFIRMATIONS_PER_HOUR);
  });

  it("answers 429 to a client address that joins too often", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push((await signup({ email: `limit-${i}@example.org`, ...LINKS })).statusCode);
    }
    expect(statuses.slice(0, 6)).toEqual([204, 204, 204, 204, 204, 204]);
    expect(statuses[6]).toBe(429);
    const refused = await signup({ email: "limit-x@example.org", ...LINKS });
    expect(refused.json()).toMatchObject({ code: "TOO_MANY_REQUESTS" });
    expect(refused.headers["retry-after"]).toBeDefined();
  });
});

describe("the per-minute limit on joining", () => {
  it("takes 5 joins a minute from one address and refuses the 6th, as beabee does", async () => {
    const join = (i: number, address = "198.51.100.200") =>
      defaultApp().inject({
        method: "POST",
        url: "/api/1.0/signup",
        payload: { email: `burst-${i}@example.org`, ...LINKS },
        remoteAddress: address,
      });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await join(i)).statusCode);
    expect(statuses).toEqual([204, 204, 204, 204, 204]);
    const refused = await join(5);
    expect(refused.statusCode, refused.body).toBe(429);
    expect(refused.json()).toMatchObject({ code: "TOO_MANY_REQUESTS" });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(60);
    // Another address has its own allowance.
    expect((await join(6, "198.51.100.201")).statusCode).toBe(204);
  });
});

describe("joins never confirmed", () => {
  it("go after 7 days with their provider setup, as the hourly task runs", async () => {
    const address = "late@example.org";
    const started = await signup(
      {
        email: address,
        ...LINKS,
        contribution: {
          amount: 5,
          period: "monthly",
          payFee: false,
          prorate: false,
          paymentMethod: "s_card",
          completeUrl: "/join/complete",
        },
      },
      "192.0.2.1",
    );
    expect(started.statusCode).toBe(200);
    const fresh = await signup({ email: "fresh@example.org", ...LINKS }, "192.0.2.2");
    expect(fresh.statusCode).toBe(204);
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
    const [flow] = await database()
      .db.update(joinFlows)
      .set({ createdAt: eightDaysAgo })
      .where(eq(joinFlows.email, address))
      .returning();
    await database()
      .db.update(paymentFlows)
      .set({ createdAt: eightDaysAgo })
      .where(eq(paymentFlows.id, flow?.paymentFlowId ?? ""));

    await app().services.join.expire();

    const left = await database().db.select({ email: joinFlows.email }).from(joinFlows);
    expect(left.map((row) => row.email)).not.toContain(address);
    expect(left.map((row) => row.email)).toContain("fresh@example.org");
    const [setup] = await database()
      .db.select()
      .from(testProviderSetups)
      .where(eq(testProviderSetups.email, address));
    expect(setup?.status).toBe("cancelled");
  });
});
