import { describe, expect, it } from "vitest";
import { percentChange } from "./figures";

describe("percentChange", () => {
  it("gives the rise or fall as a whole percentage", () => {
    expect(percentChange(150, 100)).toBe(50);
    expect(percentChange(75, 100)).toBe(-25);
    expect(percentChange(100, 100)).toBe(0);
    expect(percentChange(1, 3)).toBe(-67);
  });

  it("has nothing to say without a value before, or now", () => {
    expect(percentChange(5, 0)).toBeNull();
    expect(percentChange(5, null)).toBeNull();
    expect(percentChange(null, 10)).toBeNull();
  });
});
