import { describe, expect, it } from "vitest";
import { stepsBack } from "./steps-back";

describe("stepsBack", () => {
  it("goes back past the provider's pages to the article", () => {
    // Article at length 3; the checkout and the return page came after it.
    expect(stepsBack("3", 5)).toBe(2);
  });

  it("goes nowhere for an address the frame did not make", () => {
    expect(stepsBack(undefined, 5)).toBeUndefined();
    expect(stepsBack("5", 5)).toBeUndefined();
    expect(stepsBack("-3", 5)).toBeUndefined();
    expect(stepsBack("x", 5)).toBeUndefined();
    expect(stepsBack("1", 40)).toBeUndefined();
  });
});
