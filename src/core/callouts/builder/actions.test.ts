import { describe, expect, it } from "vitest";
import { builderActions, datesFor } from "./actions";
import { isoToLocalInput } from "./dates";

const NOW = new Date("2026-03-01T12:00:00Z");
const later = isoToLocalInput("2026-04-01T09:30:00.000Z");
const earlier = isoToLocalInput("2026-02-01T09:30:00.000Z");

describe("the builder's status actions", () => {
  it("publish a draft now, or schedule it when its start is ahead", () => {
    const draft = (startMode: "publish" | "date", starts = "") =>
      builderActions("draft", { startMode, starts }, NOW);
    expect(draft("publish")).toEqual({ primary: "publish", secondary: "saveDraft" });
    expect(draft("date", later)).toEqual({ primary: "schedule", secondary: "saveDraft" });
    expect(draft("date", earlier)).toEqual({ primary: "publish", secondary: "saveDraft" });
    expect(builderActions("new", { startMode: "date", starts: later }, NOW).primary).toBe(
      "schedule",
    );
  });

  it("update what is scheduled or published, and take it back to a draft", () => {
    expect(builderActions("scheduled", { startMode: "date", starts: later }, NOW)).toEqual({
      primary: "update",
      secondary: "revert",
    });
    expect(builderActions("scheduled", { startMode: "publish", starts: "" }, NOW).primary).toBe(
      "publish",
    );
    for (const status of ["open", "ended"] as const) {
      expect(builderActions(status, { startMode: "date", starts: earlier }, NOW)).toEqual({
        primary: "update",
        secondary: "revert",
      });
    }
  });

  it("send the dates each action is about", () => {
    const values = {
      startMode: "date" as const,
      starts: later,
      endMode: "date" as const,
      expires: later,
    };
    const stored = { starts: null, expires: null };
    const iso = new Date(later).toISOString();
    expect(datesFor("saveDraft", "draft", values, stored)).toEqual({ starts: null, expires: iso });
    expect(datesFor("publish", "draft", values, stored)).toEqual({ starts: "now", expires: iso });
    expect(datesFor("schedule", "draft", values, stored)).toEqual({ starts: iso, expires: iso });
    expect(datesFor("update", "scheduled", values, stored)).toEqual({ starts: iso, expires: iso });
    expect(datesFor("update", "open", values, stored)).toEqual({ expires: iso });
    expect(datesFor("revert", "open", values, stored)).toEqual({ starts: null, expires: null });
    expect(
      datesFor("publish", "draft", { ...values, endMode: "never" }, stored).expires,
    ).toBeNull();
  });

  it("send a stored date unchanged while its field shows it, to the millisecond", () => {
    const stored = { starts: "2026-04-01T09:30:42.123Z", expires: "2026-05-01T09:30:42.123Z" };
    const values = {
      startMode: "date" as const,
      starts: isoToLocalInput(stored.starts),
      endMode: "date" as const,
      expires: isoToLocalInput(stored.expires),
    };
    expect(datesFor("update", "scheduled", values, stored)).toEqual(stored);
  });
});
