import { describe, expect, it } from "vitest";
import { contrastWarnings } from "./contrast-warnings";
import {
  DEFAULT_THEME_VALUES,
  previewTheme,
  themeOf,
  themeValues,
  validateTheme,
  type ThemeValues,
} from "./theme-form";

const custom = (colors: Partial<ThemeValues["colors"]> = {}): ThemeValues => ({
  ...DEFAULT_THEME_VALUES,
  scheme: "custom",
  colors: { ...DEFAULT_THEME_VALUES.colors, ...colors },
});

describe("the theme form's values", () => {
  it("open on the default scheme and font for a theme never set", () => {
    expect(themeValues({})).toEqual({
      fonts: { body: "open-sans", title: "" },
      scheme: "default",
      colors: {
        primary: "#262453",
        link: "#43a796",
        body: "#262453",
        success: "#86a960",
        warning: "#f5cc5b",
        danger: "#ce3d3d",
      },
    });
  });

  it("save the default scheme by name, so the page opens on it again", () => {
    const theme = themeOf(DEFAULT_THEME_VALUES);
    expect(theme).toEqual({ colors: { _name: "default" }, fonts: { body: "open-sans" } });
    expect(themeValues(theme).scheme).toBe("default");
  });

  it("save custom colours and fonts, and read them back the same", () => {
    const values: ThemeValues = {
      ...custom({ primary: "#0f4c5c", body: "#1f2d3a" }),
      fonts: { body: "rubik", title: "roboto-slab" },
    };
    const theme = themeOf(values);
    expect(theme.colors).toMatchObject({ primary: "#0f4c5c", body: "#1f2d3a", link: "#43a796" });
    expect(theme.colors).not.toHaveProperty("_name");
    expect(theme.fonts).toEqual({ body: "rubik", title: "roboto-slab" });
    expect(themeValues(theme)).toEqual(values);
  });

  it("keep the saved white and black, which the page does not change", () => {
    const saved = { colors: { primary: "#111111", white: "#fafafa", black: "#0a0a0a" } };
    expect(themeOf(custom(), saved).colors).toMatchObject({ white: "#fafafa", black: "#0a0a0a" });
    expect(themeOf(DEFAULT_THEME_VALUES, saved).colors).toEqual({
      _name: "default",
      white: "#fafafa",
      black: "#0a0a0a",
    });
  });

  it("preview a colour still being typed as it was saved, and refuse it on saving", () => {
    const values = custom({ primary: "#12" });
    expect(previewTheme(values, { colors: { primary: "#0f4c5c" } }).colors?.primary).toBe(
      "#0f4c5c",
    );
    expect(previewTheme(values, {}).colors).not.toHaveProperty("primary");
    expect(validateTheme(values)["colors.primary"]).toBeDefined();
    expect(validateTheme(custom({ primary: "#abc" }))["colors.primary"]).toBeUndefined();
    expect(validateTheme({ ...values, scheme: "default" })).toEqual({});
  });
});

describe("contrastWarnings", () => {
  it("finds nothing wrong with the default colours", () => {
    expect(contrastWarnings(themeOf(DEFAULT_THEME_VALUES))).toEqual([]);
  });

  it("warns of body text too light to read, which nothing adjusts", () => {
    const [warning, ...others] = contrastWarnings(themeOf(custom({ body: "#aaaaaa" })));
    expect(others).toEqual([]);
    expect(warning).toMatchObject({ color: "body", use: "text", needed: 4.5 });
    // #aaaaaa on white is 2.32 : 1; on the pages' tinted background it is less still.
    expect(warning!.ratio).toBeGreaterThan(1.5);
    expect(warning!.ratio).toBeLessThan(2.32);
  });

  it("does not warn of link text the adjustment makes readable", () => {
    // A pale yellow link reads as text once darkened: only what stays pale is warned of.
    expect(contrastWarnings(themeOf(custom({ link: "#ffee88" })))).toEqual([]);
  });

  it("warns of a focus ring or an error border that does not stand out from white", () => {
    const warnings = contrastWarnings(themeOf(custom({ primary: "#ffdd00", danger: "#ff9999" })));
    expect(warnings.map(({ color, use }) => `${color} ${use}`).sort()).toEqual([
      "danger outline",
      "primary outline",
    ]);
  });
});
