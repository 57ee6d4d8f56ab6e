import { describe, expect, it } from "vitest";
import {
  TEST_CARD_NUMBER,
  TEST_IBAN,
  cardBrand,
  isCardNumber,
  isIban,
  parseExpiry,
  testPaymentDetailsProblems,
} from "./test-provider";

const now = new Date("2025-06-15T00:00:00Z");

describe("card and bank account checks", () => {
  it("accepts the numbers the checkout page offers", () => {
    expect(isCardNumber(TEST_CARD_NUMBER)).toBe(true);
    expect(isIban(TEST_IBAN)).toBe(true);
  });

  it("refuses numbers with a wrong check digit", () => {
    expect(isCardNumber("4242 4242 4242 4241")).toBe(false);
    expect(isCardNumber("4242")).toBe(false);
    expect(isIban("DE89 3704 0044 0532 0130 01")).toBe(false);
    expect(isIban("DE89")).toBe(false);
  });

  it("accepts other valid IBANs", () => {
    expect(isIban("GB82 WEST 1234 5698 7654 32")).toBe(true);
    expect(isIban("nl91abna0417164300")).toBe(true);
  });

  it("names the brand", () => {
    expect(cardBrand("4242424242424242")).toBe("Visa");
    expect(cardBrand("5555 5555 5555 4444")).toBe("Mastercard");
    expect(cardBrand("3782 822463 10005")).toBe("American Express");
    expect(cardBrand("6011 1111 1111 1117")).toBe("Card");
  });

  it("reads expiry dates", () => {
    expect(parseExpiry("04/27")).toEqual({ month: 4, year: 2027 });
    expect(parseExpiry(" 4 / 2027 ")).toEqual({ month: 4, year: 2027 });
    expect(parseExpiry("13/27")).toBeUndefined();
    expect(parseExpiry("0427")).toBeUndefined();
  });
});

describe("testPaymentDetailsProblems", () => {
  it("accepts a complete card", () => {
    expect(
      testPaymentDetailsProblems(
        "s_card",
        { outcome: "succeed", cardNumber: TEST_CARD_NUMBER, expiry: "06/25", cvc: "123" },
        now,
      ),
    ).toEqual([]);
  });

  it("names every missing or wrong card field", () => {
    expect(
      testPaymentDetailsProblems(
        "s_card",
        { outcome: "succeed", cardNumber: "1234", expiry: "05/25" },
        now,
      ).map((problem) => problem.property),
    ).toEqual(["cardNumber", "expiry", "cvc"]);
  });

  it("asks a direct debit for an IBAN and a holder", () => {
    expect(
      testPaymentDetailsProblems(
        "gc_direct-debit",
        { outcome: "succeed", iban: TEST_IBAN, accountHolder: "Sam Lindqvist" },
        now,
      ),
    ).toEqual([]);
    expect(
      testPaymentDetailsProblems("gc_direct-debit", { outcome: "succeed", iban: "x" }, now).map(
        (problem) => problem.property,
      ),
    ).toEqual(["iban", "accountHolder"]);
  });
});
