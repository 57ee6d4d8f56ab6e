import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import {
  MAX_CONTRIBUTION_AMOUNT,
  amountPerPeriod,
  convertAmount,
  hasWholeCents,
  minimumAmount,
  monthlyAmount,
} from "./amounts";

describe("amounts per period", () => {
  it("turns an annual amount into a monthly one and back", () => {
    expect(monthlyAmount(60, "annually")).toBe(5);
    expect(monthlyAmount(7, "monthly")).toBe(7);
    expect(amountPerPeriod(monthlyAmount(50, "annually"), "annually")).toBe(50);
    expect(amountPerPeriod(4.5, "monthly")).toBe(4.5);
  });

  it("keeps cents when going round trip", () => {
    expect(amountPerPeriod(monthlyAmount(50.5, "annually"), "annually")).toBe(50.5);
  });
});

describe("minimumAmount", () => {
  it("is the monthly minimum, twelve times a year", () => {
    expect(minimumAmount(3, "monthly")).toBe(3);
    expect(minimumAmount(3, "annually")).toBe(36);
  });
});

describe("convertAmount", () => {
  it("multiplies by twelve towards a year", () => {
    expect(convertAmount(5, "monthly", "annually")).toBe(60);
  });

  it("rounds a twelfth down towards a month", () => {
    expect(convertAmount(50, "annually", "monthly")).toBe(4);
    expect(convertAmount(60, "annually", "monthly")).toBe(5);
  });

  it("leaves the amount when the period stays", () => {
    expect(convertAmount(7.5, "monthly", "monthly")).toBe(7.5);
  });
});

describe("hasWholeCents", () => {
  it("accepts whole units and cents, refuses fractions of a cent", () => {
    expect(hasWholeCents(5)).toBe(true);
    expect(hasWholeCents(5.1)).toBe(true);
    expect(hasWholeCents(0.29)).toBe(true);
    expect(hasWholeCents(5.005)).toBe(false);
  });

  it("refuses what is only close to whole cents, rather than rounding it", () => {
    expect(hasWholeCents(4.999999999)).toBe(false);
    expect(hasWholeCents(5.0000001)).toBe(false);
    expect(hasWholeCents(0.1 + 0.2)).toBe(false);
    expect(hasWholeCents(Number.NaN)).toBe(false);
    expect(hasWholeCents(Number.POSITIVE_INFINITY)).toBe(false);
  });

  // Amounts as clients send them: any number, and whole cents give or take a trace.
  const amounts = fc.oneof(
    fc.double({ min: 0, max: MAX_CONTRIBUTION_AMOUNT, noNaN: true }),
    fc
      .tuple(
        fc.integer({ min: 0, max: MAX_CONTRIBUTION_AMOUNT * 100 }),
        fc.double({ min: -1e-6, max: 1e-6, noNaN: true }),
      )
      .map(([cents, trace]) => cents / 100 + trace),
  );

  test.prop([amounts])("accepts an amount only when it equals its cents over 100", (amount) => {
    // The cents read back from the amount's own decimals, apart from any arithmetic here.
    const cents = Number(amount.toFixed(2).replace(".", ""));
    expect(hasWholeCents(amount)).toBe(cents / 100 === amount);
  });

  test.prop([fc.integer({ min: 0, max: MAX_CONTRIBUTION_AMOUNT * 100 })])(
    "accepts every whole number of cents, as typed",
    (cents) => {
      expect(hasWholeCents(cents / 100)).toBe(true);
      expect(hasWholeCents(Number((cents / 100).toFixed(2)))).toBe(true);
    },
  );
});
