import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { chargeableCents, toCents } from "../fees";
import { CONTRIBUTION_TYPES } from "../rules/tables";
import { addDays, addMonths } from "./dates";
import {
  ENDED_REASONS,
  cancellationEndsAt,
  RENEWAL_OUTCOMES,
  deriveMembership,
  firstPeriodEnd,
  legacyMembershipStatus,
  paymentPeriodEnd,
  roleExpiryWhenPaid,
  renewalOutcomeOf,
  type MembershipInput,
} from "./state";

const now = new Date("2026-06-15T12:00:00Z");
const joined = new Date("2026-01-15T12:00:00Z");
const paidUntil = new Date("2026-07-15T12:00:00Z");
const GRACE = 21;

const monthly = {
  type: "Automatic" as const,
  amount: 5,
  period: "monthly" as const,
  payFee: false,
  paymentMethod: "s_card" as const,
  cancelledAt: null,
  endedReason: null,
  nextAmount: null,
};

/** A monthly card member, paid up for a month, as the payment events leave them. */
function member(overrides: Partial<MembershipInput> = {}): MembershipInput {
  return {
    contribution: monthly,
    memberRole: { dateAdded: joined, dateExpires: addDays(paidUntil, GRACE) },
    paidUntil,
    latestRenewal: "successful",
    difference: null,
    graceDays: GRACE,
    country: "gb",
    now,
    ...overrides,
  };
}

const iso = (date: Date) => date.toISOString();

