import { describe, expect, it } from "vitest";
import { parseColor } from "./color";
import { mix, tint } from "./tints";

const rgba = (r: number, g: number, b: number, a = 1) => ({ r, g, b, a });
const primary = parseColor("#262453");
const black = rgba(0, 0, 0);
const white = rgba(255, 255, 255);

describe("mix", () => {
  it("returns the first colour at weight 0 and the second at weight 1", () => {
    expect(mix(primary, white, 0)).toEqual(primary);
    expect(mix(primary, white, 1)).toEqual(white);
  });

  it("mixes each channel linearly and rounds it", () => {
    expect(mix(black, white, 0.5)).toEqual(rgba(128, 128, 128));
    expect(mix(rgba(10, 20, 30), rgba(20, 40, 60), 0.25)).toEqual(rgba(13, 25, 38));
  });

  it("clamps the weight to 0..1", () => {
    expect(mix(primary, white, -1)).toEqual(primary);
    expect(mix(primary, white, 2)).toEqual(white);
  });

  it("mixes alpha without rounding it", () => {
    expect(mix(rgba(0, 0, 0, 0), rgba(0, 0, 0, 1), 0.25).a).toBe(0.25);
  });
});

describe("tint", () => {
  it.each([
    [0, rgba(255, 255, 255)],
    [5, rgba(244, 244, 246)],
    [10, rgba(233, 233, 238)],
    [20, rgba(212, 211, 221)],
    [40, rgba(168, 167, 186)],
    [70, rgba(103, 102, 135)],
    [80, rgba(81, 80, 117)],
    [100, rgba(38, 36, 83)],
  ])("at %s is that share of the colour, the rest white", (level, expected) => {
    expect(tint(primary, level)).toEqual(expected);
  });

  it.each([
    [110, rgba(34, 32, 75)],
    [150, rgba(19, 18, 42)],
    [200, rgba(0, 0, 0)],
  ])("at %s darkens with black by level / 100 - 1", (level, expected) => {
    expect(tint(primary, level)).toEqual(expected);
  });

  it("makes 110 ninety per cent colour and ten per cent black", () => {
    expect(tint(rgba(100, 200, 50), 110)).toEqual(rgba(90, 180, 45));
  });

  it("stays within black and white for extreme levels", () => {
    expect(tint(primary, 500)).toEqual(black);
    expect(tint(primary, -50)).toEqual(white);
  });
});
