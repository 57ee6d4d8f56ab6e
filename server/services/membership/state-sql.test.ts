import { fc } from "@fast-check/vitest";
import { sql, type SQL } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ENDED_REASONS } from "@core/contributions";
import { PAYMENT_STATUSES } from "@core/payments";
import type { contributions } from "../../db/schema";
import { englishI18n } from "../../lib/english";
import { testDatabasePerFile } from "../../test-support/database";
import { membershipInWords } from "../../test-support/membership-words";
import { membershipStatusTextSql, membershipTexts } from "./state-sql";
import { membershipFromRows } from "./states-of";

const database = testDatabasePerFile();
const BASE = Date.UTC(2025, 5, 1);
const DAY = 86_400_000;

/**
 * A time a few days from the others, often whole days apart (so a day after a charge, the
 * grace days after a payment and `now` tie exactly), or a millisecond off, with microseconds
 * the server's JS Date drops.
 */
interface Time {
  ms: number;
  micro: number;
}
const time: fc.Arbitrary<Time> = fc.record({
  ms: fc
    .tuple(fc.integer({ min: -6, max: 6 }), fc.constantFrom(0, 0, 0, 1, -1, DAY / 2))
    .map(([days, ms]) => BASE + days * DAY + ms),
  micro: fc.constantFrom(0, 0, 1, 500, 999),
});
/** Present or not, as often. */
const maybe = <T>(value: fc.Arbitrary<T>) => fc.option(value, { freq: 2 });

const dateOf = (at: Time) => new Date(at.ms);
const timestamp = (at: Time | null): SQL =>
  at
    ? sql`${`${new Date(at.ms).toISOString().slice(0, -1)}${String(at.micro).padStart(3, "0")}Z`}::timestamptz`
    : sql`null::timestamptz`;

const stored = fc.record({
  contribution: maybe(
    fc.record({
      // The type whose states depend on payments, more often.
      type: fc.constantFrom("Automatic", "Automatic", "Manual", "Gift", "None"),
      cancelledAt: maybe(time),
      endedReason: maybe(fc.constantFrom(...ENDED_REASONS)),
      subscriptionId: maybe(fc.constantFrom("sub_1", "")),
    }),
  ),
  role: maybe(fc.record({ dateAdded: time, dateExpires: maybe(time) })),
  paidUntil: maybe(time),
  latest: maybe(
    fc.record({ status: fc.constantFrom("failed", ...PAYMENT_STATUSES), chargeDate: time }),
  ),
  graceDays: fc.oneof(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 90 })),
  now: time,
  // Ties the independent times rarely make: paid until a day after the latest charge, and
  // `now` at the grace's end after it, each exactly or a millisecond either side.
  paidADayAfterCharge: fc.constantFrom(null, -1, 0, 1),
  nowAtGraceEnd: fc.constantFrom(null, null, -1, 0, 1),
});
const rows = stored.map(({ paidADayAfterCharge, nowAtGraceEnd, ...given }) => {
  const { latest, graceDays } = given;
  const paidUntil =
    latest && paidADayAfterCharge !== null
      ? { ms: latest.chargeDate.ms + DAY + paidADayAfterCharge, micro: 0 }
      : given.paidUntil;
  const now =
    paidUntil && nowAtGraceEnd !== null
      ? { ms: paidUntil.ms + graceDays * DAY + nowAtGraceEnd, micro: 0 }
      : given.now;
  return { ...given, paidUntil, now };
});

describe("membershipStatusTextSql", () => {
  it("says what membershipFromRows and the staff's labels say, for any stored rows", async () => {
    const english = await englishI18n();
    const texts = membershipTexts(english);
    await fc.assert(
      fc.asyncProperty(rows, async (given) => {
        const { contribution, role, latest } = given;
        const now = dateOf(given.now);
        const expected = membershipInWords(
          english,
          membershipFromRows(
            {
              // The fields the state reads; the rest of the row is not read.
              row: contribution
                ? ({
                    type: contribution.type,
                    amount: 5,
                    period: "monthly",
                    payFee: false,
                    paymentMethod: null,
                    cancelledAt: contribution.cancelledAt && dateOf(contribution.cancelledAt),
                    endedReason: contribution.endedReason,
                    nextAmount: null,
                    subscriptionId: contribution.subscriptionId,
                    differencePaymentId: null,
                  } as typeof contributions.$inferSelect)
                : undefined,
              role: role
                ? {
                    dateAdded: dateOf(role.dateAdded),
                    dateExpires: role.dateExpires && dateOf(role.dateExpires),
                  }
                : undefined,
              paidUntil: given.paidUntil && dateOf(given.paidUntil),
              latest: latest
                ? { status: latest.status, chargeDate: dateOf(latest.chargeDate) }
                : undefined,
            },
            given.graceDays,
            now,
          ),
        );
        const status = membershipStatusTextSql(
          {
            type: contribution ? sql`${contribution.type}::text` : sql`null::text`,
            cancelledAt: timestamp(contribution?.cancelledAt ?? null),
            endedReason: contribution?.endedReason
              ? sql`${contribution.endedReason}::text`
              : sql`null::text`,
            roleAdded: timestamp(role?.dateAdded ?? null),
            roleExpires: timestamp(role?.dateExpires ?? null),
            paidUntil: timestamp(given.paidUntil),
            latestStatus: latest ? sql`${latest.status}::text` : sql`null::text`,
            latestChargeDate: timestamp(latest?.chargeDate ?? null),
          },
          { graceDays: given.graceDays, now, texts },
        );
        const result = (await database().db.execute(
          sql`select ${status} as status`,
        )) as unknown as {
          rows: { status: string }[];
        };
        expect(result.rows[0]?.status).toBe(expected);
      }),
      { numRuns: 1000 },
    );
  });

  it("gives the states' words to the writer it is given", async () => {
    const texts = membershipTexts(await englishI18n(), (text) => `<${text}>`);
    expect(texts["cancelled-expiring"]).toBe("<Cancelled, ending>");
    expect(texts["ended payment-failed"]).toBe("<Ended after failed payments>");
  });
});
