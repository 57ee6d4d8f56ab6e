import { describe, expect, it } from "vitest";
import { isFeeRequired, payFeeProblem } from "./pay-fee";

const offered = { showAbsorbFee: true };
const hidden = { showAbsorbFee: false };

describe("isFeeRequired", () => {
  it("is true only for a monthly 1", () => {
    expect(isFeeRequired(1, "monthly")).toBe(true);
    expect(isFeeRequired(2, "monthly")).toBe(false);
    expect(isFeeRequired(1, "annually")).toBe(false);
  });
});

describe("payFeeProblem", () => {
  it("refuses covering a fee the organisation does not offer", () => {
    expect(payFeeProblem({ amount: 5, period: "monthly", payFee: true }, hidden)).toBe(
      "fee-not-offered",
    );
    expect(payFeeProblem({ amount: 5, period: "monthly", payFee: false }, hidden)).toBeUndefined();
  });

  it("allows a monthly 1 without a fee when the option is off", () => {
    expect(payFeeProblem({ amount: 1, period: "monthly", payFee: false }, hidden)).toBeUndefined();
  });

  it("refuses a fee on annual contributions", () => {
    expect(payFeeProblem({ amount: 60, period: "annually", payFee: true }, offered)).toBe(
      "no-fee-on-annual",
    );
    expect(
      payFeeProblem({ amount: 60, period: "annually", payFee: false }, offered),
    ).toBeUndefined();
  });

  it("requires the fee on a monthly 1", () => {
    expect(payFeeProblem({ amount: 1, period: "monthly", payFee: false }, offered)).toBe(
      "fee-required",
    );
    expect(payFeeProblem({ amount: 1, period: "monthly", payFee: true }, offered)).toBeUndefined();
  });

  it("leaves the choice free otherwise", () => {
    expect(payFeeProblem({ amount: 5, period: "monthly", payFee: true }, offered)).toBeUndefined();
    expect(payFeeProblem({ amount: 5, period: "monthly", payFee: false }, offered)).toBeUndefined();
  });
});
