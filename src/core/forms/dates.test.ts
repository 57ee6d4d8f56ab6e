import { describe, expect, it } from "vitest";
import { parseDateSpan } from "./dates";

const NOW = new Date("2024-01-31T15:45:30Z");
const iso = (time: number) => new Date(time).toISOString();
const span = (value: string) => {
  const found = parseDateSpan(value, NOW);
  return found && [iso(found.start), iso(found.end)];
};

describe("parseDateSpan", () => {
  it("reads years before 100 as written, not as 19xx", () => {
    const span = parseDateSpan("0050-01-01");
    expect(new Date(span!.start).getUTCFullYear()).toBe(50);
    const longAgo = parseDateSpan("$now(y:-2000)", new Date("2026-06-15T00:00:00Z"));
    expect(new Date(longAgo!.start).getUTCFullYear()).toBe(26);
  });

  it("reads a date as its whole day, in UTC", () => {
    expect(span("2024-05-01")).toEqual(["2024-05-01T00:00:00.000Z", "2024-05-02T00:00:00.000Z"]);
  });

  it("reads a date and time as that moment, with or without a zone", () => {
    expect(span("2024-05-01T10:30")?.[0]).toBe("2024-05-01T10:30:00.000Z");
    expect(span("2024-05-01 10:30:15.5")?.[0]).toBe("2024-05-01T10:30:15.500Z");
    expect(span("2024-05-01T10:30+02:00")?.[0]).toBe("2024-05-01T08:30:00.000Z");
    expect(span("2024-05-01T10:30-01:30")?.[0]).toBe("2024-05-01T12:00:00.000Z");
  });

  it("reads $now alone as today", () => {
    expect(span("$now")).toEqual(["2024-01-31T00:00:00.000Z", "2024-02-01T00:00:00.000Z"]);
    expect(span("$now()")).toEqual(span("$now"));
  });

  it("moves by each unit and truncates to the finest one named", () => {
    expect(span("$now(d:-1)")?.[0]).toBe("2024-01-30T00:00:00.000Z");
    expect(span("$now(y:1)")).toEqual(["2025-01-01T00:00:00.000Z", "2026-01-01T00:00:00.000Z"]);
    expect(span("$now(M:1)")).toEqual(["2024-02-01T00:00:00.000Z", "2024-03-01T00:00:00.000Z"]);
    expect(span("$now(h:2)")).toEqual(["2024-01-31T17:00:00.000Z", "2024-01-31T18:00:00.000Z"]);
    expect(span("$now(m:-5)")?.[0]).toBe("2024-01-31T15:40:00.000Z");
    expect(span("$now(s:10)")).toEqual(["2024-01-31T15:45:40.000Z", "2024-01-31T15:45:41.000Z"]);
    expect(span("$now(M:-3,d:1)")?.[0]).toBe("2023-11-01T00:00:00.000Z");
    expect(span("$now( d : +2 , h : 0 )")?.[0]).toBe("2024-02-02T15:00:00.000Z");
  });

  it.each([
    "",
    "2024",
    "2024-5-1",
    "2024-02-30",
    "2024-05-01T10",
    "2024-05-01T10:30+25:00",
    "$now(x:1)",
    "$now(d:1,)",
    "$now d:1",
    "now",
    "$now(d:1.5)",
  ])("refuses %j", (value) => {
    expect(parseDateSpan(value, NOW)).toBeUndefined();
  });
});
