// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import type { FormComponent } from "@core/forms/schema";
import { makeCallout } from "../../tests/support/ui/callout";
import { loadedSanitizer } from "../shared/rich-text-sanitizer";
import { preloadParts } from "./CalloutFrame";

const withComponents = (components: FormComponent[]) => {
  const callout = makeCallout();
  const [slide] = callout.formSchema.slides;
  return makeCallout({
    formSchema: { ...callout.formSchema, slides: [{ ...slide!, components }] },
  });
};

const content: FormComponent = { type: "content", key: "note", html: "<p>Read this first.</p>" };

describe("preloadParts", () => {
  it("leaves the sanitiser out for a form without rich text, and waits for it with some", async () => {
    // The thank-you text and the intro do not count: the frame's form shows neither.
    await preloadParts(makeCallout());
    await preloadParts(withComponents([{ ...content, hidden: true }]));
    expect(loadedSanitizer()).toBeUndefined();

    await preloadParts(withComponents([content]));
    expect(loadedSanitizer()).toBeDefined();
  });
});
