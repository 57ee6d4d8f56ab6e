import { describe, expect, it } from "vitest";
import { field } from "@tests/support/core/callout-builder";
import { calloutTextNames, formTexts, slideButtons, untranslatedCount } from "./texts";
import { emptySlide, emptyTranslation, newBuilderValues, type BuilderValues } from "./values";

function values(): BuilderValues {
  const built = newBuilderValues("one");
  built.title = "Our water";
  built.excerpt = "Tell us";
  built.intro = "<p>Hello</p>";
  built.thanksTitle = "Thanks";
  built.thanksText = "";
  built.slides = [
    {
      ...emptySlide("one"),
      title: "Your water",
      nextText: "Continue",
      components: [
        { type: "content", key: "c", html: "<p>Read this</p>" },
        field("radio", "yes", "Did it change?", {
          description: "Since spring",
          values: [
            { label: "Yes", value: "yes" },
            { label: "No", value: "no" },
          ],
        }),
        {
          type: "tabs",
          key: "t",
          components: [{ key: "a", label: "First", components: [field("textfield", "x", "Yes")] }],
        },
      ],
    },
    {
      ...emptySlide("two"),
      title: "About you",
      components: [field("email", "e", "Email", { placeholder: "you@example.org" })],
    },
  ];
  built.locales = ["de"];
  return built;
}

describe("the texts a translation covers", () => {
  it("are every text of the form in reading order, each once", () => {
    expect(formTexts(values().slides).map((text) => [text.role, text.source])).toEqual([
      ["slideTitle", "Your water"],
      ["content", "<p>Read this</p>"],
      ["label", "Did it change?"],
      ["description", "Since spring"],
      ["option", "Yes"],
      ["option", "No"],
      ["title", "First"],
      ["slideTitle", "About you"],
      ["label", "Email"],
      ["placeholder", "you@example.org"],
    ]);
  });

  it("follow the end message: a title and text, or an address", () => {
    const built = values();
    expect(calloutTextNames(built)).toEqual([
      "title",
      "excerpt",
      "intro",
      "thanksTitle",
      "thanksText",
    ]);
    built.endMessage = "redirect";
    built.shareOverride = true;
    expect(calloutTextNames(built)).toEqual([
      "title",
      "excerpt",
      "intro",
      "shareTitle",
      "shareDescription",
      "thanksRedirect",
    ]);
  });

  it("include the buttons readers see on each slide", () => {
    const list = [emptySlide("a"), emptySlide("b"), emptySlide("c")];
    expect([0, 1, 2].map((index) => slideButtons(list, index))).toEqual([
      ["nextText"],
      ["prevText", "nextText"],
      ["prevText", "submitText"],
    ]);
  });

  it("are counted until translated; empty default texts need none", () => {
    const built = values();
    // title, excerpt, intro, thanks title (the thanks text is empty), "Continue", 10 form texts
    expect(untranslatedCount(built, "de")).toBe(15);
    built.variants.de = {
      ...emptyTranslation(),
      title: "Unser Wasser",
      intro: "  ",
      slideNavigation: { one: { prevText: "", nextText: "Weiter", submitText: "" } },
      componentText: { Yes: "Ja", "Did it change?": "Hat es sich verändert?", Unknown: "x" },
    };
    expect(untranslatedCount(built, "de")).toBe(11);
  });
});
