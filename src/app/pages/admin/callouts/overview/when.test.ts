import { i18n } from "@lingui/core";
import { beforeAll, describe, expect, it } from "vitest";
import { dateRange, whenSentence } from "./when";

const NOW = new Date("2026-03-10T12:00:00Z");

beforeAll(() => i18n.loadAndActivate({ locale: "en", messages: {} }));

describe("whenSentence", () => {
  it("says when a callout opens, ends or ended", () => {
    const at = (
      starts: string | null,
      expires: string | null,
      status: "draft" | "scheduled" | "open" | "ended",
    ) => whenSentence({ starts, expires, status }, i18n, NOW);
    expect(at(null, null, "draft")).toBe("Not published yet");
    expect(at("2026-03-13T12:00:00Z", null, "scheduled")).toBe("Opens in 3 days");
    expect(at("2026-03-01T12:00:00Z", "2026-03-10T17:00:00Z", "open")).toBe("Ends in 5 hours");
    expect(at("2026-03-01T12:00:00Z", null, "open")).toBe("Open with no end date");
    expect(at("2026-03-01T12:00:00Z", "2026-03-08T12:00:00Z", "ended")).toBe("Ended 2 days ago");
  });
});

describe("dateRange", () => {
  it("gives the dates a callout is open, or from when", () => {
    expect(dateRange({ starts: null, expires: null }, i18n)).toBe("");
    expect(dateRange({ starts: "2026-03-01T12:00:00Z", expires: null }, i18n)).toMatch(
      /^From Mar 1, 2026/,
    );
    expect(
      dateRange({ starts: "2026-03-01T12:00:00Z", expires: "2026-04-01T12:00:00Z" }, i18n),
    ).toMatch(/^Mar 1, 2026, .* to Apr 1, 2026, /);
  });
});
