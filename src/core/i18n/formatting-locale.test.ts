import { describe, expect, it } from "vitest";
import { formattingLocale } from "./formatting-locale";

const date = (locale: string) =>
  new Intl.DateTimeFormat(locale, { timeZone: "UTC" }).format(Date.UTC(2026, 10, 25));

describe("formattingLocale", () => {
  it("writes a British newsroom's dates day first, a dollar newsroom's month first", () => {
    expect(date(formattingLocale("en", "GBP"))).toBe("25/11/2026");
    expect(date(formattingLocale("en", "EUR"))).toBe("25/11/2026");
    expect(date(formattingLocale("en", "USD"))).toBe("11/25/2026");
  });

  it("keeps the language's own way where the currency says nothing more", () => {
    expect(date(formattingLocale("de-x-informal", "EUR"))).toBe("25.11.2026");
    expect(formattingLocale("de", "CHF")).toBe("de-CH");
    expect(formattingLocale("nl")).toBe("nl");
  });
});
