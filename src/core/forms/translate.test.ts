import { describe, expect, it } from "vitest";
import type { FormSchema } from "./schema";
import { input } from "@tests/support/core/forms";
import { mergeTranslations, translateForm } from "./translate";

const form: FormSchema = {
  slides: [
    {
      id: "one",
      title: "Your story",
      navigation: { nextSlideId: "", prevText: "Back", nextText: "Next", submitText: "" },
      components: [
        { type: "content", key: "c", html: "<p>Hello</p>" },
        input("textfield", {
          key: "name",
          label: "Name",
          description: "Your full name",
          placeholder: "Ada",
          validate: { pattern: "\\w+", customMessage: "Letters only" },
          unknownSetting: { kept: true },
        }),
        input("radio", {
          key: "r",
          label: "Colour",
          values: [{ label: "Red", value: "red", nextSlideId: "" }],
        }),
        input("select", {
          key: "s",
          label: "Size",
          data: { values: [{ label: "Big", value: "big" }] },
        }),
        {
          type: "tabs",
          key: "t",
          components: [
            {
              label: "Tab",
              components: [
                input("selectboxes", { key: "b", values: [{ label: "Red", value: "red" }] }),
              ],
            },
          ],
        },
        {
          type: "panel",
          key: "p",
          title: "More",
          components: [input("checkbox", { key: "ok", label: "Untranslated" })],
        },
      ],
    },
  ],
};

const german = {
  componentText: {
    "Your story": "Deine Geschichte",
    "<p>Hello</p>": "<p>Hallo</p>",
    Name: "Name (de)",
    "Your full name": "Dein voller Name",
    Ada: "Ada (de)",
    "Letters only": "Nur Buchstaben",
    Colour: "Farbe",
    Red: "Rot",
    Size: "Größe",
    Big: "Groß",
    Tab: "Reiter",
    More: "Mehr",
  },
  slideNavigation: { one: { prevText: "Zurück", nextText: "Weiter", submitText: "Senden" } },
};

describe("translateForm", () => {
  const translated = translateForm(form, german);
  const [content, name, radio, select, tabs, panel] = translated.slides[0]!
    .components as never[] as Record<string, never>[];

  it("translates every text by its source text", () => {
    expect(translated.slides[0]!.title).toBe("Deine Geschichte");
    expect(content).toMatchObject({ html: "<p>Hallo</p>" });
    expect(name).toMatchObject({
      label: "Name (de)",
      description: "Dein voller Name",
      placeholder: "Ada (de)",
      validate: { pattern: "\\w+", customMessage: "Nur Buchstaben" },
    });
    expect(radio).toMatchObject({ label: "Farbe", values: [{ label: "Rot", value: "red" }] });
    expect(select).toMatchObject({
      label: "Größe",
      data: { values: [{ label: "Groß", value: "big" }] },
    });
    expect(tabs).toMatchObject({
      components: [{ label: "Reiter", components: [{ values: [{ label: "Rot", value: "red" }] }] }],
    });
    expect(panel).toMatchObject({ title: "Mehr", components: [{ label: "Untranslated" }] });
  });

  it("keeps values, keys and unknown properties", () => {
    expect(name).toMatchObject({ key: "name", unknownSetting: { kept: true } });
  });

  it("takes the slide's button texts", () => {
    expect(translated.slides[0]!.navigation).toEqual({
      nextSlideId: "",
      prevText: "Zurück",
      nextText: "Weiter",
      submitText: "Senden",
    });
  });

  it("uses the form's own componentText without a translation, and leaves the input alone", () => {
    const withTexts = { ...form, componentText: { Name: "Nom" } };
    expect(translateForm(withTexts).slides[0]!.components[1]).toMatchObject({ label: "Nom" });
    expect(form.slides[0]!.title).toBe("Your story");
  });

  it("does not read texts from the prototype", () => {
    const odd = translateForm(
      { slides: [{ id: "x", title: "constructor", components: [] }] },
      { componentText: {} },
    );
    expect(odd.slides[0]!.title).toBe("constructor");
  });
});

describe("mergeTranslations", () => {
  it("lets the first translation win, text by text", () => {
    const merged = mergeTranslations(
      {
        componentText: { a: "informal" },
        slideNavigation: { one: { nextText: "Weiter!", prevText: "" } },
      },
      {
        componentText: { a: "formal", b: "formal b" },
        slideNavigation: { one: { nextText: "Weiter", prevText: "Zurück" } },
      },
      undefined,
    );
    expect(merged).toEqual({
      componentText: { a: "informal", b: "formal b" },
      slideNavigation: { one: { nextText: "Weiter!", prevText: "Zurück" } },
    });
  });
});
