import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { chargeableCents, CONTRIBUTION_PERIODS, PAYMENT_METHODS, STRIPE_COUNTRIES } from "../fees";
import { addPeriods } from "./dates";
import { changeCharge, type ChangeChargeInput } from "./proration";

/** Amounts in whole cents, from a cent to the most a contribution may be. */
const amount = fc.integer({ min: 1, max: 10_000_000 }).map((cents) => cents / 100);
const moment = fc.date({
  min: new Date("2020-01-01T00:00:00Z"),
  max: new Date("2040-01-01T00:00:00Z"),
  noInvalidDate: true,
});

/** A change of a contribution paid up to a renewal within one period from now (or nothing). */
const change = fc
  .record({
    currentAmount: amount,
    period: fc.constantFrom(...CONTRIBUTION_PERIODS),
    nextAmount: amount,
    payFee: fc.boolean(),
    prorate: fc.boolean(),
    paymentMethod: fc.constantFrom(...PAYMENT_METHODS),
    country: fc.constantFrom(...STRIPE_COUNTRIES),
    now: moment,
    // How far into the period paid for now is, as a share of it; null: nothing paid up.
    elapsed: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: null }),
  })
  .map((drawn): ChangeChargeInput => {
    const end = addPeriods(drawn.now, drawn.period);
    const renewalDate =
      drawn.elapsed === null
        ? null
        : new Date(end.getTime() - drawn.elapsed * (end.getTime() - drawn.now.getTime()));
    return {
      current: { amount: drawn.currentAmount, period: drawn.period },
      next: { amount: drawn.nextAmount, payFee: drawn.payFee, prorate: drawn.prorate },
      paymentMethod: drawn.paymentMethod,
      country: drawn.country,
      renewalDate,
      now: drawn.now,
    };
  });

describe("the amount a change charges now", () => {
  test.prop([change])("is never negative, and whole cents", (input) => {
    const { chargeNow } = changeCharge(input);
    expect(chargeNow).toBeGreaterThanOrEqual(0);
    expect(Math.round(chargeNow * 100)).toBeCloseTo(chargeNow * 100, 6);
  });

  test.prop([change])(
    "is never more than the whole new period's difference, with the fee covered on it",
    (input) => {
      const { chargeNow } = changeCharge(input);
      const difference = input.next.amount - input.current.amount;
      const ceiling =
        difference > 0
          ? chargeableCents(
              {
                ...input.next,
                amount: difference,
                period: input.current.period,
                paymentMethod: input.paymentMethod,
              },
              input.country,
            ) / 100
          : 0;
      expect(chargeNow).toBeLessThanOrEqual(ceiling + 1e-9);
    },
  );

  test.prop([change])("is the same for the same inputs, and nothing unless paid now", (input) => {
    const again = structuredClone(input);
    expect(changeCharge(again)).toEqual(changeCharge(input));
    if (!input.next.prorate) expect(changeCharge(input).chargeNow).toBe(0);
  });
});
