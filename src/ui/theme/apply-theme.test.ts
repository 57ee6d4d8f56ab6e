// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { applyTheme } from "./apply-theme";

describe("applyTheme", () => {
  it("writes colour and font variables on the root at once, and again when the theme changes", () => {
    const root = document.createElement("div");
    applyTheme(undefined, root);
    expect(root.style.getPropertyValue("--c-primary")).toBe("38, 36, 83");
    expect(root.style.getPropertyValue("--c-body")).toBe("38, 36, 83");
    expect(root.style.getPropertyValue("--ff-title")).toContain("Open Sans");

    applyTheme(
      { colors: { primary: "#ff0000", link: "#00f" }, fonts: { body: "roboto-slab" } },
      root,
    );
    expect(root.style.getPropertyValue("--c-primary")).toBe("255, 0, 0");
    expect(root.style.getPropertyValue("--c-body")).toBe("255, 0, 0");
    expect(root.style.getPropertyValue("--c-link")).toBe("0, 0, 255");
    expect(root.style.getPropertyValue("--c-primary-10")).toBe("255, 230, 230");
    expect(root.style.getPropertyValue("--ff-body")).toContain("Roboto Slab");
    // The title font follows the body font when the theme sets none.
    expect(root.style.getPropertyValue("--ff-title")).toContain("Roboto Slab");
  });
});