describe("deriveMembership", () => {
  it("is none for a contact who never was a member", () => {
    expect(
      deriveMembership(member({ contribution: null, memberRole: null, paidUntil: null })),
    ).toEqual({
      status: "none",
      paymentInFlight: false,
      can: { changeAmount: false, changePaymentMethod: false, cancel: false, restart: false },
    });
  });

  it("renews an active member at the end of the period paid for, with no end date", () => {
    expect(deriveMembership(member())).toEqual({
      status: "active",
      paidUntil: iso(paidUntil),
      nextPaymentAt: iso(paidUntil),
      nextPaymentAmount: 5,
      paymentInFlight: false,
      can: { changeAmount: true, changePaymentMethod: true, cancel: true, restart: false },
    });
  });

  it("takes the provider's next charge date, never after the role ends", () => {
    const provider = addDays(paidUntil, 1);
    expect(deriveMembership(member({ nextChargeAt: provider })).nextPaymentAt).toBe(iso(provider));
    const far = addDays(paidUntil, 60);
    expect(deriveMembership(member({ nextChargeAt: far })).nextPaymentAt).toBe(
      iso(addDays(paidUntil, GRACE)),
    );
  });

  it("renews at the end of the role's first period before the first payment is reported", () => {
    expect(deriveMembership(member({ paidUntil: null, latestRenewal: null }))).toMatchObject({
      status: "active",
      nextPaymentAt: iso(paidUntil),
      nextPaymentAmount: 5,
    });
  });

  it("includes the covered fee and a change waiting for the renewal in the next amount", () => {
    const state = deriveMembership(
      member({ contribution: { ...monthly, amount: 10, nextAmount: 20, payFee: true } }),
    );
    // 20 and the card fee of 0.20 + 1.5 %.
    expect(state.nextPaymentAmount).toBe(20.5);
  });

  it("says a payment is on its way only when it really is", () => {
    expect(deriveMembership(member({ latestRenewal: "pending" })).paymentInFlight).toBe(true);
    expect(deriveMembership(member({ providerPending: true })).paymentInFlight).toBe(true);
    const pending = deriveMembership(member({ providerPending: true }));
    expect(pending.can).toMatchObject({ changePaymentMethod: false, changeAmount: true });
    // The provider keeps a failed renewal open while it retries: not a payment on its way.
    const failed = deriveMembership(
      member({ latestRenewal: "failed-retrying", providerPending: true }),
    );
    expect(failed.paymentInFlight).toBe(false);
  });

  it("shows a failed renewal with its grace end, and lets the member change the method", () => {
    const later = addDays(paidUntil, 3);
    expect(
      deriveMembership(
        member({ latestRenewal: "failed-retrying", providerPending: true, now: later }),
      ),
    ).toEqual({
      status: "payment-failed",
      paidUntil: iso(paidUntil),
      accessEndsAt: iso(addDays(paidUntil, GRACE)),
      paymentInFlight: false,
      can: { changeAmount: false, changePaymentMethod: true, cancel: true, restart: false },
    });
  });

  it("ends a failed membership after its grace, as ended after failed payments", () => {
    const state = deriveMembership(
      member({ latestRenewal: "failed-retrying", now: addDays(paidUntil, GRACE + 1) }),
    );
    expect(state).toMatchObject({
      status: "ended",
      endedReason: "payment-failed",
      accessEndsAt: iso(addDays(paidUntil, GRACE)),
    });
    expect(state.nextPaymentAt).toBeUndefined();
  });

  it("keeps a failure that ended the contribution a failure, never a cancellation", () => {
    const stopped = {
      ...monthly,
      cancelledAt: addDays(paidUntil, 14),
      endedReason: "payment-failed" as const,
    };
    const during = deriveMembership(
      member({ contribution: stopped, latestRenewal: "failed-final", now: addDays(paidUntil, 15) }),
    );
    expect(during).toMatchObject({
      status: "payment-failed",
      accessEndsAt: iso(addDays(paidUntil, GRACE)),
      can: { changePaymentMethod: false, cancel: false, restart: true },
    });
    expect(legacyMembershipStatus(during, true)).toBe("expiring");
    expect(
      deriveMembership(
        member({
          contribution: stopped,
          latestRenewal: "failed-final",
          now: addDays(paidUntil, 30),
        }),
      ),
    ).toMatchObject({ status: "ended", endedReason: "payment-failed" });
  });

  it("gives the same end date before and after cancelling: the period paid for", () => {
    const cancelled = { ...monthly, cancelledAt: now, endedReason: "cancelled" as const };
    const after = deriveMembership(
      member({
        contribution: cancelled,
        memberRole: { dateAdded: joined, dateExpires: paidUntil },
      }),
    );
    expect(after).toMatchObject({
      status: "cancelled-expiring",
      accessEndsAt: iso(paidUntil),
      can: { cancel: false, restart: true, changeAmount: false },
    });
    expect(after.nextPaymentAt).toBeUndefined();
    expect(after.accessEndsAt).toBe(deriveMembership(member()).nextPaymentAt);
  });

  it("ends a cancelled membership with the period paid for", () => {
    const cancelled = { ...monthly, cancelledAt: joined, endedReason: null };
    expect(
      deriveMembership(
        member({
          contribution: cancelled,
          memberRole: { dateAdded: joined, dateExpires: paidUntil },
          now: addDays(paidUntil, 1),
        }),
      ),
    ).toMatchObject({ status: "ended", endedReason: "cancelled", accessEndsAt: iso(paidUntil) });
  });

  it("ends when staff end the role early", () => {
    const role = { dateAdded: joined, dateExpires: addDays(now, -1) };
    expect(deriveMembership(member({ memberRole: role }))).toMatchObject({
      status: "ended",
      accessEndsAt: iso(role.dateExpires),
    });
    expect(
      deriveMembership(member({ contribution: null, memberRole: role, paidUntil: null })),
    ).toMatchObject({ status: "ended", endedReason: "staff" });
  });

  it("shows a manual membership's end as staff recorded it, without a payment to come", () => {
    const manual = { ...monthly, type: "Manual" as const, paymentMethod: null, payFee: null };
    const end = addMonths(now, 3);
    const state = deriveMembership(
      member({
        contribution: manual,
        memberRole: { dateAdded: joined, dateExpires: end },
        paidUntil: null,
      }),
    );
    expect(state).toMatchObject({
      status: "active",
      paidUntil: iso(end),
      accessEndsAt: iso(end),
      can: { cancel: true, changeAmount: false, changePaymentMethod: false },
    });
    expect(state.nextPaymentAt).toBeUndefined();
  });

  it("is active for good for a member without an end or a contribution", () => {
    expect(
      deriveMembership(
        member({
          contribution: null,
          memberRole: { dateAdded: joined, dateExpires: null },
          paidUntil: null,
        }),
      ),
    ).toEqual({
      status: "active",
      paymentInFlight: false,
      can: { changeAmount: false, changePaymentMethod: false, cancel: false, restart: false },
    });
  });

  it("charges a change waiting for its difference only once that is paid", () => {
    const annual = { ...monthly, amount: 60, period: "annually" as const, nextAmount: 120 };
    expect(deriveMembership(member({ contribution: annual, difference: "pending" }))).toMatchObject(
      {
        status: "active",
        nextPaymentAmount: 60,
        pendingChange: { amount: 120, awaiting: "difference", differenceFailed: false },
      },
    );
    expect(deriveMembership(member({ contribution: annual, difference: "failed" }))).toMatchObject({
      nextPaymentAmount: 60,
      pendingChange: { amount: 120, awaiting: "difference", differenceFailed: true },
    });
    // Waiting for the renewal, the renewal charges the new amount.
    expect(deriveMembership(member({ contribution: annual }))).toMatchObject({
      nextPaymentAmount: 120,
      pendingChange: { amount: 120, awaiting: "renewal", differenceFailed: false },
    });
  });

  it("is ended, ready to restart, when the role went after a cancellation", () => {
    const cancelled = { ...monthly, cancelledAt: joined, endedReason: "cancelled" as const };
    expect(deriveMembership(member({ contribution: cancelled, memberRole: null }))).toMatchObject({
      status: "ended",
      endedReason: "cancelled",
      can: { restart: true },
    });
  });
});

