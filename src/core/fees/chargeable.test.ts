import { describe, expect, it } from "vitest";
import { chargeableCents, feeCents, toCents } from "./chargeable";

describe("toCents", () => {
  it("rounds to the nearest cent once, whatever the float error", () => {
    expect(toCents(0.35000000000000003)).toBe(35);
    expect(toCents(10)).toBe(1000);
    expect(toCents(4.005)).toBe(401);
    expect(toCents(0)).toBe(0);
  });
});

describe("chargeableCents", () => {
  it("adds the card fee when the member covers it", () => {
    // 10 + 0.20 + 1.5 % of 10 = 10.35
    const input = { amount: 10, period: "monthly", paymentMethod: "s_card", payFee: true } as const;
    expect(feeCents(input, "gb")).toBe(35);
    expect(chargeableCents(input, "gb")).toBe(1035);
  });

  it("charges the amount alone when the member does not cover the fee", () => {
    const input = {
      amount: 10,
      period: "monthly",
      paymentMethod: "s_card",
      payFee: false,
    } as const;
    expect(feeCents(input, "gb")).toBe(0);
    expect(chargeableCents(input, "gb")).toBe(1000);
  });

  it("never adds a fee to an annual contribution", () => {
    const input = {
      amount: 120,
      period: "annually",
      paymentMethod: "gc_direct-debit",
      payFee: true,
    } as const;
    expect(chargeableCents(input, "eu")).toBe(12_000);
  });

  it("adds the direct debit fee in any country", () => {
    const input = {
      amount: 5,
      period: "monthly",
      paymentMethod: "gc_direct-debit",
      payFee: true,
    } as const;
    // 0.20 + 1 % of 5 = 0.25
    expect(chargeableCents(input, "ca")).toBe(525);
  });
});
