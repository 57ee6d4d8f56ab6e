import { describe, expect, it } from "vitest";
import { findPage, matchPath } from "./match";
import { PAGE_PATHS } from "./paths";

describe("matchPath", () => {
  it("matches literal segments in any case, with or without a trailing slash", () => {
    expect(matchPath("/profile/account", "/profile/account")).toEqual({});
    expect(matchPath("/profile/account", "/Profile/ACCOUNT/")).toEqual({});
    expect(matchPath("/profile/account", "/profile")).toBeUndefined();
    expect(matchPath("/profile", "/profile/account")).toBeUndefined();
    expect(matchPath("/_theme", "/_theme")).toEqual({});
  });

  it("reads each parameter from one non-empty segment", () => {
    expect(matchPath("/callouts/:id/map", "/callouts/water-quality/map")).toEqual({
      id: "water-quality",
    });
    expect(matchPath("/callouts/:id", "/callouts/a b")).toEqual({ id: "a b" });
    expect(matchPath("/callouts/:id", "/callouts/")).toBeUndefined();
    expect(matchPath("/callouts/:id", "/callouts/a/b")).toBeUndefined();
  });

  it("matches / for the home page only", () => {
    expect(matchPath("/", "/")).toEqual({});
    expect(matchPath("/", "/x")).toBeUndefined();
  });
});

describe("findPage", () => {
  it("finds the page of every pattern", () => {
    for (const path of PAGE_PATHS) {
      expect(findPage(path.replace(/:\w+/g, "abc"))?.path).toBe(path);
    }
  });

  it("finds nothing for other addresses", () => {
    for (const location of [
      "/no-such-page",
      "/callouts/x/other",
      "/admin/nowhere",
      "/login",
      "/embed",
    ]) {
      expect(findPage(location)).toBeUndefined();
    }
  });
});