/** Any stored state at all, with dates around `now`: the rules must hold for every one. */
const day = 86_400_000;
const dateNear = fc
  .integer({ min: -800, max: 800 })
  .map((days) => new Date(now.getTime() + days * day));

const inputs: fc.Arbitrary<MembershipInput> = fc.record({
  contribution: fc.option(
    fc.record({
      type: fc.constantFrom(...CONTRIBUTION_TYPES),
      amount: fc.option(fc.integer({ min: 1, max: 100_000 }).map((cents) => cents / 100)),
      period: fc.option(fc.constantFrom("monthly" as const, "annually" as const)),
      payFee: fc.option(fc.boolean()),
      paymentMethod: fc.option(
        fc.constantFrom("s_card" as const, "s_sepa" as const, "gc_direct-debit" as const),
      ),
      cancelledAt: fc.option(dateNear),
      endedReason: fc.option(fc.constantFrom(...ENDED_REASONS)),
      nextAmount: fc.option(fc.integer({ min: 1, max: 100_000 }).map((cents) => cents / 100)),
    }),
  ),
  memberRole: fc.option(fc.record({ dateAdded: dateNear, dateExpires: fc.option(dateNear) })),
  paidUntil: fc.option(dateNear),
  latestRenewal: fc.option(fc.constantFrom(...RENEWAL_OUTCOMES)),
  difference: fc.constantFrom(null, "pending" as const, "failed" as const),
  nextChargeAt: fc.option(dateNear, { nil: undefined }),
  providerPending: fc.option(fc.boolean(), { nil: undefined }),
  graceDays: fc.integer({ min: 0, max: 60 }),
  country: fc.constantFrom("gb" as const, "eu" as const, "ca" as const),
  now: fc.constant(now),
});

const time = (value: string | undefined) => (value === undefined ? NaN : Date.parse(value));

