import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addMonths, addPeriods } from "../../../../src/core/contributions";
import type { DatabaseConnection } from "../../../db/connection";
import { payments, testProviderCharges, testProviderSubscriptions } from "../../../db/schema";
import { FAST_SECURITY, buildTestApp } from "../../../test-support/app";
import { sharedByProcesses, sharedDatabasePerFile } from "../../jobs/testing";
import { joinAsMember } from "../testing";

const HOLDER = join(import.meta.dirname, "run-holder.ts");
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
    for (let i = 0; i < 3; i++) await joinAsMember(first, outbox);
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
});

describe("a renewal run killed part-way", () => {
  // Its run is a child process that compiles the server (tsx) before it charges: seconds alone,
  // far more on a loaded machine, and it is waited for by its output, not by a clock.
  it(
    "loses no charge and doubles none: the next run carries on",
    { timeout: 180_000 },
    async () => {
      const database = await sharedByProcesses();
      const dataDir = await mkdtemp(join(tmpdir(), "agora-renewal-app-"));
      try {
        let app = await buildTestApp({
          database: await database.open(),
          securityTuning: tuning,
          config: { dataDir },
        });
        for (let i = 0; i < 2; i++) await joinAsMember(app, join(dataDir, "outbox"));
        const until = addMonths(await app.services.payments.clock.now(), 2);
        await app.services.payments.clock.moveTo(until);
        await app.close();
        await database.close();

        const holder = spawn(process.execPath, ["--import", "tsx", HOLDER], {
          env: { ...process.env, ...database.env, RUN_UNTIL: String(until.getTime()) },
          stdio: ["ignore", "pipe", "inherit"],
        });
        const exited = once(holder, "exit");
        try {
          const [line] = (await once(createInterface({ input: holder.stdout }), "line")) as [
            string,
          ];
          expect(line).toBe("charged 1");
        } finally {
          holder.kill("SIGKILL");
          await exited;
        }

        const connection = await database.open();
        const after = await chargesByPeriod(connection.db, until);
        // The killed run did one piece: some periods are still owed.
        expect(after.some(({ due, charged }) => charged.length < due.length)).toBe(true);
        app = await buildTestApp({
          database: connection,
          securityTuning: tuning,
          config: { dataDir },
        });
        try {
          await app.services.payments.test?.runDue(until);
          for (const { due, charged } of await chargesByPeriod(connection.db, until)) {
            expect(charged).toEqual(due);
          }
          // Every charge reported once, as one payment.
          const charges = await connection.db.select().from(testProviderCharges);
          for (const charge of charges) {
            const rows = await connection.db
              .select()
              .from(payments)
              .where(eq(payments.providerPaymentId, charge.id));
            expect(rows).toMatchObject([{ status: "successful" }]);
          }
        } finally {
          await app.close();
        }
      } finally {
        await database.dispose();
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  );
});
