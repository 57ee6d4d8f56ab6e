import { describe, expect, it } from "vitest";
import { applyFeeRate } from "./fee-rates";

describe("applyFeeRate", () => {
  it("adds the fixed part to the percentage of the amount", () => {
    expect(applyFeeRate({ fixed: 0.5, percent: 10 }, 20)).toBeCloseTo(2.5, 10);
    expect(applyFeeRate({ fixed: 0, percent: 0 }, 20)).toBe(0);
  });

  it("keeps the fee within min and max when given", () => {
    const rate = { fixed: 0, percent: 10, min: 1, max: 3 };
    expect(applyFeeRate(rate, 5)).toBe(1);
    expect(applyFeeRate(rate, 20)).toBe(2);
    expect(applyFeeRate(rate, 50)).toBe(3);
  });

  it("does not round", () => {
    expect(applyFeeRate({ fixed: 0, percent: 1 }, 0.123)).toBeCloseTo(0.00123, 12);
  });
});
