import { describe, expect, it } from "vitest";
import type { CurrentUser } from "@core/contacts";
import { routes } from "../../routes";
import { currentEntry, menuFor, type MenuSettings } from "./entries";

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
    const admin = [
      "/admin",
      "/admin/callouts",
      "/admin/contacts",
      "/admin/payments",
      "/admin/notices",
      "/admin/membership-builder",
      "/admin/settings",
    ];
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

  it("gives reviewers the callouts they review, and no other administration", () => {
    expect(paths(user(["member"], true))).toEqual([
      ["/profile", "/callouts", "/profile/contribution", "/profile/account"],
      ["/admin/callouts"],
    ]);
  });

  it("keeps reviewer-only mode to reviewing", () => {
    expect(paths(user(["member"], true), { reviewerOnly: true })).toEqual([
      ["/profile/account"],
      ["/admin/callouts"],
    ]);
    expect(paths(user(["admin"]), { reviewerOnly: true })).toEqual([
      ["/profile/account"],
      ["/admin", "/admin/callouts", "/admin/contacts", "/admin/notices", "/admin/settings"],
    ]);
  });

  it("marks the entry a page is under: the one whose address holds most of it", () => {
    const sections = menuFor(user(["admin"]), settings, routes);
    expect(currentEntry(sections, "/admin/callouts/view/abc/responses")).toBe("/admin/callouts");
    expect(currentEntry(sections, "/admin")).toBe("/admin");
    expect(currentEntry(sections, "/admin/ui-toolkit")).toBeUndefined();
    expect(currentEntry(sections, "/admin/settings/theme")).toBe("/admin/settings");
    expect(currentEntry(sections, "/admin/notices/view/abc")).toBe("/admin/notices");
    expect(currentEntry(sections, "/admin/contacts/abc")).toBe("/admin/contacts");
    expect(currentEntry(sections, "/profile/account")).toBe("/profile/account");
    expect(currentEntry(sections, "/callouts/abc")).toBe("/callouts");
    expect(currentEntry(sections, "/auth/login")).toBeUndefined();
  });
});
