import { describe, expect, it } from "vitest";
import {
  amountProblem,
  contributes,
  coversFee,
  feeForced,
  initialValues,
  joiningClosed,
  joinProblems,
  parseAmount,
  signupBody,
  stepAmount,
  switchPeriod,
  totalFor,
  type JoinSettings,
  type JoinValues,
} from "./join-model";

const settings: JoinSettings = {
  join: {
    title: "",
    subtitle: "",
    initialAmount: 5,
    initialPeriod: "monthly",
    periods: [
      { name: "monthly", presetAmounts: [3, 5, 10] },
      { name: "annually", presetAmounts: [36, 60] },
    ],
    showNoContribution: true,
    paymentMethods: ["s_card", "gc_direct-debit"],
    minMonthlyAmount: 3,
    showAbsorbFee: true,
    stripePublicKey: "pk_test_bugle",
  },
  payment: { stripeCountry: "gb", taxRateEnabled: false, taxRate: 0, noticeText: "" },
  general: {
    organisationName: "The Bugle",
    currencyCode: "GBP",
    currencySymbol: "£",
    privacyLink: "",
    hideContribution: false,
    theme: {},
  },
};

const open = (query = "") => initialValues(settings, new URLSearchParams(query));
const valid = (change: Partial<JoinValues> = {}): JoinValues => ({
  ...open(),
  email: "reader@example.org",
  ...change,
});

describe("initialValues", () => {
  it("starts from the admins' defaults and the first payment method", () => {
    expect(open()).toEqual({
      period: "monthly",
      amount: "5",
      noContribution: false,
      email: "",
      paymentMethod: "s_card",
      payFee: false,
      firstname: "",
      lastname: "",
    });
  });

  it("takes ?amount= and ?period= from the address", () => {
    expect(open("amount=12.5&period=annually")).toMatchObject({
      period: "annually",
      amount: "12.50",
    });
  });

  it("converts the default amount to a period from the address", () => {
    expect(open("period=annually")).toMatchObject({ period: "annually", amount: "60" });
  });

  it("ignores a period not offered and an amount that is no number", () => {
    const monthlyOnly = {
      ...settings,
      join: { ...settings.join, periods: [settings.join.periods[0]!] },
    };
    expect(
      initialValues(monthlyOnly, new URLSearchParams("period=annually&amount=lots")),
    ).toMatchObject({
      period: "monthly",
      amount: "5",
    });
  });

  it("starts without a contribution when contributions are hidden", () => {
    const hidden = { ...settings, general: { ...settings.general, hideContribution: true } };
    expect(initialValues(hidden, new URLSearchParams()).noContribution).toBe(true);
  });

  it("starts and stays without a contribution when no payment provider takes one", () => {
    const none = { ...settings, join: { ...settings.join, paymentMethods: [] } };
    const values = initialValues(none, new URLSearchParams());
    expect(values.noContribution).toBe(true);
    expect(contributes(none, { ...values, noContribution: false })).toBe(false);
    expect(joiningClosed(none)).toBe(!settings.join.showNoContribution);
    const closed = { ...none, join: { ...none.join, showNoContribution: false } };
    expect(joiningClosed(closed)).toBe(true);
    expect(joiningClosed({ ...closed, join: { ...closed.join, showNoContribution: true } })).toBe(
      false,
    );
    const hidden = { ...closed, general: { ...closed.general, hideContribution: true } };
    expect(joiningClosed(hidden)).toBe(false);
  });
});

describe("amounts", () => {
  it("reads a comma as a decimal point and refuses what is no number", () => {
    expect(parseAmount("7,50")).toBe(7.5);
    expect(parseAmount(" 10 ")).toBe(10);
    expect(parseAmount("")).toBeUndefined();
    expect(parseAmount("1e3")).toBeUndefined();
    expect(parseAmount("-4")).toBeUndefined();
  });

  it("steps by 1 and stops at the minimum going down", () => {
    expect(stepAmount("5", 1, 3)).toBe("6");
    expect(stepAmount("4", -1, 3)).toBe("3");
    expect(stepAmount("3", -1, 3)).toBe("3");
    expect(stepAmount("3.5", -1, 3)).toBe("3.50");
    expect(stepAmount("", 1, 3)).toBe("3");
  });

  it("leaves an amount typed below the minimum as it is when stepping down", () => {
    expect(stepAmount("2", -1, 3)).toBe("3");
  });

  it("converts the amount when the period changes", () => {
    expect(switchPeriod(valid({ amount: "5" }), "annually").amount).toBe("60");
    expect(switchPeriod(valid({ period: "annually", amount: "50" }), "monthly").amount).toBe("4");
  });
});

