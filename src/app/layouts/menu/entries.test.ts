import { describe, expect, it } from "vitest";
import type { CurrentUser } from "../../../core/contacts";
import { routes } from "../../routes";
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
const settings: MenuSettings = { reviewerOnly: false };
const paths = (u: CurrentUser, s: MenuSettings = settings) =>
  menuFor(u, s, routes).map((section) => section.entries.map((entry) => entry.path));

describe("menuFor", () => {
  it("gives members their own pages only", () => {
    expect(paths(user(["member"]))).toEqual([
      ["/profile", "/callouts", "/profile/contribution", "/profile/account"],
    ]);
  });

  it("adds the administration section for admins and superadmins", () => {
    const admin = ["/admin", "/admin/notices", "/admin/settings"];
    expect(paths(user(["admin"]))[1]).toEqual(admin);
    expect(paths(user(["superadmin"]))[1]).toEqual(admin);
  });

  it("lists only pages the person may open, by the route table's access", () => {
    const table = [
      { path: "/profile", access: "login" },
      { path: "/admin", access: "reviewer" },
      { path: "/admin/settings", access: "superadmin" },
    ] as const;
    const entries = (u: CurrentUser) =>
      menuFor(u, settings, table).flatMap((section) => section.entries.map((e) => e.path));
    expect(entries(user(["member"]))).toEqual(["/profile"]);
    expect(entries(user(["member"], true))).toEqual(["/profile", "/admin"]);
    expect(entries(user(["admin"]))).toEqual(["/profile", "/admin"]);
    expect(entries(user(["superadmin"]))).toEqual(["/profile", "/admin", "/admin/settings"]);
  });

  it("keeps reviewer-only mode to reviewing", () => {
    expect(paths(user(["member"], true), { reviewerOnly: true })).toEqual([["/profile/account"]]);
    expect(paths(user(["admin"]), { reviewerOnly: true })).toEqual([
      ["/profile/account"],
      ["/admin", "/admin/notices", "/admin/settings"],
    ]);
  });
});
