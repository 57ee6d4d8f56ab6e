import { describe, expect, it } from "vitest";
import { addDuration, parseDuration } from "./duration";

describe("parseDuration", () => {
  it("reads each unit", () => {
    expect(parseDuration("P1Y2M3DT4H5M6S")).toEqual({
      years: 1,
      months: 2,
      days: 3,
      milliseconds: ((4 * 60 + 5) * 60 + 6) * 1000,
    });
    expect(parseDuration("P2W")).toEqual({ years: 0, months: 0, days: 14, milliseconds: 0 });
    expect(parseDuration("PT90M")).toEqual({
      years: 0,
      months: 0,
      days: 0,
      milliseconds: 90 * 60 * 1000,
    });
  });

  it.each(["", "P", "PT", "1M", "P1.5M", "P-1D", "P1DT", "p1m", "P1M ", "PT1D"])(
    "refuses %j",
    (text) => {
      expect(parseDuration(text)).toBeUndefined();
    },
  );
});

describe("addDuration", () => {
  it("adds calendar months, then days and time", () => {
    const duration = parseDuration("P1M1DT1H");
    if (!duration) throw new Error("not parsed");
    expect(addDuration(new Date("2025-01-31T00:00:00Z"), duration)).toEqual(
      new Date("2025-03-01T01:00:00Z"),
    );
  });
});
