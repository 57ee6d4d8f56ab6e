import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addMonths, addPeriods } from "@core/contributions";
import type { DatabaseConnection } from "@server/db/connection";
import { payments, testProviderCharges, testProviderSubscriptions } from "@server/db/schema";
import { FAST_SECURITY, buildTestApp } from "@server/test-support/app";
import { sharedDatabasePerFile } from "@server/test-support/jobs";
import { runDueWork } from "./charges";
import { joinAsMember } from "@server/test-support/payments";

const tuning = { ...FAST_SECURITY, signupRateLimits: { max: 10_000, windowMs: 60_000 } };

/** Every subscription's charges, and whether each period due by `until` has exactly one. */
async function chargesByPeriod(db: DatabaseConnection["db"], until: Date) {
  const subscriptions = await db.select().from(testProviderSubscriptions);
  const charges = await db
    .select({
      subscriptionId: testProviderCharges.subscriptionId,
      periodStart: testProviderCharges.periodStart,
      id: testProviderCharges.id,
    })
    .from(testProviderCharges);
  return subscriptions.map((subscription) => {
    const due: string[] = [];
    for (let n = 0; addPeriods(subscription.anchorAt, subscription.period, n) <= until; n++) {
      due.push(addPeriods(subscription.anchorAt, subscription.period, n).toISOString());
    }
    const charged = charges
      .filter((charge) => charge.subscriptionId === subscription.id)
      .map((charge) => charge.periodStart?.toISOString() ?? "")
      .sort();
    return { due, charged };
  });
}

describe("renewals on two servers sharing one database", () => {
  const database = sharedDatabasePerFile();
  let apps: FastifyInstance[] = [];
  let outbox = "";

  beforeAll(async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "agora-renewals-"));
    outbox = join(dataDir, "outbox");
    apps = await Promise.all(
      [database.first(), database.second()].map((connection) =>
        buildTestApp({ database: connection, securityTuning: tuning, config: { dataDir } }),
      ),
    );
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
  });

  it("charge each due period once", async () => {
    const [first, second] = apps;
    if (!first || !second) throw new Error("two apps");
    for (let i = 0; i < 3; i++) await joinAsMember(first, outbox, { runners: apps });
    const start = await first.services.payments.clock.now();
    for (const months of [1, 2]) {
      const until = addMonths(start, months);
      await first.services.payments.clock.moveTo(until);
      // Both servers run the same due work at the same time, twice over.
      await Promise.all(
        [first, second, first, second].map((app) => app.services.payments.test?.runDue(until)),
      );
    }
    const until = addMonths(start, 2);
    const periods = await chargesByPeriod(database.first().db, until);
    expect(periods).toHaveLength(3);
    for (const { due, charged } of periods) expect(charged).toEqual(due);
    const paid = await database.first().db.select().from(payments);
    // Three members, each charged on joining and at each of two renewals.
    expect(paid).toHaveLength(9);
    expect(new Set(paid.map((payment) => payment.status))).toEqual(new Set(["successful"]));
  });

  // A run that stops right after a committed piece, as a killed server's would (its pieces
  // hold no lease or open transaction between them; jobs/kill.test.ts kills a real process).
  it("loses no charge and doubles none when a run stops part-way: the next run carries on", async () => {
    const [first, second] = apps;
    if (!first || !second) throw new Error("two apps");
    const { db } = database.first();
    const until = addMonths(await first.services.payments.clock.now(), 2);
    await first.services.payments.clock.moveTo(until);
    const stopped = new Error("stopped after one piece");
    await expect(
      runDueWork(database.second().db, until, () => Promise.reject(stopped)),
    ).rejects.toBe(stopped);
    // The stopped run did one piece: some periods are still owed.
    const after = await chargesByPeriod(db, until);
    expect(after.some(({ due, charged }) => charged.length < due.length)).toBe(true);
    expect(after.some(({ due, charged }) => charged.length === due.length)).toBe(false);

    await first.services.payments.test?.runDue(until);
    for (const { due, charged } of await chargesByPeriod(db, until)) {
      expect(charged).toEqual(due);
    }
    // Every charge reported once, as one payment.
    const charges = await db.select().from(testProviderCharges);
    const paid = await db.select().from(payments);
    expect(paid).toHaveLength(charges.length);
    for (const charge of charges) {
      expect(paid.filter((payment) => payment.providerPaymentId === charge.id)).toMatchObject([
        { status: "successful" },
      ]);
    }
  });
});
