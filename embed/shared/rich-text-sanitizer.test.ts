// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { loadedSanitizer, loadSanitizer } from "./rich-text-sanitizer";

describe("the callout frame's sanitiser, loaded on demand", () => {
  it("is not there until asked for, then cleans as the dashboard's does, loaded once", async () => {
    expect(loadedSanitizer()).toBeUndefined();
    const sanitize = await loadSanitizer();
    expect(loadedSanitizer()).toBe(sanitize);
    expect(await loadSanitizer()).toBe(sanitize);
    expect(
      sanitize('<p onclick="alert(1)">Hi <strong>there</strong><script>alert(1)</script></p>'),
    ).toBe("<p>Hi <strong>there</strong></p>");
  });
});