describe("deriveMembership, for any stored state", () => {
  test.prop([inputs])("never ends access before the period paid for", (input) => {
    const state = deriveMembership(input);
    const role = input.memberRole?.dateExpires;
    // Only a role that ends first (staff ended it) may cut a paid period short.
    if (state.accessEndsAt && state.paidUntil && !(role && role < new Date(state.paidUntil))) {
      expect(time(state.accessEndsAt)).toBeGreaterThanOrEqual(time(state.paidUntil));
    }
  });

  test.prop([inputs])("has a next payment only while active and renewing", (input) => {
    const state = deriveMembership(input);
    if (state.nextPaymentAt !== undefined || state.nextPaymentAmount !== undefined) {
      expect(state.status).toBe("active");
      expect(input.contribution?.type).toBe("Automatic");
      expect(input.contribution?.cancelledAt ?? input.contribution?.endedReason ?? null).toBeNull();
      expect(state.accessEndsAt).toBeUndefined();
    }
    if (state.nextPaymentAmount !== undefined) expect(state.nextPaymentAmount).toBeGreaterThan(0);
  });

  test.prop([inputs])(
    "charges a pending change next only when it waits for the renewal",
    (input) => {
      const state = deriveMembership(input);
      const row = input.contribution;
      if (state.nextPaymentAmount === undefined || !row?.period || row.amount === null) return;
      const charged = (amount: number) =>
        (row.paymentMethod
          ? chargeableCents(
              {
                amount,
                period: row.period ?? "monthly",
                paymentMethod: row.paymentMethod,
                payFee: row.payFee ?? false,
              },
              input.country,
            )
          : toCents(amount)) / 100;
      const waitsForRenewal = state.pendingChange?.awaiting === "renewal";
      expect(state.nextPaymentAmount).toBe(
        charged(waitsForRenewal ? (row.nextAmount ?? row.amount) : row.amount),
      );
    },
  );

  test.prop([inputs])("never renews after the role ends", (input) => {
    const state = deriveMembership(input);
    const role = input.memberRole?.dateExpires;
    if (state.nextPaymentAt && role) {
      expect(time(state.nextPaymentAt)).toBeLessThanOrEqual(role.getTime());
    }
  });

  test.prop([inputs])(
    "says payment-failed only for an unresolved failure before its grace end",
    (input) => {
      const state = deriveMembership(input);
      if (state.status === "payment-failed") {
        expect(input.latestRenewal).toMatch(/^failed-/);
        if (state.accessEndsAt) {
          expect(time(state.accessEndsAt)).toBeGreaterThanOrEqual(input.now.getTime());
        }
        if (input.paidUntil && state.accessEndsAt) {
          expect(time(state.accessEndsAt)).toBeLessThanOrEqual(
            addDays(input.paidUntil, input.graceDays).getTime(),
          );
        }
      }
    },
  );

  test.prop([inputs])("is ended once access ended", (input) => {
    const state = deriveMembership(input);
    if (state.accessEndsAt && time(state.accessEndsAt) < input.now.getTime()) {
      expect(state.status).toBe("ended");
    }
    if (state.status === "ended") {
      expect(
        state.accessEndsAt === undefined || time(state.accessEndsAt) < input.now.getTime(),
      ).toBe(true);
    }
  });

  test.prop([inputs])("is never in flight for a failed payment", (input) => {
    const state = deriveMembership(input);
    if (input.latestRenewal?.startsWith("failed")) expect(state.paymentInFlight).toBe(false);
    if (state.paymentInFlight) expect(state.can.changePaymentMethod).toBe(false);
  });

  test.prop([inputs])("allows only what the status allows", (input) => {
    const { status, can } = deriveMembership(input);
    if (can.changeAmount) expect(status).toBe("active");
    if (can.changePaymentMethod) expect(["active", "payment-failed"]).toContain(status);
    if (can.cancel) expect(["active", "payment-failed"]).toContain(status);
    if (can.restart) expect(["payment-failed", "cancelled-expiring", "ended"]).toContain(status);
    if (status === "none") expect(Object.values(can).every((allowed) => !allowed)).toBe(true);
    if (status === "cancelled-expiring" || status === "ended") expect(can.restart).toBe(true);
    // A member with a failed payment can always do something about it.
    if (status === "payment-failed") expect(can.changePaymentMethod || can.restart).toBe(true);
    expect(can.cancel && can.restart).toBe(false);
  });

  test.prop([inputs])("tells an end only with a reason it knows", (input) => {
    const state = deriveMembership(input);
    if (state.endedReason !== undefined) expect(state.status).toBe("ended");
    if (state.status === "ended" && input.contribution?.endedReason) {
      expect(state.endedReason).toBe(input.contribution.endedReason);
    }
  });
});

