import { describe, expect, it } from "vitest";
import {
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
});
