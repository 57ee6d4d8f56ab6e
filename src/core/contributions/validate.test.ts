import { describe, expect, it } from "vitest";
import { contributionProblems } from "./validate";

const rules = {
  minMonthlyAmount: 3,
  showAbsorbFee: true,
  periods: ["monthly", "annually"],
  paymentMethods: ["s_card", "gc_direct-debit"],
} as const;

describe("contributionProblems", () => {
  it("accepts a contribution within the rules", () => {
    expect(
      contributionProblems(
        { amount: 3, period: "monthly", payFee: true, paymentMethod: "s_card" },
        rules,
      ),
    ).toEqual([]);
    expect(contributionProblems({ amount: 36, period: "annually", payFee: false }, rules)).toEqual(
      [],
    );
  });

  it("refuses amounts under the minimum, twelve times it for a year", () => {
    expect(contributionProblems({ amount: 2, period: "monthly", payFee: false }, rules)).toEqual([
      { property: "amount", code: "below-minimum", message: "The minimum is 3 a month" },
    ]);
    expect(
      contributionProblems({ amount: 35, period: "annually", payFee: false }, rules),
    ).toMatchObject([{ property: "amount", code: "below-minimum" }]);
  });

  it("names a wrong fee choice", () => {
    expect(
      contributionProblems({ amount: 36, period: "annually", payFee: true }, rules),
    ).toMatchObject([{ property: "payFee", code: "no-fee-on-annual" }]);
  });

  it("refuses a period or method the organisation does not offer", () => {
    expect(
      contributionProblems(
        { amount: 60, period: "annually", payFee: false, paymentMethod: "s_paypal" },
        { ...rules, periods: ["monthly"], minMonthlyAmount: 1 },
      ),
    ).toMatchObject([
      { property: "period", code: "period-not-offered" },
      { property: "paymentMethod", code: "method-not-offered" },
    ]);
  });

  it("does not check the method when none is given or no list is known", () => {
    expect(
      contributionProblems(
        { amount: 5, period: "monthly", payFee: false, paymentMethod: "s_paypal" },
        { minMonthlyAmount: 1, showAbsorbFee: true },
      ),
    ).toEqual([]);
  });
});
