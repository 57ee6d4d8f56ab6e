import { describe, expect, it } from "vitest";
import { formatRgbTriple } from "./rgba";

describe("formatRgbTriple", () => {
  it("writes the channels as a comma-separated triple", () => {
    expect(formatRgbTriple({ r: 38, g: 36, b: 83, a: 1 })).toBe("38, 36, 83");
  });

  it("drops alpha, which CSS adds back with rgba(var(--c-x), alpha)", () => {
    expect(formatRgbTriple({ r: 0, g: 0, b: 0, a: 0.5 })).toBe("0, 0, 0");
  });
});
