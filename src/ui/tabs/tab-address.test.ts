import { describe, expect, it } from "vitest";
import { indexAfterKey } from "./arrow-keys";
import { currentRouteTab, searchForTab, tabFromSearch } from "./tab-address";

const IDS = ["intro", "questions", "thanks"] as const;

describe("tabFromSearch", () => {
  it("reads the parameter's tab, and the first tab for a missing or unknown one", () => {
    expect(tabFromSearch("?tab=questions", "tab", IDS)).toBe("questions");
    expect(tabFromSearch("", "tab", IDS)).toBe("intro");
    expect(tabFromSearch("?tab=nonsense&page=2", "tab", IDS)).toBe("intro");
    expect(tabFromSearch("?view=thanks", "tab", IDS)).toBe("intro");
  });
});

describe("searchForTab", () => {
  it("writes the tab and keeps the other parameters", () => {
    expect(searchForTab("?sort=-date", "tab", "thanks", { first: "intro" })).toBe(
      "?sort=-date&tab=thanks",
    );
  });

  it("leaves the default tab out of the address", () => {
    expect(searchForTab("?tab=thanks&sort=-date", "tab", "intro", { first: "intro" })).toBe(
      "?sort=-date",
    );
    expect(searchForTab("?tab=thanks", "tab", "intro", { first: "intro" })).toBe("");
  });

  it("drops the panels' own parameters", () => {
    expect(
      searchForTab("?page=4&q=rent", "bucket", "archived", { first: "inbox", clear: ["page"] }),
    ).toBe("?q=rent&bucket=archived");
  });
});

describe("currentRouteTab", () => {
  const pages = ["/admin/settings", "/admin/settings/theme", "/admin/settings/email"];

  it("finds the tab whose address holds most of the path", () => {
    expect(currentRouteTab("/admin/settings", pages)).toBe(0);
    expect(currentRouteTab("/admin/settings/theme", pages)).toBe(1);
    expect(currentRouteTab("/admin/settings/email/welcome", pages)).toBe(2);
    expect(currentRouteTab("/admin/settings/", pages)).toBe(0);
  });

  it("compares whole segments, and finds none for another page", () => {
    expect(currentRouteTab("/admin/settings/themes", pages)).toBe(0);
    expect(currentRouteTab("/admin/callouts", pages)).toBe(-1);
    expect(currentRouteTab("/admin", pages)).toBe(-1);
  });
});

describe("indexAfterKey", () => {
  it("moves along the bar, wrapping at both ends", () => {
    expect(indexAfterKey("ArrowRight", 0, 3)).toBe(1);
    expect(indexAfterKey("ArrowRight", 2, 3)).toBe(0);
    expect(indexAfterKey("ArrowLeft", 0, 3)).toBe(2);
    expect(indexAfterKey("Home", 2, 3)).toBe(0);
    expect(indexAfterKey("End", 0, 3)).toBe(2);
  });

  it("ignores other keys", () => {
    expect(indexAfterKey("ArrowDown", 0, 3)).toBeUndefined();
    expect(indexAfterKey("Enter", 0, 3)).toBeUndefined();
  });
});
