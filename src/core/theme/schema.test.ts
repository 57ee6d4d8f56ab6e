import { is, validate } from "superstruct";
import { describe, expect, it } from "vitest";
import { ThemeColorsStruct, ThemeFontsStruct, ThemeStruct } from "./schema";

describe("ThemeStruct", () => {
  it("accepts a full theme", () => {
    const theme = {
      colors: {
        _name: "custom",
        primary: "#262453",
        body: "#262453",
        link: "#43a796",
        warning: "#f5cc5b",
        success: "#86a960",
        danger: "#ce3d3d",
        white: "#ffffff",
        black: "#000000",
      },
      fonts: { body: "open-sans", title: "roboto-slab" },
    };
    expect(validate(theme, ThemeStruct)).toEqual([undefined, theme]);
  });

  it("accepts an empty theme and partial parts", () => {
    expect(is({}, ThemeStruct)).toBe(true);
    expect(is({ colors: { link: "red" } }, ThemeStruct)).toBe(true);
    expect(is({ fonts: { title: "rubik" } }, ThemeStruct)).toBe(true);
  });

  it("rejects unknown keys and non-string values", () => {
    expect(is({ colours: {} }, ThemeStruct)).toBe(false);
    expect(is({ primary: 1 }, ThemeColorsStruct)).toBe(false);
    expect(is({ accent: "#fff" }, ThemeColorsStruct)).toBe(false);
    expect(is({ body: null }, ThemeFontsStruct)).toBe(false);
    expect(is(null, ThemeStruct)).toBe(false);
  });

  it("leaves colour values to the validators, so stored themes still load", () => {
    expect(is({ colors: { primary: "not a colour" } }, ThemeStruct)).toBe(true);
  });
});
