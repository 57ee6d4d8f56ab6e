import { i18n } from "@lingui/core";
import { beforeAll, describe, expect, it } from "vitest";
import { relativeTime } from "./relative-time";

const NOW = new Date("2026-03-10T12:00:00Z");
const at = (offsetMs: number) => new Date(NOW.getTime() + offsetMs);
const HOUR = 3600_000;

beforeAll(() => i18n.loadAndActivate({ locale: "en", messages: {} }));

describe("relativeTime", () => {
  it("says how far off a date is in the largest unit that fits", () => {
    expect(relativeTime(at(3 * 24 * HOUR), i18n, NOW)).toBe("in 3 days");
    expect(relativeTime(at(-2 * HOUR), i18n, NOW)).toBe("2 hours ago");
    expect(relativeTime(at(-40 * 24 * HOUR), i18n, NOW)).toBe("last month");
    expect(relativeTime(at(30_000), i18n, NOW)).toBe("this minute");
  });

  it("speaks the active locale", () => {
    i18n.loadAndActivate({ locale: "de", messages: {} });
    expect(relativeTime(at(2 * 24 * HOUR), i18n, NOW)).toBe("übermorgen");
    i18n.loadAndActivate({ locale: "en", messages: {} });
  });
});
