import { describe, expect, it } from "vitest";
import { parseColor } from "./color";
import { COLOR_NAMES, DEFAULT_COLORS, GREYS, TINT_LEVELS } from "./defaults";

describe("theme defaults", () => {
  it("uses the documented default colours", () => {
    expect(DEFAULT_COLORS).toEqual({
      primary: "#262453",
      link: "#43a796",
      warning: "#f5cc5b",
      success: "#86a960",
      danger: "#ce3d3d",
      white: "#ffffff",
      black: "#000000",
    });
  });

  it("has no default body colour of its own", () => {
    expect(DEFAULT_COLORS).not.toHaveProperty("body");
    expect(COLOR_NAMES).toContain("body");
  });

  it("generates every tint the specification lists", () => {
    const required: Record<string, number[]> = {
      primary: [5, 10, 20, 40, 70, 80],
      body: [60, 80],
      link: [10, 70, 110],
      warning: [10, 30, 70],
      success: [10, 30, 70, 110],
      danger: [10, 30, 70, 110],
    };
    for (const [name, levels] of Object.entries(required)) {
      expect(TINT_LEVELS[name as keyof typeof TINT_LEVELS]).toEqual(expect.arrayContaining(levels));
    }
  });

  it("also generates link-30 and body-40, which components reference", () => {
    expect(TINT_LEVELS.link).toContain(30);
    expect(TINT_LEVELS.body).toContain(40);
  });

  it("generates no tints of white and black", () => {
    expect(TINT_LEVELS.white).toEqual([]);
    expect(TINT_LEVELS.black).toEqual([]);
  });

  it("lists tint levels for every colour name, in ascending order", () => {
    expect(Object.keys(TINT_LEVELS).sort()).toEqual([...COLOR_NAMES].sort());
    for (const levels of Object.values(TINT_LEVELS)) {
      expect([...levels].sort((a, b) => a - b)).toEqual(levels);
    }
  });

  it("has parseable defaults and greys", () => {
    for (const hex of [...Object.values(DEFAULT_COLORS), ...Object.values(GREYS)]) {
      expect(() => parseColor(hex)).not.toThrow();
    }
  });
});
