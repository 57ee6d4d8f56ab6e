import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DEFAULT_FONT, FONTS, fontStack, isFontId, resolveFonts, toFontId } from "./fonts";

describe("FONTS", () => {
  it("lists the twelve fonts of the specification", () => {
    expect(Object.keys(FONTS).sort()).toEqual([
      "fira-sans",
      "fira-sans-condensed",
      "helvetica-neue-lt",
      "libre-franklin",
      "nunito-sans",
      "open-sans",
      "queue",
      "roboto",
      "roboto-slab",
      "rubik",
      "ubuntu",
      "work-sans",
    ]);
  });

  it("gives Roboto Slab a serif fallback and the rest sans-serif ones", () => {
    expect(FONTS["roboto-slab"].fallback).toBe("serif");
    for (const [id, font] of Object.entries(FONTS)) {
      if (id !== "roboto-slab") expect(font.fallback).toMatch(/(^|, )sans-serif$/);
    }
  });

  it("names Helvetica Neue LT by its system family", () => {
    expect(FONTS["helvetica-neue-lt"].family).toBe("Helvetica Neue");
  });

  it("self-hosts exactly the fonts with an installed @fontsource package", () => {
    for (const [id, font] of Object.entries(FONTS)) {
      expect(existsSync(`node_modules/@fontsource/${id}/package.json`), id).toBe(font.selfHosted);
    }
  });
});

describe("isFontId and toFontId", () => {
  it("knows the listed ids only", () => {
    expect(isFontId("roboto")).toBe(true);
    expect(isFontId("Roboto")).toBe(false);
    expect(isFontId("constructor")).toBe(false);
    expect(isFontId(undefined)).toBe(false);
    expect(isFontId(42)).toBe(false);
  });

  it("falls back to Open Sans", () => {
    expect(DEFAULT_FONT).toBe("open-sans");
    expect(toFontId("rubik")).toBe("rubik");
    expect(toFontId("papyrus")).toBe("open-sans");
    expect(toFontId("")).toBe("open-sans");
    expect(toFontId(undefined)).toBe("open-sans");
  });
});

describe("resolveFonts", () => {
  it.each([
    ["no fonts", undefined, { body: "open-sans", title: "open-sans" }],
    ["empty fonts", {}, { body: "open-sans", title: "open-sans" }],
    ["a body font", { body: "roboto" }, { body: "roboto", title: "roboto" }],
    ["a title font", { title: "rubik" }, { body: "open-sans", title: "rubik" }],
    ["both", { body: "ubuntu", title: "roboto-slab" }, { body: "ubuntu", title: "roboto-slab" }],
    ["an unknown body", { body: "papyrus", title: "rubik" }, { body: "open-sans", title: "rubik" }],
    ["an unknown title", { body: "roboto", title: "papyrus" }, { body: "roboto", title: "roboto" }],
    ["empty ids", { body: "", title: "" }, { body: "open-sans", title: "open-sans" }],
  ])("resolves %s", (_label, fonts, expected) => {
    expect(resolveFonts(fonts)).toEqual(expected);
  });
});

describe("fontStack", () => {
  it.each([
    ["open-sans", '"Open Sans", sans-serif'],
    ["roboto-slab", '"Roboto Slab", serif'],
    ["fira-sans-condensed", '"Fira Sans Condensed", sans-serif'],
    ["roboto", '"Roboto", sans-serif'],
    ["helvetica-neue-lt", '"Helvetica Neue", Helvetica, Arial, sans-serif'],
    ["queue", '"Queue", "Helvetica Neue", Helvetica, Arial, sans-serif'],
    ["papyrus", '"Open Sans", sans-serif'],
  ])("writes %s as %s", (id, stack) => {
    expect(fontStack(id)).toBe(stack);
  });
});
