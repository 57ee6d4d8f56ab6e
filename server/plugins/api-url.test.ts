import { describe, expect, it } from "vitest";
import { isApiPath, withoutTrailingSlash } from "./api-url";

describe("isApiPath", () => {
  it("reads the path as the router does, escapes decoded", () => {
    expect(isApiPath("/api/1.0/health")).toBe(true);
    expect(isApiPath("/%61pi/1.0/health")).toBe(true);
    expect(isApiPath("/api?x=1")).toBe(true);
    expect(isApiPath("/apiary")).toBe(false);
    expect(isApiPath("/embed/callouts/x?from=/api/")).toBe(false);
    expect(isApiPath("/%E0%A4%A")).toBe(false);
  });
});

describe("withoutTrailingSlash", () => {
  it("drops the trailing slash of API paths and keeps the query", () => {
    expect(withoutTrailingSlash("/api/1.0/health/")).toBe("/api/1.0/health");
    expect(withoutTrailingSlash("/api/1.0/api-key/?limit=10")).toBe("/api/1.0/api-key?limit=10");
    expect(withoutTrailingSlash("/api/1.0/callout//")).toBe("/api/1.0/callout");
  });

  it("leaves other URLs alone", () => {
    expect(withoutTrailingSlash("/api/1.0/health")).toBe("/api/1.0/health");
    expect(withoutTrailingSlash("/profile/")).toBe("/profile/");
    expect(withoutTrailingSlash("/embed/callouts/x/")).toBe("/embed/callouts/x/");
    expect(withoutTrailingSlash("/api/1.0/x?next=/a/")).toBe("/api/1.0/x?next=/a/");
  });
});
