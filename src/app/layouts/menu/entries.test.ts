import { describe, expect, it } from "vitest";
import type { CurrentUser } from "../../../core/contacts";
import { menuFor, type MenuSettings } from "./entries";

const user = (activeRoles: CurrentUser["activeRoles"], isReviewer = false): CurrentUser => ({
  id: "c1",
  email: "a@b.org",
  firstname: "A",
  lastname: "B",
  displayName: "A B",
  joined: "2024-03-01T10:00:00.000Z",
  activeRoles,
  isReviewer,
});
const settings: MenuSettings = { hideContribution: false, reviewerOnly: false };
const hrefs = (u: CurrentUser, s: MenuSettings = settings) =>
  menuFor(u, s).map((section) => section.entries.map((entry) => entry.href));

describe("menuFor", () => {
  it("gives members their own pages only", () => {
    expect(hrefs(user(["member"]))).toEqual([
      ["/profile", "/callouts", "/profile/contribution", "/profile/account"],
    ]);
  });

  it("adds the administration section for admins and superadmins", () => {
    const admin = [
      "/admin",
      "/admin/contacts",
      "/admin/callouts",
      "/admin/notices",
      "/admin/payments",
      "/admin/membership-builder",
      "/admin/settings",
    ];
    expect(hrefs(user(["admin"]))[1]).toEqual(admin);
    expect(hrefs(user(["superadmin"]))[1]).toEqual(admin);
  });

  it("gives reviewers the admin callouts list", () => {
    expect(hrefs(user(["member"], true))[1]).toEqual(["/admin/callouts"]);
  });

  it("hides the contribution when the organisation hides it", () => {
    expect(hrefs(user(["member"]), { ...settings, hideContribution: true })[0]).not.toContain(
      "/profile/contribution",
    );
  });

  it("keeps reviewer-only mode to reviewing", () => {
    expect(hrefs(user(["member"], true), { ...settings, reviewerOnly: true })).toEqual([
      ["/profile/account"],
      ["/admin/callouts"],
    ]);
    expect(hrefs(user(["admin"]), { ...settings, reviewerOnly: true })[1]).toEqual([
      "/admin",
      "/admin/contacts",
      "/admin/callouts",
      "/admin/payments",
      "/admin/settings",
    ]);
  });
});
