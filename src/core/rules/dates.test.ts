import { describe, expect, it } from "vitest";
import { formatRelativeDate, parseRelativeDate, parseRuleDate } from "./dates";

describe("relative dates of one unit", () => {
  it("write the contract's form", () => {
    expect(formatRelativeDate({ unit: "d", delta: -30 })).toBe("$now(d:-30)");
    expect(formatRelativeDate({ unit: "M", delta: 7 })).toBe("$now(M:7)");
    expect(formatRelativeDate({ unit: "d", delta: -0 })).toBe("$now(d:0)");
  });

  it("refuse what $now cannot hold", () => {
    expect(formatRelativeDate({ unit: "d", delta: 1.5 })).toBeUndefined();
    expect(formatRelativeDate({ unit: "y", delta: 1_000_000 })).toBeUndefined();
  });

  it("read back what they wrote, and $now alone as today", () => {
    expect(parseRelativeDate("$now(d:-30)")).toEqual({ unit: "d", delta: -30 });
    expect(parseRelativeDate(" $now( y : +2 ) ")).toEqual({ unit: "y", delta: 2 });
    expect(parseRelativeDate("$now(d:-0)")).toEqual({ unit: "d", delta: 0 });
    expect(parseRelativeDate("$now")).toEqual({ unit: "d", delta: 0 });
  });

  it("leave dates and expressions of several units alone", () => {
    expect(parseRelativeDate("2024-05-03")).toBeUndefined();
    expect(parseRelativeDate("$now(M:-3,d:1)")).toBeUndefined();
    expect(parseRelativeDate("$now()")).toBeUndefined();
  });

  it("stand for the day they name", () => {
    const now = new Date("2026-04-30T15:00:00Z");
    const value = formatRelativeDate({ unit: "d", delta: -30 })!;
    expect(parseRuleDate(value, now)?.start.toISOString()).toBe("2026-03-31T00:00:00.000Z");
  });
});
