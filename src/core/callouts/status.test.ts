import { describe, expect, it } from "vitest";
import { calloutStatus, isPublished } from "./status";

const NOW = new Date("2025-06-01T12:00:00.000Z");
const at = (iso: string) => new Date(iso);

describe("calloutStatus", () => {
  it("is draft without a start, whatever the end", () => {
    expect(calloutStatus({ starts: null, expires: null }, NOW)).toBe("draft");
    expect(calloutStatus({ starts: null, expires: at("2020-01-01") }, NOW)).toBe("draft");
  });

  it("is scheduled until it starts, then open until it expires, then ended", () => {
    const expires = at("2025-06-02T00:00:00.000Z");
    expect(calloutStatus({ starts: at("2025-06-01T12:00:00.001Z"), expires }, NOW)).toBe(
      "scheduled",
    );
    expect(calloutStatus({ starts: NOW, expires }, NOW)).toBe("open");
    expect(calloutStatus({ starts: at("2025-01-01"), expires: null }, NOW)).toBe("open");
    expect(calloutStatus({ starts: at("2025-01-01"), expires: NOW }, NOW)).toBe("ended");
    expect(calloutStatus({ starts: at("2025-01-01"), expires: at("2025-05-01") }, NOW)).toBe(
      "ended",
    );
  });

  it("publishes open and ended callouts only", () => {
    expect(["draft", "scheduled", "open", "ended"].map((s) => isPublished(s as never))).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });
});
