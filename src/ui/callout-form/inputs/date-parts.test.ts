import { describe, expect, it } from "vitest";
import { parseDateSpan } from "@core/forms/dates";
import { joinDate, partOrder, splitDate } from "./date-parts";

describe("date parts", () => {
  it("come in the order the locale writes dates", () => {
    expect(partOrder("en-GB")).toEqual(["day", "month", "year"]);
    expect(partOrder("en-US")).toEqual(["month", "day", "year"]);
    expect(partOrder(["de"])).toEqual(["day", "month", "year"]);
  });

  it("make the answer from what was typed, and give it back as fields", () => {
    const parts = { day: "1", month: "5", year: "2024", time: "" };
    expect(joinDate(parts, false)).toBe("2024-05-01");
    expect(joinDate({ ...parts, time: "09:30" }, true)).toBe("2024-05-01T09:30");
    expect(splitDate("2024-05-01T09:30")).toEqual({ ...parts, time: "09:30" });
    expect(joinDate({ day: "", month: "", year: "", time: "" }, true)).toBeUndefined();
  });

  it("keep a half-typed or impossible date as an answer the rules refuse", () => {
    for (const parts of [
      { day: "31", month: "2", year: "2024", time: "" },
      { day: "1", month: "", year: "2024", time: "" },
      { day: "1", month: "5", year: "24", time: "" },
    ]) {
      const answer = joinDate(parts, false);
      expect(answer).toBeDefined();
      expect(parseDateSpan(answer!)).toBeUndefined();
    }
    expect(
      parseDateSpan(joinDate({ day: "1", month: "5", year: "2024", time: "" }, true)!),
    ).toBeUndefined();
  });
});
