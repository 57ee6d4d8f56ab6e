import { describe, expect, it } from "vitest";
import {
  addSlide,
  moveSlide,
  newSlideId,
  possibleNextSlides,
  removeSlide,
  suggestedTitle,
} from "./slides";
import { field } from "@tests/support/core/callout-builder";
import { emptySlide, emptyTranslation, newBuilderValues, type BuilderSlide } from "./values";

const radio = (nextA: string, nextB = "") =>
  field("radio", "way", "Which way?", {
    values: [
      { label: "A", value: "a", nextSlideId: nextA },
      { label: "B", value: "b", nextSlideId: nextB },
    ],
  });

function slides(...ids: string[]): BuilderSlide[] {
  return ids.map((id) => ({ ...emptySlide(id), title: id.toUpperCase() }));
}

describe("slides", () => {
  it("get ids of their own", () => {
    const taken = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const id = newSlideId(taken);
      expect(id).toMatch(/^slide[0-9a-z]{6}$/);
      expect(taken.has(id)).toBe(false);
      taken.add(id);
    }
  });

  it("are added after the chosen one, empty", () => {
    const { slides: next, added } = addSlide(slides("a", "b"), 0);
    expect(next.map((slide) => slide.id)).toEqual(["a", added.id, "b"]);
    expect(added.components).toEqual([]);
  });

  it("move up and down, and stay where they are at either end", () => {
    const order = (list: BuilderSlide[]) => list.map((slide) => slide.id);
    expect(order(moveSlide(slides("a", "b", "c"), 2, 1))).toEqual(["a", "c", "b"]);
    expect(order(moveSlide(slides("a", "b", "c"), 0, -1))).toEqual(["a", "b", "c"]);
    expect(order(moveSlide(slides("a", "b", "c"), 2, 3))).toEqual(["a", "b", "c"]);
  });

  it("once deleted, lead nowhere: options and slides that led there go on in order", () => {
    const values = newBuilderValues("a");
    values.slides = [
      {
        ...emptySlide("a"),
        components: [{ type: "panel", key: "p", components: [radio("c", "b")] }],
      },
      { ...emptySlide("b"), nextSlideId: "c" },
      emptySlide("c"),
    ];
    values.variants = {
      de: {
        ...emptyTranslation(),
        slideNavigation: { c: { prevText: "Zurück", nextText: "", submitText: "" } },
      },
    };
    const after = removeSlide(values, 2);
    expect(after.slides.map((slide) => slide.id)).toEqual(["a", "b"]);
    expect(after.slides[1]?.nextSlideId).toBe("");
    const panel = after.slides[0]?.components[0] as { components: { values: unknown[] }[] };
    expect(panel.components[0]?.values).toEqual([
      { label: "A", value: "a", nextSlideId: "" },
      { label: "B", value: "b", nextSlideId: "b" },
    ]);
    expect(after.variants.de?.slideNavigation).toEqual({});
  });

  it("never lose the last one", () => {
    const values = newBuilderValues("only");
    expect(removeSlide(values, 0)).toBe(values);
  });

  it("list where each may lead: its options' slides, and its own way for the others", () => {
    const list = slides("a", "b", "c", "d");
    list[0] = { ...list[0]!, components: [radio("c")] };
    list[1] = { ...list[1]!, nextSlideId: "d" };
    expect(possibleNextSlides(list, 0)).toEqual(["b", "c"]);
    expect(possibleNextSlides(list, 1)).toEqual(["d"]);
    expect(possibleNextSlides(list, 2)).toEqual(["d"]);
    expect(possibleNextSlides(list, 3)).toEqual([]);
    // An option that leads back is ignored, as it is for readers.
    list[2] = { ...list[2]!, components: [radio("a", "d")] };
    expect(possibleNextSlides(list, 2)).toEqual(["d"]);
  });

  it("take the first question's label as a title", () => {
    expect(
      suggestedTitle({
        components: [
          { type: "content", key: "c", html: "<p>Hi</p>" },
          field("textfield", "q", " Your name "),
        ],
      }),
    ).toBe("Your name");
    expect(suggestedTitle({ components: [] })).toBeUndefined();
  });
});
