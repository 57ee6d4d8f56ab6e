import { describe, expect, it } from "vitest";
import { builtInIcon, pageIcon } from "./favicon";

describe("pageIcon", () => {
  it("is the organisation's logo, with its type where the address tells it", () => {
    expect(pageIcon({ logoUrl: "/demo/logo.svg" })).toEqual({
      href: "/demo/logo.svg",
      type: "image/svg+xml",
    });
    expect(pageIcon({ logoUrl: "https://cdn.example/Logo.PNG?v=2" })).toEqual({
      href: "https://cdn.example/Logo.PNG?v=2",
      type: "image/png",
    });
    expect(pageIcon({ logoUrl: "https://news.example/api/1.0/uploads/abc" })).toEqual({
      href: "https://news.example/api/1.0/uploads/abc",
    });
  });

  it("is our own icon without a logo", () => {
    expect(pageIcon({ logoUrl: "" })).toEqual({ href: "/favicon.svg", type: "image/svg+xml" });
  });
});

describe("builtInIcon", () => {
  it("takes the theme's primary colour, with a mark that reads on it", () => {
    expect(builtInIcon({})).toContain('fill="#262453"');
    expect(builtInIcon({})).toContain('fill="#ffffff"');
    const light = builtInIcon({ colors: { primary: "#f5cc5b" } });
    expect(light).toContain('fill="#f5cc5b"');
    expect(light).toContain('fill="#000000"');
    expect(light.length).toBeLessThan(300);
  });
});
