import { describe, expect, it } from "vitest";
import { hasRole } from "./roles";

describe("hasRole", () => {
  it("counts superadmin as admin, and nothing else implies anything", () => {
    expect(hasRole(["superadmin"], "admin")).toBe(true);
    expect(hasRole(["admin"], "admin")).toBe(true);
    expect(hasRole(["admin"], "superadmin")).toBe(false);
    expect(hasRole(["member"], "admin")).toBe(false);
    expect(hasRole([], "member")).toBe(false);
  });
});
