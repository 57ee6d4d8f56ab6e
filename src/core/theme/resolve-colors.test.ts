import { describe, expect, it } from "vitest";
import { parseColor } from "./color";
import { DEFAULT_COLORS } from "./defaults";
import { resolveThemeColors } from "./resolve-colors";

const defaultPrimary = parseColor(DEFAULT_COLORS.primary);

describe("resolveThemeColors", () => {
  it("uses the defaults when there is no theme, with body following primary", () => {
    const colors = resolveThemeColors();
    expect(colors.primary).toEqual(defaultPrimary);
    expect(colors.body).toEqual(defaultPrimary);
    expect(colors.link).toEqual(parseColor("#43a796"));
    expect(colors.warning).toEqual(parseColor("#f5cc5b"));
    expect(colors.success).toEqual(parseColor("#86a960"));
    expect(colors.danger).toEqual(parseColor("#ce3d3d"));
    expect(colors.white).toEqual(parseColor("#ffffff"));
    expect(colors.black).toEqual(parseColor("#000000"));
  });

  it("makes body follow the theme's own primary colour when unset", () => {
    const colors = resolveThemeColors({ primary: "#ff0000" });
    expect(colors.body).toEqual(parseColor("#ff0000"));
  });

  it("keeps a body colour that is set", () => {
    const colors = resolveThemeColors({ primary: "#ff0000", body: "#010203" });
    expect(colors.body).toEqual(parseColor("rgb(1, 2, 3)"));
  });

  it("reads hex only, as the API sends colours (other syntax takes the default)", () => {
    const colors = resolveThemeColors({ link: "#F80C", danger: "Crimson" });
    expect(colors.link).toEqual({ r: 255, g: 136, b: 0, a: 0.8 });
    expect(colors.danger).toEqual(parseColor(DEFAULT_COLORS.danger));
  });

  it("replaces an invalid colour by its default and keeps the others", () => {
    const colors = resolveThemeColors({ link: "not a colour", danger: "#123456" });
    expect(colors.link).toEqual(parseColor(DEFAULT_COLORS.link));
    expect(colors.danger).toEqual(parseColor("#123456"));
  });

  it("sends an invalid body to the primary colour, and an invalid primary to its default", () => {
    expect(resolveThemeColors({ primary: "#00ff00", body: "#zz" }).body).toEqual(
      parseColor("#00ff00"),
    );
    const colors = resolveThemeColors({ primary: "rgb(999, 0, 0)" });
    expect(colors.primary).toEqual(defaultPrimary);
    expect(colors.body).toEqual(defaultPrimary);
  });

  it("treats empty and blank strings as unset", () => {
    const colors = resolveThemeColors({ primary: "", body: "  ", white: "" });
    expect(colors.primary).toEqual(defaultPrimary);
    expect(colors.body).toEqual(defaultPrimary);
    expect(colors.white).toEqual(parseColor("#fff"));
  });

  it("ignores the preset name", () => {
    expect(resolveThemeColors({ _name: "default" })).toEqual(resolveThemeColors());
  });
});
