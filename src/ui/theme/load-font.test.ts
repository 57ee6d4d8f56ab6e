import { describe, expect, it } from "vitest";
import { FONTS } from "../../core/theme/fonts";

describe("self-hosted fonts", () => {
  it("each have one stylesheet in fonts/, and the system fonts none", () => {
    const stylesheets = Object.keys(import.meta.glob("./fonts/*.css")).sort();
    const selfHosted = Object.entries(FONTS)
      .filter(([, font]) => font.selfHosted)
      .map(([id]) => `./fonts/${id}.css`)
      .sort();
    expect(stylesheets).toEqual(selfHosted);
  });
});
