import { describe, expect, it } from "vitest";
import { calloutFramePage, dashboardPage } from "./page-paths";

describe("dashboardPage", () => {
  it.each(["/", "/profile", "/callouts", "/auth/login", "/auth/reset-password/abc", "/_theme"])(
    "knows %s",
    (path) => {
      expect(dashboardPage(path)).toEqual({});
    },
  );

  it.each([
    ["/callouts/water", "water"],
    ["/callouts/water/respond", "water"],
    ["/callouts/water/thanks", "water"],
    ["/callouts/water/gallery", "water"],
    ["/callouts/water/map", "water"],
    ["/Callouts/water/MAP", "water"],
    ["/callouts/caf%C3%A9", "café"],
    ["/callouts/a%2Fb", "a%2Fb"],
    ["/callouts/%E0%A4%A", "%E0%A4%A"],
  ])("knows %s as a page of the callout %s", (path, calloutId) => {
    expect(dashboardPage(path)).toEqual({ calloutId });
  });

  it.each(["/no-such-page", "/login", "/callouts/water/other", "/profile/account/x", "/embed"])(
    "knows no page %s",
    (path) => {
      expect(dashboardPage(path)).toBeUndefined();
    },
  );
});

describe("calloutFramePage", () => {
  it("serves the pages of a callout under /embed", () => {
    expect(calloutFramePage("/embed/callouts/water")).toEqual({ calloutId: "water" });
    expect(calloutFramePage("/embed/callouts/water/thanks")).toEqual({ calloutId: "water" });
  });

  it("serves no other page", () => {
    expect(calloutFramePage("/embed/callouts/water/other")).toBeUndefined();
    expect(calloutFramePage("/embed/callouts")).toBeUndefined();
    expect(calloutFramePage("/embed/profile")).toBeUndefined();
  });
});
