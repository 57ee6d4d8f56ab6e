import { describe, expect, it } from "vitest";
import type { ContributionInfo } from "@core/contributions";
import type { PaymentPage } from "@core/payments";
import { payments } from "../../db/schema";
import { signIn } from "../../test-support/accounts";
import { testAppPerFile } from "../../test-support/app";
import { testDatabasePerFile } from "../../test-support/database";
import { DEMO_ACCOUNTS, seedDemoAccounts } from "./accounts";
import { DEMO_MEMBERS, seedDemoMembers } from "./members";

const database = testDatabasePerFile();
const { app } = testAppPerFile(database);

async function contributionOf(email: string): Promise<ContributionInfo> {
  const contact = await app().services.contacts.findByEmail(email);
  return app().services.contributions.info(contact?.id ?? "");
}

describe("the demo's members", () => {
  it("have contributions and months of payments, made through the test provider", async () => {
    await seedDemoAccounts(app().services.contacts);
    await seedDemoMembers(app().services);
    const admin = DEMO_ACCOUNTS.find((account) => account.role === "superadmin");
    const member = DEMO_ACCOUNTS.find((account) => account.role === "member");
    if (!admin || !member) throw new Error("demo accounts");

    const cookie = await signIn(app(), admin);
    const all = await app().inject({
      url: "/api/1.0/payment?limit=100",
      headers: { cookie },
    });
    const page = all.json<PaymentPage>();
    expect(page.total).toBeGreaterThan(30);
    const statuses = new Set(page.items.map((payment) => payment.status));
    expect(statuses).toContain("successful");
    expect(statuses).toContain("failed");
    // History reaches back to when they joined.
    const earliest = Math.min(...page.items.map((payment) => Date.parse(payment.chargeDate)));
    expect(Date.now() - earliest).toBeGreaterThan(300 * 86_400_000);
    // Each joined when their membership began, not when the demo was seeded.
    const oldest = DEMO_MEMBERS.reduce((a, b) => (a.monthsAgo >= b.monthsAgo ? a : b));
    const joined = (await app().services.contacts.findByEmail(oldest.email))?.joined;
    expect(Date.now() - (joined?.getTime() ?? Date.now())).toBeGreaterThan(
      (oldest.monthsAgo - 1) * 28 * 86_400_000,
    );

    const own = await signIn(app(), member);
    const contribution = await app().inject({
      url: "/api/1.0/contact/me/contribution",
      headers: { cookie: own },
    });
    expect(contribution.json<ContributionInfo>()).toMatchObject({
      type: "Automatic",
      amount: 5,
      period: "monthly",
      membershipStatus: "active",
      renewalDate: expect.any(String),
      paymentSource: { method: "s_card", last4: "4242" },
    });
    const history = await app().inject({
      url: "/api/1.0/contact/me/payment",
      headers: { cookie: own },
    });
    const ownPayments = history.json<PaymentPage>();
    expect(ownPayments.total).toBe(6);
    // No payment before they joined (their profile says when).
    const me = await app().inject({ url: "/api/1.0/contact/me", headers: { cookie: own } });
    const joinedDay = me.json<{ joined: string }>().joined.slice(0, 10);
    for (const payment of ownPayments.items) {
      expect(payment.chargeDate.slice(0, 10) >= joinedDay, payment.chargeDate).toBe(true);
    }

    const byName = (name: string) =>
      DEMO_MEMBERS.find((candidate) => candidate.firstname === name)?.email ?? "";
    // Jonas's payments failed until the provider gave up: ended, never cancelled.
    const jonas = await contributionOf(byName("Jonas"));
    expect(jonas).toMatchObject({ membershipStatus: "expired" });
    expect(jonas.cancellationDate).toBeUndefined();
    expect(await contributionOf(byName("Priya"))).toMatchObject({ membershipStatus: "expiring" });
    expect(await contributionOf(byName("Leo"))).toMatchObject({
      type: "Manual",
      paymentSource: { method: null, source: "Standing order" },
    });
    expect(await contributionOf(byName("Tomasz"))).toMatchObject({
      type: "Automatic",
      period: "annually",
      paymentSource: { method: "gc_direct-debit" },
      membershipStatus: "active",
    });
  });

  it("are made once", async () => {
    const before = await database().db.select().from(payments);
    await seedDemoMembers(app().services);
    expect(await database().db.select().from(payments)).toHaveLength(before.length);
  });
});
