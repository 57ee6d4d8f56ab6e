import { describe, expect, it } from "vitest";
import { emailFormats } from "./formats";

const DAY = new Date("2027-04-26T00:00:00Z");

describe("email formats", () => {
  it.each([
    ["en", "GBP", "26 April 2027", "£5.00"],
    ["en", "USD", "April 26, 2027", "$5.00"],
    ["en", "EUR", "26 April 2027", "€5.00"],
    ["de", "EUR", "26. April 2027", "5,00 €"],
    ["de@informal", "CHF", "26. April 2027", "CHF 5.00"],
  ])(
    "writes dates and amounts as a %s newsroom paid in %s does",
    (locale, currencyCode, date, money) => {
      const formats = emailFormats({ locale, currencyCode });
      expect(formats.date(DAY)).toBe(date);
      expect(formats.money(5).replace(/\s/g, " ")).toBe(money);
    },
  );

  it("writes in the recipient's language when one is given, in the organisation's country", () => {
    const formats = emailFormats({ locale: "en", currencyCode: "GBP" }, "de");
    expect(formats.date(DAY)).toBe("26. April 2027");
    expect(formats.locale).toBe("de-GB");
  });

  it("never names the weekday, and reads stored days in UTC", () => {
    const formats = emailFormats({ locale: "en", currencyCode: "GBP" });
    expect(formats.date(new Date("2027-04-26T23:30:00Z"))).toBe("26 April 2027");
    expect(formats.date(DAY)).not.toMatch(/Monday/);
  });
});
