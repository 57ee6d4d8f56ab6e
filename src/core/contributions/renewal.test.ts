import { describe, expect, it } from "vitest";
import { renewalDate } from "./renewal";

const now = new Date("2025-06-10T12:00:00Z");

describe("renewalDate", () => {
  it("is the end of the member role less the grace period", () => {
    expect(
      renewalDate({
        memberRole: {
          dateAdded: new Date("2025-01-01T00:00:00Z"),
          dateExpires: new Date("2025-07-22T00:00:00Z"),
        },
        period: "monthly",
        graceDays: 21,
        now,
      }),
    ).toEqual(new Date("2025-07-01T00:00:00Z"));
  });

  it("is capped at one period from now", () => {
    expect(
      renewalDate({
        memberRole: {
          dateAdded: new Date("2025-01-01T00:00:00Z"),
          dateExpires: new Date("2027-01-01T00:00:00Z"),
        },
        period: "monthly",
        graceDays: 21,
        now,
      }),
    ).toEqual(new Date("2025-07-10T12:00:00Z"));
    expect(
      renewalDate({
        memberRole: {
          dateAdded: new Date("2025-01-01T00:00:00Z"),
          dateExpires: new Date("2027-01-01T00:00:00Z"),
        },
        period: "annually",
        graceDays: 0,
        now,
      }),
    ).toEqual(new Date("2026-06-10T12:00:00Z"));
  });

  it("is the next anniversary of the start for an annual membership without an end", () => {
    expect(
      renewalDate({
        memberRole: { dateAdded: new Date("2023-09-01T00:00:00Z"), dateExpires: null },
        period: "annually",
        graceDays: 21,
        now,
      }),
    ).toEqual(new Date("2025-09-01T00:00:00Z"));
    // This year's anniversary has passed: next year's.
    expect(
      renewalDate({
        memberRole: { dateAdded: new Date("2023-02-01T00:00:00Z"), dateExpires: null },
        period: "annually",
        graceDays: 21,
        now,
      }),
    ).toEqual(new Date("2026-02-01T00:00:00Z"));
  });

  it("is a month from now for a monthly membership without an end", () => {
    expect(
      renewalDate({
        memberRole: { dateAdded: new Date("2023-09-01T00:00:00Z"), dateExpires: null },
        period: "monthly",
        graceDays: 21,
        now,
      }),
    ).toEqual(new Date("2025-07-10T12:00:00Z"));
  });
});
