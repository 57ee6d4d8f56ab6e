import { describe, expect, it } from "vitest";
import { siteUrl } from "./site-url";

describe("siteUrl", () => {
  const base = "https://members.example.org";

  it("makes paths of the site absolute and keeps addresses on it", () => {
    expect(siteUrl("/auth/reset-password", base)).toBe(`${base}/auth/reset-password`);
    expect(siteUrl(`${base}/auth/reset-password/`, base)).toBe(`${base}/auth/reset-password`);
    expect(siteUrl("https://MEMBERS.example.org:443/auth/x", base)).toBe(`${base}/auth/x`);
  });

  it.each([
    "https://evil.example/auth",
    "http://members.example.org/auth",
    "https://members.example.org:444/auth",
    "https://user:pass@members.example.org/auth",
    "https://members.example.org/auth?x=1",
    "https://members.example.org/auth#x",
    "/auth?",
    "//evil.example/auth",
    "/\\evil.example/auth",
    "https://evil.example\\@members.example.org/auth",
    "http://[::1",
  ])("refuses %s", (value) => {
    expect(siteUrl(value, base)).toBeUndefined();
  });

  it("counts localhost and 127.0.0.1 as one site on a development machine, port included", () => {
    expect(siteUrl("http://127.0.0.1:3000/auth/x", "http://localhost:3000")).toBe(
      "http://127.0.0.1:3000/auth/x",
    );
    expect(siteUrl("http://127.0.0.1:3001/auth/x", "http://localhost:3000")).toBeUndefined();
    expect(siteUrl("http://localhost:3000/auth/x", "https://members.example.org")).toBeUndefined();
  });
});