describe("the fee", () => {
  it("is covered when chosen, on monthly contributions only", () => {
    expect(coversFee(settings, valid({ payFee: true }))).toBe(true);
    expect(coversFee(settings, valid({ payFee: true, period: "annually", amount: "60" }))).toBe(
      false,
    );
  });

  it("must be covered at a monthly amount of exactly 1", () => {
    const one = { ...settings, join: { ...settings.join, minMonthlyAmount: 1 } };
    expect(feeForced(one, valid({ amount: "1" }))).toBe(true);
    expect(coversFee(one, valid({ amount: "1" }))).toBe(true);
    expect(feeForced(one, valid({ amount: "2" }))).toBe(false);
  });

  it("is added to the total when covered", () => {
    // A card in the UK: 0.2 + 1.5 % of 10.
    expect(totalFor(settings, valid({ amount: "10" }))).toBe(10);
    expect(totalFor(settings, valid({ amount: "10", payFee: true }))).toBe(10.35);
  });

  it("is never offered when the organisation does not offer it", () => {
    const off = { ...settings, join: { ...settings.join, showAbsorbFee: false } };
    expect(coversFee(off, valid({ payFee: true }))).toBe(false);
  });
});

describe("amountProblem", () => {
  it("takes an amount of whole cents from the minimum up to the most one contribution may be", () => {
    expect(amountProblem("7,50", 3)).toBeUndefined();
    expect(amountProblem("3", 3)).toBeUndefined();
    expect(amountProblem("2.99", 3)).toBe("below-minimum");
    expect(amountProblem("100001", 3)).toBe("too-high");
    for (const text of ["", "five", "0", "5.555"]) expect(amountProblem(text, 3)).toBe("invalid");
  });
});

describe("joinProblems", () => {
  it("finds nothing wrong with a good form", () => {
    expect(joinProblems(settings, valid())).toEqual({});
  });

  it("names each field's problem", () => {
    expect(joinProblems(settings, valid({ email: "", amount: "2" }))).toEqual({
      email: "required",
      amount: "below-minimum",
    });
    expect(joinProblems(settings, valid({ email: "nope", amount: "5.555" }))).toEqual({
      email: "invalid",
      amount: "invalid",
    });
    expect(joinProblems(settings, valid({ amount: "1000000" }))).toEqual({ amount: "too-high" });
    expect(joinProblems(settings, valid({ period: "annually", amount: "35" }))).toEqual({
      amount: "below-minimum",
    });
  });

  it("asks for the names before PayPal's or the bank's page, and only then", () => {
    expect(joinProblems(settings, valid({ paymentMethod: "s_paypal", firstname: " " }))).toEqual({
      firstname: "required",
      lastname: "required",
    });
    expect(
      joinProblems(settings, valid({ paymentMethod: "s_ideal", firstname: "Ida", lastname: "" })),
    ).toEqual({ lastname: "required" });
    expect(joinProblems(settings, valid({ paymentMethod: "gc_direct-debit" }))).toEqual({});
  });

  it("checks only the email without a contribution", () => {
    expect(joinProblems(settings, valid({ noContribution: true, amount: "" }))).toEqual({});
  });
});

describe("signupBody", () => {
  it("sends the contribution with the pages to come back to", () => {
    expect(signupBody(settings, valid({ amount: "7,5", payFee: true }))).toEqual({
      email: "reader@example.org",
      loginUrl: "/auth/login",
      setPasswordUrl: "/auth/set-password",
      confirmUrl: "/join/confirm-email",
      contribution: {
        amount: 7.5,
        period: "monthly",
        payFee: true,
        prorate: false,
        paymentMethod: "s_card",
        completeUrl: "/join/complete",
      },
    });
  });

  it("sends the names with PayPal and iDEAL only", () => {
    const names = { firstname: " Pat ", lastname: "Payer" };
    expect(signupBody(settings, valid({ paymentMethod: "s_paypal", ...names }))).toMatchObject({
      firstname: "Pat",
      lastname: "Payer",
      contribution: { paymentMethod: "s_paypal" },
    });
    expect(signupBody(settings, valid({ paymentMethod: "s_card", ...names }))).not.toHaveProperty(
      "firstname",
    );
  });

  it("sends no contribution for 'no contribution right now'", () => {
    expect(signupBody(settings, valid({ noContribution: true })).contribution).toBeUndefined();
  });

  it("never sends payFee on an annual contribution", () => {
    const body = signupBody(settings, valid({ period: "annually", amount: "60", payFee: true }));
    expect(body.contribution?.payFee).toBe(false);
  });
});
