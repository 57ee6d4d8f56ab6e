import { describe, expect, it } from "vitest";
import { latestDue, nextDue } from "./schedule";

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();

describe("due times", () => {
  it("fall on multiples of N minutes, the same for every server", () => {
    const every = { minutes: 15 };
    expect(iso(latestDue(every, at("2030-05-01T10:14:59.999Z")))).toBe("2030-05-01T10:00:00.000Z");
    expect(iso(latestDue(every, at("2030-05-01T10:15:00Z")))).toBe("2030-05-01T10:15:00.000Z");
    expect(iso(nextDue(every, at("2030-05-01T10:15:00Z")))).toBe("2030-05-01T10:30:00.000Z");
    expect(iso(nextDue(every, at("2030-05-01T23:59:00Z")))).toBe("2030-05-02T00:00:00.000Z");
  });

  it("fall once a day at a time of day in UTC", () => {
    const every = { dailyAt: "07:30" };
    expect(iso(latestDue(every, at("2030-05-01T07:29:00Z")))).toBe("2030-04-30T07:30:00.000Z");
    expect(iso(latestDue(every, at("2030-05-01T07:30:00Z")))).toBe("2030-05-01T07:30:00.000Z");
    expect(iso(nextDue(every, at("2030-05-01T07:30:00Z")))).toBe("2030-05-02T07:30:00.000Z");
    expect(iso(latestDue({ dailyAt: "00:00" }, at("2030-05-01T00:00:00Z")))).toBe(
      "2030-05-01T00:00:00.000Z",
    );
  });

  it("refuse schedules that mean nothing", () => {
    expect(() => latestDue({ minutes: 0 }, 0)).toThrow(/whole number/);
    expect(() => latestDue({ minutes: 2.5 }, 0)).toThrow(/whole number/);
    expect(() => latestDue({ dailyAt: "7:30" }, 0)).toThrow(/HH:MM/);
    expect(() => latestDue({ dailyAt: "24:00" }, 0)).toThrow(/HH:MM/);
  });
});
