import { describe, expect, it } from "vitest";
import { pathTo } from "./path-to";

describe("pathTo", () => {
  it("fills a page's parameters in, encoded", () => {
    expect(pathTo("/callouts")).toBe("/callouts");
    expect(pathTo("/callouts/:id/thanks", { id: "tap water?" })).toBe(
      "/callouts/tap%20water%3F/thanks",
    );
    // @ts-expect-error: a page that does not exist is no address
    expect(pathTo("/nowhere")).toBe("/nowhere");
    // @ts-expect-error: a page with a parameter needs it
    expect(pathTo("/callouts/:id")).toBe("/callouts/");
  });
});
