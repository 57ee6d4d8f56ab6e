import { afterEach, describe, expect, it, vi } from "vitest";
import { calcPaymentFee } from "./calc-payment-fee";
import { PAYMENT_METHODS, type PaymentMethod, type StripeCountry } from "./payment-method";

const COUNTRIES: StripeCountry[] = ["gb", "eu", "ca"];

const monthly = (paymentMethod: PaymentMethod, amount: number, country: StripeCountry) =>
  calcPaymentFee({ amount, period: "monthly", paymentMethod }, country);

afterEach(() => {
  vi.restoreAllMocks();
});

describe("calcPaymentFee: monthly Stripe fees", () => {
  // [country, method, fee on 10, fee on 100], one row per cell of SPEC section 9.
  it.each<[StripeCountry, PaymentMethod, number, number]>([
    ["gb", "s_card", 0.35, 1.7],
    ["gb", "s_sepa", 0.3, 0.3],
    ["gb", "s_bacs", 0.2, 1],
    ["gb", "s_paypal", 0.3, 2.1],
    ["gb", "s_ideal", 0.3, 0.3],
    ["eu", "s_card", 0.4, 1.75],
    ["eu", "s_sepa", 0.35, 0.35],
    ["eu", "s_bacs", 0, 0],
    ["eu", "s_paypal", 0.3, 2.1],
    ["eu", "s_ideal", 0.35, 0.35],
    ["ca", "s_card", 0.59, 3.2],
    ["ca", "s_sepa", 0, 0],
    ["ca", "s_bacs", 0, 0],
    ["ca", "s_paypal", 0, 0],
    ["ca", "s_ideal", 0, 0],
  ])("%s %s: %s on 10, %s on 100", (country, method, onTen, onHundred) => {
    expect(monthly(method, 10, country)).toBeCloseTo(onTen, 10);
    expect(monthly(method, 100, country)).toBeCloseTo(onHundred, 10);
  });

  it("charges the fixed part alone on a zero amount", () => {
    expect(monthly("s_card", 0, "gb")).toBeCloseTo(0.2, 10);
    expect(monthly("s_card", 0, "ca")).toBeCloseTo(0.3, 10);
  });
});

describe("calcPaymentFee: BACS clamp", () => {
  it.each([
    [1, 0.2],
    [19.99, 0.2],
    [20, 0.2],
    [50, 0.5],
    [150, 1.5],
    [200, 2],
    [250, 2],
    [10_000, 2],
  ])("charges %s a fee of %s", (amount, fee) => {
    expect(monthly("s_bacs", amount, "gb")).toBeCloseTo(fee, 10);
  });
});

describe("calcPaymentFee: GoCardless direct debit", () => {
  it.each(COUNTRIES)("charges 0.2 + 1 %% in %s", (country) => {
    expect(monthly("gc_direct-debit", 10, country)).toBeCloseTo(0.3, 10);
    expect(monthly("gc_direct-debit", 100, country)).toBeCloseTo(1.2, 10);
    expect(monthly("gc_direct-debit", 1000, country)).toBeCloseTo(10.2, 10);
  });
});

describe("calcPaymentFee: annual contributions", () => {
  it("charges no fee for any method in any country", () => {
    for (const country of COUNTRIES) {
      for (const paymentMethod of PAYMENT_METHODS) {
        expect(calcPaymentFee({ amount: 120, period: "annually", paymentMethod }, country)).toBe(0);
      }
    }
  });

  it("does not look the method up, so nothing is logged", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const unknown = "s_bitcoin" as PaymentMethod;
    expect(calcPaymentFee({ amount: 120, period: "annually", paymentMethod: unknown }, "gb")).toBe(
      0,
    );
    expect(error).not.toHaveBeenCalled();
  });
});

describe("calcPaymentFee: unknown values", () => {
  // Methods and countries come from stored data and API responses, so a cast stands in for them.
  it.each(["s_bitcoin", "", "constructor", "__proto__", "S_CARD"])(
    "logs one error for the method %j and returns 0",
    (method) => {
      const error = vi.spyOn(console, "error").mockImplementation(() => {});
      expect(monthly(method as PaymentMethod, 10, "gb")).toBe(0);
      expect(error).toHaveBeenCalledTimes(1);
      expect(error).toHaveBeenCalledWith(
        `No payment fee is known for method "${method}" in Stripe country "gb"; charging no fee.`,
      );
    },
  );

  it.each(["us", "", "toString"])("logs one error for the country %j and returns 0", (country) => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(monthly("s_card", 10, country as StripeCountry)).toBe(0);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]?.[0]).toContain(`"${country}"`);
  });

  it("still prices GoCardless in a country Stripe does not know", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(monthly("gc_direct-debit", 10, "us" as StripeCountry)).toBeCloseTo(0.3, 10);
    expect(error).not.toHaveBeenCalled();
  });
});
