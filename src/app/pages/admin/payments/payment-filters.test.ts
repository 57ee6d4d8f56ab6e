import { describe, expect, it } from "vitest";
import { filterProblems, parseAmount, paymentRules } from "./payment-filters";

const none = { minAmount: "", maxAmount: "", from: "", to: "" };

describe("payment filters", () => {
  it("reads amounts with a point or a comma, and nothing from blank", () => {
    expect(parseAmount(" 12.50 ")).toBe(12.5);
    expect(parseAmount("12,5")).toBe(12.5);
    expect(parseAmount("")).toBeUndefined();
    expect(parseAmount("ten")).toBeNaN();
    expect(parseAmount("-3")).toBeNaN();
  });

  it("makes the tab's and the filters' rules, leaving out what cannot be read", () => {
    expect(paymentRules("all", none)).toBeUndefined();
    expect(
      paymentRules("pending", { minAmount: "5", maxAmount: "ten", from: "2025-01-01", to: "" }),
    ).toEqual({
      condition: "AND",
      rules: [
        { field: "status", operator: "equal", value: ["pending"] },
        { field: "amount", operator: "greater_or_equal", value: [5] },
        { field: "chargeDate", operator: "greater_or_equal", value: ["2025-01-01"] },
      ],
    });
  });

  it("names each field that is wrong and why", () => {
    expect(filterProblems(none)).toEqual({});
    expect(
      filterProblems({ minAmount: "x", maxAmount: "", from: "2025-02-01", to: "2025-01-01" }),
    ).toEqual({ minAmount: "amount", to: "range" });
    expect(filterProblems({ minAmount: "20", maxAmount: "10", from: "soon", to: "" })).toEqual({
      maxAmount: "range",
      from: "dates",
    });
  });
});
