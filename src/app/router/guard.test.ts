import { msg } from "@lingui/core/macro";
import { describe, expect, it } from "vitest";
import type { CurrentUser } from "@core/contacts";
import { guardRoute, homePath, safeNextPath, type GuardContext } from "./guard";
import type { AppRoute } from "./types";

const page = () => null;
const route = (extra: Partial<AppRoute>): AppRoute => ({
  path: "/profile",
  page,
  title: msg`Test`,
  layout: "Dashboard",
  access: "login",
  ...extra,
});
const user = (activeRoles: CurrentUser["activeRoles"], isReviewer = false): CurrentUser => ({
  id: "c1",
  email: "a@b.org",
  firstname: "",
  lastname: "",
  displayName: "a@b.org",
  joined: "2024-03-01T10:00:00.000Z",
  activeRoles,
  isReviewer,
});
const context = (extra: Partial<GuardContext> = {}): GuardContext => ({
  user: null,
  location: "/x?y=1",
  embedded: false,
  reviewerOnly: false,
  ...extra,
});

describe("guardRoute", () => {
  it("lets anyone open public pages", () => {
    expect(guardRoute(route({ access: "public" }), context())).toEqual({ action: "render" });
  });

  it("sends visitors who are not signed in to the login page with the path as next", () => {
    expect(guardRoute(route({}), context())).toEqual({
      action: "redirect",
      to: "/auth/login?next=%2Fx%3Fy%3D1",
    });
  });

  it("sends members away from admin pages with the forbidden notice", () => {
    const admin = route({ access: "admin" });
    expect(guardRoute(admin, context({ user: user(["member"]) }))).toEqual({
      action: "redirect",
      to: "/",
      forbidden: true,
    });
    expect(guardRoute(admin, context({ user: user(["admin"]) }))).toEqual({ action: "render" });
    expect(guardRoute(admin, context({ user: user(["superadmin"]) }))).toEqual({
      action: "render",
    });
  });

  it("opens reviewer pages to reviewers and admins, superadmin pages to superadmins", () => {
    const reviewing = route({ access: "reviewer" });
    const forbidden = { action: "redirect", to: "/", forbidden: true };
    expect(guardRoute(reviewing, context({ user: user(["member"]) }))).toEqual(forbidden);
    expect(guardRoute(reviewing, context({ user: user([], true) }))).toEqual({ action: "render" });
    expect(guardRoute(reviewing, context({ user: user(["admin"]) }))).toEqual({
      action: "render",
    });
    const top = route({ access: "superadmin" });
    expect(guardRoute(top, context({ user: user(["admin"]) }))).toEqual(forbidden);
    expect(guardRoute(top, context({ user: user(["superadmin"]) }))).toEqual({ action: "render" });
  });

  it("refuses pages not marked embeddable inside a frame, even public ones", () => {
    expect(guardRoute(route({ access: "public" }), context({ embedded: true }))).toEqual({
      action: "frame-blocked",
    });
    expect(
      guardRoute(route({ access: "public", embeddable: true }), context({ embedded: true })),
    ).toEqual({ action: "render" });
  });

  it("hides pages in reviewer-only mode", () => {
    const join = route({ access: "public", hiddenInReviewerOnly: true });
    expect(guardRoute(join, context({ reviewerOnly: true }))).toEqual({ action: "not-found" });
    expect(guardRoute(join, context())).toEqual({ action: "render" });
  });
});

describe("homePath", () => {
  it("follows the / redirect rules", () => {
    expect(homePath(user(["admin"]), false)).toBe("/admin");
    expect(homePath(user(["superadmin"]), true)).toBe("/admin");
    expect(homePath(user(["member"], true), true)).toBe("/admin/callouts");
    expect(homePath(user(["member"], true), false)).toBe("/profile");
    expect(homePath(user([]), false)).toBe("/profile");
  });
});

describe("safeNextPath", () => {
  it("accepts only paths of this site", () => {
    expect(safeNextPath("/profile?x=1")).toBe("/profile?x=1");
    expect(safeNextPath("//evil.org/x")).toBeUndefined();
    expect(safeNextPath("/\\evil.org")).toBeUndefined();
    expect(safeNextPath("https://evil.org")).toBeUndefined();
    expect(safeNextPath("")).toBeUndefined();
    expect(safeNextPath(null)).toBeUndefined();
  });
});
