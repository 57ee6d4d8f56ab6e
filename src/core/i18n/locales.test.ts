import { describe, expect, it } from "vitest";
import { htmlLang, parseLocale, resolveLocale, toSettingsLocale } from "./locales";

describe("locales", () => {
  it("reads beabee's ids and ours", () => {
    expect(parseLocale("de@informal")).toBe("de-x-informal");
    expect(parseLocale("de-x-easy")).toBe("de-x-easy");
    expect(parseLocale("RU")).toBe("ru");
    expect(parseLocale("xx")).toBeUndefined();
    expect(parseLocale("")).toBeUndefined();
    expect(toSettingsLocale("de-x-easy")).toBe("de@easy");
  });

  it("prefers ?lang, then the settings, then English", () => {
    expect(resolveLocale({ query: "fr", settings: "de" })).toBe("fr");
    expect(resolveLocale({ query: "klingon", settings: "de" })).toBe("de");
    expect(resolveLocale({ settings: "de@informal" })).toBe("de-x-informal");
    expect(resolveLocale({})).toBe("en");
  });

  it("falls back to English in the admin area for locales without an admin translation", () => {
    for (const locale of ["pt", "it", "ru", "el"]) {
      expect(resolveLocale({ settings: locale, admin: true })).toBe("en");
    }
    expect(resolveLocale({ settings: "nl", admin: true })).toBe("nl");
    expect(resolveLocale({ settings: "de@informal", admin: true })).toBe("de-x-informal");
    expect(resolveLocale({ settings: "de@easy", admin: true })).toBe("de");
  });

  it("gives browsers a plain language tag", () => {
    expect(htmlLang("de-x-informal")).toBe("de");
    expect(htmlLang("el")).toBe("el");
  });
});