describe("renewalOutcomeOf", () => {
  const charged = new Date("2026-07-15T12:00:00Z");
  it("reads pending and successful payments as they are", () => {
    expect(renewalOutcomeOf(null, null, true)).toBeNull();
    expect(renewalOutcomeOf({ status: "pending", chargeDate: charged }, paidUntil, true)).toBe(
      "pending",
    );
    expect(renewalOutcomeOf({ status: "successful", chargeDate: charged }, null, true)).toBe(
      "successful",
    );
  });

  it("retries a failure while the subscription runs, and gives up after", () => {
    const failed = { status: "failed", chargeDate: charged };
    expect(renewalOutcomeOf(failed, paidUntil, true)).toBe("failed-retrying");
    expect(renewalOutcomeOf(failed, paidUntil, false)).toBe("failed-final");
    expect(renewalOutcomeOf({ status: "cancelled", chargeDate: charged }, paidUntil, true)).toBe(
      "failed-final",
    );
  });

  it("counts a failure whose period was paid since as made good", () => {
    const failed = { status: "failed", chargeDate: charged };
    expect(renewalOutcomeOf(failed, addMonths(charged, 1), true)).toBe("successful");
  });
});

describe("cancellationEndsAt", () => {
  it("is the end of the period paid for, which the state shows once cancelled", () => {
    expect(cancellationEndsAt(deriveMembership(member()))).toBe(iso(paidUntil));
  });

  it("is undefined when there is nothing to cancel", () => {
    const cancelled = { ...monthly, cancelledAt: now, endedReason: "cancelled" as const };
    expect(
      cancellationEndsAt(deriveMembership(member({ contribution: cancelled }))),
    ).toBeUndefined();
  });
});

/**
 * What the writers store (a join's or a payment's role end) read back by the state machine:
 * the same dates, whatever the clock, the period and the grace.
 */
describe("the dates the writers store, as deriveMembership reads them", () => {
  const periods = fc.constantFrom("monthly" as const, "annually" as const);
  const graces = fc.integer({ min: 0, max: 60 });

  test.prop([dateNear, dateNear, periods, graces, fc.integer({ min: 0, max: 400 })])(
    "a join's first period: active, paid until its end, then a failed renewal's grace is the role's end",
    (startAt, joinedAt, period, graceDays, daysLater) => {
      const paid = firstPeriodEnd(startAt, joinedAt, period);
      const role = { dateAdded: joinedAt, dateExpires: roleExpiryWhenPaid(paid, graceDays) };
      const base = { memberRole: role, paidUntil: paid, graceDays };
      const active = deriveMembership(
        member({ ...base, contribution: { ...monthly, period }, now: joinedAt }),
      );
      expect(active).toMatchObject({ status: "active", paidUntil: iso(paid) });
      expect(active.accessEndsAt).toBeUndefined();
      const later = new Date(paid.getTime() + daysLater * day);
      const failed = deriveMembership(
        member({ ...base, latestRenewal: "failed-retrying", now: later }),
      );
      expect(failed.accessEndsAt).toBe(iso(role.dateExpires));
      expect(failed.status).toBe(role.dateExpires < later ? "ended" : "payment-failed");
    },
  );

  test.prop([dateNear, periods, graces])(
    "a payment's period: the role the event writes is the access end of its failed successor",
    (chargeDate, period, graceDays) => {
      const paid = paymentPeriodEnd(chargeDate, period);
      const dateExpires = roleExpiryWhenPaid(paid, graceDays);
      const state = deriveMembership(
        member({
          memberRole: { dateAdded: chargeDate, dateExpires },
          paidUntil: paid,
          latestRenewal: "failed-retrying",
          graceDays,
          now: paid,
        }),
      );
      expect(state).toMatchObject({
        status: "payment-failed",
        paidUntil: iso(paid),
        accessEndsAt: iso(dateExpires),
      });
    },
  );
});
