import { is } from "superstruct";
import { describe, expect, it } from "vitest";
import { calloutSlug, isSlug, slugify } from "./slug";

describe("slugify", () => {
  it("makes lower-case words joined by hyphens", () => {
    expect(slugify("  Water quality: what's in YOUR tap?  ")).toBe(
      "water-quality-what-s-in-your-tap",
    );
    expect(slugify("Housing -- costs 2025")).toBe("housing-costs-2025");
  });

  it("drops accents from Latin letters and keeps other scripts", () => {
    expect(slugify("Überschwemmung in der Straße")).toBe("uberschwemmung-in-der-straße");
    expect(slugify("Café crème")).toBe("cafe-creme");
    expect(slugify("Жильё и цены")).toBe("жильё-и-цены");
    expect(slugify("Νερό της βρύσης")).toBe("νερό-της-βρύσης");
  });

  it("is empty for text without letters or digits, and keeps to 100 characters", () => {
    expect(slugify("?!")).toBe("");
    const long = slugify(`${"word ".repeat(40)}`);
    expect(long.length).toBeLessThanOrEqual(100);
    expect(long.endsWith("-")).toBe(false);
  });
});

describe("isSlug", () => {
  it("accepts slugs in their slugified form only", () => {
    expect(isSlug("water-quality")).toBe(true);
    expect(isSlug("Water-Quality")).toBe(false);
    expect(isSlug("water quality")).toBe(false);
    expect(isSlug("water--quality")).toBe(false);
    expect(isSlug("-water")).toBe(false);
    expect(isSlug("")).toBe(false);
    expect(isSlug("a".repeat(101))).toBe(false);
  });

  it("refuses slugs shaped like ids, which /callout/:id reads as ids", () => {
    expect(isSlug("0b6f1c2e-8a41-4b8e-9c3d-2f5a6b7c8d9e")).toBe(false);
    expect(is("0b6f1c2e-8a41-4b8e-9c3d-2f5a6b7c8d9e", calloutSlug())).toBe(false);
    expect(is("flooding-2025", calloutSlug())).toBe(true);
  });
});
