import { is } from "superstruct";
import { describe, expect, it } from "vitest";
import {
  CONTENT,
  CONTENT_IDS,
  currencySymbol,
  isContentId,
  joinContentProblems,
  link,
  offeredPaymentMethods,
} from ".";

describe("content documents", () => {
  it.each(CONTENT_IDS)("%s: defaults are a valid whole document", (id) => {
    const document = CONTENT[id];
    expect(document.struct.validate(document.defaults)[0]).toBeUndefined();
    expect(document.read(undefined)).toEqual(document.defaults);
  });

  it("knows the ids of the contract it serves, and no others", () => {
    expect(CONTENT_IDS).toEqual([
      "general",
      "join",
      "join/setup",
      "profile",
      "share",
      "email",
      "contacts",
      "payment",
    ]);
    expect(isContentId("telegram")).toBe(false);
    expect(isContentId("toString")).toBe(false);
  });

  it("reads stored data over the defaults, dropping unknown and read-only fields", () => {
    expect(CONTENT.email.read({ supportEmailName: "Desk", footer: "stored", legacy: 1 })).toEqual({
      supportEmail: "",
      supportEmailName: "Desk",
      footer: "",
    });
  });

  it("reads theme colours as hex, keeping the preset name and values that do not parse", () => {
    const colors = { _name: "red", primary: "Crimson", link: "hsla(120, 100%, 25%, 0.5)" };
    expect(CONTENT.general.read({ theme: { colors: { ...colors, body: "nope" } } }).theme).toEqual({
      colors: { _name: "red", primary: "#dc143c", link: "#00800080", body: "nope" },
    });
    expect(CONTENT.general.read({ theme: { fonts: { body: "rubik" } } }).theme).toEqual({
      fonts: { body: "rubik" },
    });
  });

  it("parses a patch, keeping only writable fields", () => {
    expect(CONTENT.general.parsePatch({ currencySymbol: "$", organisationName: "N" })).toEqual({
      organisationName: "N",
    });
    expect(() => CONTENT.general.parsePatch({ theme: { colors: { primary: "nope" } } })).toThrow(
      "Invalid body",
    );
  });

  it("accepts http(s) links and site paths only", () => {
    for (const value of [
      "",
      "https://example.org/a?b=c",
      "http://localhost:3000/",
      "/demo/logo.svg",
    ]) {
      expect(is(value, link())).toBe(true);
    }
    for (const value of [
      "javascript:alert(1)",
      "//evil.example",
      "data:text/html,x",
      "ftp://x/y",
      // Browsers read a backslash as a slash, and drop tabs and newlines: all other sites.
      "/\\evil.example",
      "/\t/evil.example",
      "https:\\\\evil.example",
      "https://evil.example\\@harbour.example",
    ]) {
      expect(is(value, link())).toBe(false);
    }
  });

  it("shows narrow currency symbols", () => {
    expect(currencySymbol("GBP", "en")).toBe("£");
    expect(currencySymbol("EUR", "de@informal")).toBe("€");
    expect(currencySymbol("USD", "fr")).toBe("$");
    expect(currencySymbol("XYZ1", "en")).toBe("XYZ1");
  });
});

describe("offeredPaymentMethods", () => {
  it("keeps the chosen methods a provider takes, in the providers' order", () => {
    expect(
      offeredPaymentMethods(
        ["gc_direct-debit", "s_card", "s_paypal"],
        ["s_card", "gc_direct-debit"],
      ),
    ).toEqual(["s_card", "gc_direct-debit"]);
  });

  it("offers every available method when none of the chosen is available", () => {
    expect(offeredPaymentMethods(["s_paypal"], ["s_card", "gc_direct-debit"])).toEqual([
      "s_card",
      "gc_direct-debit",
    ]);
    expect(offeredPaymentMethods([], ["s_card"])).toEqual(["s_card"]);
  });

  it("offers nothing when no provider takes payments", () => {
    expect(offeredPaymentMethods(["s_card"], [])).toEqual([]);
  });
});

describe("joinContentProblems", () => {
  const join = CONTENT.join.defaults;

  it("accepts the defaults", () => {
    expect(joinContentProblems(join)).toEqual([]);
  });

  it("names suggested and default amounts below the minimum", () => {
    expect(joinContentProblems({ ...join, minMonthlyAmount: 4 })).toEqual([
      {
        property: "periods",
        kind: "preset-below-minimum",
        index: 0,
        period: "monthly",
        minimum: 4,
        message: "Suggested monthly amounts must be at least 4",
      },
      {
        property: "periods",
        kind: "preset-below-minimum",
        index: 1,
        period: "annually",
        minimum: 48,
        message: "Suggested annually amounts must be at least 48",
      },
    ]);
    expect(joinContentProblems({ ...join, initialAmount: 0.5 })).toEqual([
      {
        property: "initialAmount",
        kind: "below-minimum",
        minimum: 1,
        message: "Must be at least 1",
      },
    ]);
  });

  it("wants the default period offered, and each period once", () => {
    const monthlyOnly = { ...join, periods: [{ name: "monthly" as const, presetAmounts: [5] }] };
    expect(
      joinContentProblems({ ...monthlyOnly, initialPeriod: "annually", initialAmount: 60 }),
    ).toEqual([
      {
        property: "initialPeriod",
        kind: "period-not-offered",
        message: "Must be one of the periods offered",
      },
    ]);
    expect(
      joinContentProblems({ ...join, periods: [...monthlyOnly.periods, ...monthlyOnly.periods] }),
    ).toEqual([
      { property: "periods", kind: "duplicate-period", message: "Offer each period once" },
    ]);
  });
});
