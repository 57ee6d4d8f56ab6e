import { describe, expect, it } from "vitest";
import { formatHex, parseHexColor } from "./hex";

describe("parseHexColor", () => {
  it("reads 3, 4, 6 and 8 digits in any case, around whitespace", () => {
    expect(parseHexColor("#f80")).toEqual({ r: 255, g: 136, b: 0, a: 1 });
    expect(parseHexColor(" #FF880080 ")).toEqual({ r: 255, g: 136, b: 0, a: 128 / 255 });
    expect(parseHexColor("#0000")).toEqual({ r: 0, g: 0, b: 0, a: 0 });
  });

  it("rejects everything else", () => {
    for (const input of ["red", "rgb(1, 2, 3)", "f80", "#12345", "#ggg", ""]) {
      expect(() => parseHexColor(input)).toThrow("Failed to parse color");
    }
  });
});

describe("formatHex", () => {
  it("writes six digits for opaque colours and eight otherwise", () => {
    expect(formatHex({ r: 1, g: 171, b: 255, a: 1 })).toBe("#01abff");
    expect(formatHex({ r: 0, g: 128, b: 0, a: 0.5 })).toBe("#00800080");
  });

  it("round-trips through parseHexColor", () => {
    expect(parseHexColor(formatHex({ r: 10, g: 20, b: 30, a: 1 }))).toEqual({
      r: 10,
      g: 20,
      b: 30,
      a: 1,
    });
  });
});
