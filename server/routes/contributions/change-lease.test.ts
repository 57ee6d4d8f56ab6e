import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { ContributionInfo } from "@core/contributions";
import type { PaymentPage } from "@core/payments";
import { contributions } from "../../db/schema";
import { createTestContact, signIn } from "../../test-support/accounts";
import { FAST_SECURITY, testAppPerFile } from "../../test-support/app";
import { testDatabasePerFile } from "../../test-support/database";
import { advanceClock, joinAsMember } from "../../test-support/payments";

/**
 * One change of a contribution at a time: a change's provider calls are keyed by the
 * contribution as it read it, so a second change read at the same moment (another tab) must
 * wait rather than share the first one's charge and store its own amount beside it.
 */
const database = testDatabasePerFile();
const { app, outbox } = testAppPerFile(database, {
  securityTuning: { ...FAST_SECURITY, signupRateLimits: { max: 10_000, windowMs: 60_000 } },
});

let admin = "";
beforeAll(async () => {
  admin = await signIn(app(), await createTestContact(database(), { roles: ["admin"] }));
});

const change = (cookie: string, amount: number) =>
  app().inject({
    method: "PATCH",
    url: "/api/1.0/contact/me/contribution",
    headers: { cookie },
    payload: { amount, period: "annually", payFee: false, prorate: true },
  });

async function differences(cookie: string): Promise<number> {
  await app().services.jobs.drain();
  const response = await app().inject({
    url: "/api/1.0/contact/me/payment?sort=chargeDate&order=ASC",
    headers: { cookie },
  });
  return response.json<PaymentPage>().items.filter((payment) => payment.purpose === "difference")
    .length;
}

const leaseOf = async (contactId: string) => {
  const [row] = await database()
    .db.select({ until: contributions.changingUntil })
    .from(contributions)
    .where(eq(contributions.contactId, contactId));
  return row?.until;
};

async function annualMember() {
  const member = await joinAsMember(app(), outbox(), { amount: 60, period: "annually" });
  await advanceClock(app(), admin, "P2M");
  const me = await app().inject({ url: "/api/1.0/contact/me", headers: { cookie: member.cookie } });
  return { ...member, id: me.json<{ id: string }>().id };
}

describe("a change of contribution", () => {
  it("is refused while another holds the contribution, charging nothing, and goes through after", async () => {
    const member = await annualMember();
    await database()
      .db.update(contributions)
      .set({ changingUntil: sql`now() + interval '1 minute'` })
      .where(eq(contributions.contactId, member.id));

    const refused = await change(member.cookie, 120);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: "change-in-progress" });
    expect(await differences(member.cookie)).toBe(0);

    // A server that died holding it: once its time has passed, the contribution is free.
    await database()
      .db.update(contributions)
      .set({ changingUntil: sql`now() - interval '1 second'` })
      .where(eq(contributions.contactId, member.id));
    const changed = await change(member.cookie, 120);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await differences(member.cookie)).toBe(1);
    expect(await leaseOf(member.id)).toBeNull();
  });

  it("gives the contribution back when the change is refused", async () => {
    const member = await annualMember();
    const monthly = await app().inject({
      method: "PATCH",
      url: "/api/1.0/contact/me/contribution",
      headers: { cookie: member.cookie },
      payload: { amount: 5, period: "monthly", payFee: false, prorate: false },
    });
    expect(monthly.statusCode).toBe(400);
    expect(await leaseOf(member.id)).toBeNull();
    expect((await change(member.cookie, 120)).statusCode).toBe(200);
  });

  it("from two tabs at once charges one difference per change that went through", async () => {
    const member = await annualMember();
    const targets = [120, 240];
    const answers = await Promise.all(targets.map((amount) => change(member.cookie, amount)));
    for (const answer of answers) expect([200, 400, 409]).toContain(answer.statusCode);
    const through = targets.filter((_, tab) => answers[tab]!.statusCode === 200);
    expect(through.length).toBeGreaterThanOrEqual(1);
    expect(await differences(member.cookie)).toBe(through.length);
    // Once the differences are paid, the amount in force is one a tab asked for and paid.
    const info = await app().inject({
      url: "/api/1.0/contact/me/contribution",
      headers: { cookie: member.cookie },
    });
    expect(through).toContain(info.json<ContributionInfo>().amount);
    expect(await leaseOf(member.id)).toBeNull();
  });
});
