import { describe, expect, it } from "vitest";
import { chartDays } from "./daily-counts";

const NOW = new Date("2026-03-10T12:00:00Z");

describe("chartDays", () => {
  it("runs from the start to today while open", () => {
    expect(chartDays({ starts: "2026-03-08T20:00:00Z", expires: null }, NOW)).toEqual([
      "2026-03-08",
      "2026-03-09",
      "2026-03-10",
    ]);
  });

  it("stops at the end of an ended callout, and keeps the last month of a long one", () => {
    expect(
      chartDays({ starts: "2026-01-01T00:00:00Z", expires: "2026-03-05T09:00:00Z" }, NOW, 3),
    ).toEqual(["2026-03-03", "2026-03-04", "2026-03-05"]);
    expect(chartDays({ starts: "2025-01-01T00:00:00Z", expires: null }, NOW)).toHaveLength(30);
  });

  it("has no days before a callout opens", () => {
    expect(chartDays({ starts: null, expires: null }, NOW)).toEqual([]);
    expect(chartDays({ starts: "2026-03-11T00:00:00Z", expires: null }, NOW)).toEqual([]);
  });
});
