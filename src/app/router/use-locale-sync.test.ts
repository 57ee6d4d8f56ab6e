import { describe, expect, it } from "vitest";
import { isMembershipPath } from "./use-locale-sync";

describe("isMembershipPath", () => {
  it("loads the join catalog where the join form's words show", () => {
    expect(isMembershipPath("/join")).toBe(true);
    expect(isMembershipPath("/profile/contribution/cancel")).toBe(true);
    // The staff's contribution tab names payment methods ("Card") from that catalog.
    expect(
      isMembershipPath("/admin/contacts/1b4e28ba-2fa1-11d2-883f-0016d3cca427/contribution"),
    ).toBe(true);
  });

  it("leaves it out elsewhere", () => {
    expect(isMembershipPath("/admin/contacts/1b4e28ba-2fa1-11d2-883f-0016d3cca427")).toBe(false);
    expect(isMembershipPath("/admin/contacts")).toBe(false);
    expect(isMembershipPath("/profile")).toBe(false);
  });
});
