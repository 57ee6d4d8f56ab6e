import { describe, expect, it } from "vitest";
import { hslToRgb } from "./hsl";

describe("hslToRgb", () => {
  it.each([
    [0, 1, 0.5, { r: 255, g: 0, b: 0 }],
    [60, 1, 0.5, { r: 255, g: 255, b: 0 }],
    [120, 1, 0.5, { r: 0, g: 255, b: 0 }],
    [180, 1, 0.5, { r: 0, g: 255, b: 255 }],
    [240, 1, 0.5, { r: 0, g: 0, b: 255 }],
    [300, 1, 0.5, { r: 255, g: 0, b: 255 }],
    [30, 1, 0.5, { r: 255, g: 128, b: 0 }],
    [0, 0, 0.5, { r: 128, g: 128, b: 128 }],
    [210, 0.5, 0.25, { r: 32, g: 64, b: 96 }],
  ])("converts hsl(%s, %s, %s)", (h, s, l, expected) => {
    expect(hslToRgb(h, s, l)).toEqual(expected);
  });

  it("gives black and white at the ends of lightness whatever the hue", () => {
    expect(hslToRgb(200, 1, 0)).toEqual({ r: 0, g: 0, b: 0 });
    expect(hslToRgb(200, 1, 1)).toEqual({ r: 255, g: 255, b: 255 });
  });

  it("wraps hues outside 0–360", () => {
    expect(hslToRgb(-120, 1, 0.5)).toEqual(hslToRgb(240, 1, 0.5));
    expect(hslToRgb(720 + 60, 1, 0.5)).toEqual(hslToRgb(60, 1, 0.5));
    expect(hslToRgb(360, 1, 0.5)).toEqual(hslToRgb(0, 1, 0.5));
  });
});
