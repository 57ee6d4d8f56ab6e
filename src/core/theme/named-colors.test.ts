import { describe, expect, it } from "vitest";
import { parseColor } from "./color";
import { NAMED_COLORS } from "./named-colors";

const names = Object.keys(NAMED_COLORS);

describe("NAMED_COLORS", () => {
  it("holds the 148 names of CSS Color 4", () => {
    expect(names).toHaveLength(148);
    expect(new Set(names).size).toBe(148);
  });

  it("stores lower-case names and six hex digits", () => {
    for (const [name, hex] of Object.entries(NAMED_COLORS)) {
      expect(name).toMatch(/^[a-z]+$/);
      expect(hex).toMatch(/^[0-9a-f]{6}$/);
    }
  });

  it("leaves transparent to the parser, since it has an alpha", () => {
    expect(names).not.toContain("transparent");
  });

  it.each([
    ["aliceblue", "f0f8ff"],
    ["black", "000000"],
    ["white", "ffffff"],
    ["rebeccapurple", "663399"],
    ["cornflowerblue", "6495ed"],
    ["lightgoldenrodyellow", "fafad2"],
    ["mediumspringgreen", "00fa9a"],
    ["yellowgreen", "9acd32"],
    ["aqua", "00ffff"],
    ["cyan", "00ffff"],
    ["fuchsia", "ff00ff"],
    ["magenta", "ff00ff"],
  ])("maps %s to #%s", (name, hex) => {
    expect(NAMED_COLORS[name]).toBe(hex);
  });

  it.each([
    "darkgray",
    "darkslategray",
    "dimgray",
    "gray",
    "lightgray",
    "lightslategray",
    "slategray",
  ])("spells %s both ways", (name) => {
    expect(NAMED_COLORS[name.replace("gray", "grey")]).toBe(NAMED_COLORS[name]);
  });

  it("has every name parse to its value", () => {
    for (const [name, hex] of Object.entries(NAMED_COLORS)) {
      expect(parseColor(name)).toEqual(parseColor(`#${hex}`));
    }
  });
});
