import { describe, expect, it } from "vitest";
import { niceScale } from "./scale";

describe("niceScale", () => {
  it("rounds the top of the axis up to a value that reads well", () => {
    expect(niceScale(7)).toEqual({ top: 8, ticks: [0, 2, 4, 6, 8] });
    expect(niceScale(130)).toEqual({ top: 150, ticks: [0, 50, 100, 150] });
    expect(niceScale(1204).top).toBe(1500);
    expect(niceScale(3)).toEqual({ top: 3, ticks: [0, 1, 2, 3] });
  });

  it("keeps counts whole and draws an axis for nothing at all", () => {
    expect(niceScale(1)).toEqual({ top: 1, ticks: [0, 1] });
    expect(niceScale(0)).toEqual({ top: 1, ticks: [0, 1] });
    expect(niceScale(0.6).ticks).toEqual([0, 0.2, 0.4, 0.6]);
  });
});
