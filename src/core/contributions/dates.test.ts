import { describe, expect, it } from "vitest";
import { addDays, addMonths, addPeriods, wholeMonthsBetween } from "./dates";

const at = (iso: string) => new Date(iso);

describe("addMonths", () => {
  it("keeps the day and the time of day", () => {
    expect(addMonths(at("2025-03-15T10:30:00Z"), 1)).toEqual(at("2025-04-15T10:30:00Z"));
    expect(addMonths(at("2025-03-15T10:30:00Z"), 12)).toEqual(at("2026-03-15T10:30:00Z"));
  });

  it("crosses years both ways", () => {
    expect(addMonths(at("2025-11-02T00:00:00Z"), 3)).toEqual(at("2026-02-02T00:00:00Z"));
    expect(addMonths(at("2025-01-02T00:00:00Z"), -1)).toEqual(at("2024-12-02T00:00:00Z"));
  });

  it("ends on the last day of a shorter month", () => {
    expect(addMonths(at("2025-01-31T09:00:00Z"), 1)).toEqual(at("2025-02-28T09:00:00Z"));
    expect(addMonths(at("2024-01-31T09:00:00Z"), 1)).toEqual(at("2024-02-29T09:00:00Z"));
    expect(addMonths(at("2024-02-29T09:00:00Z"), 12)).toEqual(at("2025-02-28T09:00:00Z"));
  });
});

describe("addPeriods", () => {
  it("counts from the start, so a 31st stays the 31st where it can", () => {
    const start = at("2025-01-31T00:00:00Z");
    expect(addPeriods(start, "monthly", 1)).toEqual(at("2025-02-28T00:00:00Z"));
    expect(addPeriods(start, "monthly", 2)).toEqual(at("2025-03-31T00:00:00Z"));
    expect(addPeriods(start, "annually")).toEqual(at("2026-01-31T00:00:00Z"));
  });
});

describe("addDays", () => {
  it("adds whole days", () => {
    expect(addDays(at("2025-01-31T00:00:00Z"), 21)).toEqual(at("2025-02-21T00:00:00Z"));
  });
});

describe("wholeMonthsBetween", () => {
  it("is 0 when the end is not later", () => {
    expect(wholeMonthsBetween(at("2025-05-01T00:00:00Z"), at("2025-05-01T00:00:00Z"))).toBe(0);
    expect(wholeMonthsBetween(at("2025-05-01T00:00:00Z"), at("2025-04-01T00:00:00Z"))).toBe(0);
  });

  it("counts only whole months", () => {
    expect(wholeMonthsBetween(at("2025-01-15T00:00:00Z"), at("2025-02-14T23:59:59Z"))).toBe(0);
    expect(wholeMonthsBetween(at("2025-01-15T00:00:00Z"), at("2025-02-15T00:00:00Z"))).toBe(1);
    expect(wholeMonthsBetween(at("2025-01-15T12:00:00Z"), at("2026-01-15T11:00:00Z"))).toBe(11);
    expect(wholeMonthsBetween(at("2025-01-15T12:00:00Z"), at("2026-01-15T12:00:00Z"))).toBe(12);
  });

  it("counts the month from the 31st to the end of February as whole", () => {
    expect(wholeMonthsBetween(at("2025-01-31T00:00:00Z"), at("2025-02-28T00:00:00Z"))).toBe(1);
  });
});
