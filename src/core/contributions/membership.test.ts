import { describe, expect, it } from "vitest";
import { isRoleActive, membershipExpiry, membershipStatus } from "./membership";

const now = new Date("2025-06-01T12:00:00Z");
const before = new Date("2025-01-01T00:00:00Z");
const after = new Date("2025-09-01T00:00:00Z");

describe("membershipStatus", () => {
  it("is none without a member role", () => {
    expect(membershipStatus({ memberRole: null, cancelledAt: null, now })).toBe("none");
  });

  it("is none for a role that has not started", () => {
    expect(
      membershipStatus({
        memberRole: { dateAdded: after, dateExpires: null },
        cancelledAt: null,
        now,
      }),
    ).toBe("none");
  });

  it("is active for a current role, with or without an end", () => {
    expect(
      membershipStatus({
        memberRole: { dateAdded: before, dateExpires: after },
        cancelledAt: null,
        now,
      }),
    ).toBe("active");
    expect(
      membershipStatus({
        memberRole: { dateAdded: before, dateExpires: null },
        cancelledAt: null,
        now,
      }),
    ).toBe("active");
  });

  it("is expiring for a current role after the contribution was cancelled", () => {
    expect(
      membershipStatus({
        memberRole: { dateAdded: before, dateExpires: after },
        cancelledAt: before,
        now,
      }),
    ).toBe("expiring");
  });

  it("is expired once the role ended, cancelled or not", () => {
    const ended = { dateAdded: before, dateExpires: new Date("2025-05-31T00:00:00Z") };
    expect(membershipStatus({ memberRole: ended, cancelledAt: null, now })).toBe("expired");
    expect(membershipStatus({ memberRole: ended, cancelledAt: before, now })).toBe("expired");
  });
});

describe("isRoleActive", () => {
  it("includes the first and the last moment", () => {
    expect(isRoleActive({ dateAdded: now, dateExpires: now }, now)).toBe(true);
    expect(isRoleActive({ dateAdded: now, dateExpires: null }, new Date(now.getTime() - 1))).toBe(
      false,
    );
  });
});

describe("membershipExpiry", () => {
  it("adds the grace period to the end of the paid period", () => {
    expect(membershipExpiry(new Date("2025-07-01T00:00:00Z"), 21)).toEqual(
      new Date("2025-07-22T00:00:00Z"),
    );
    expect(membershipExpiry(new Date("2025-07-01T00:00:00Z"), 0)).toEqual(
      new Date("2025-07-01T00:00:00Z"),
    );
  });
});
