import { describe, expect, it } from "vitest";
import { compactAnswers, omitAdminOnly, pickSlides, withDefaults } from "./answers";
import type { FormSchema } from "./schema";
import { input } from "@tests/support/core/forms";

const form: FormSchema = {
  slides: [
    {
      id: "one",
      components: [
        input("textfield", { key: "source", hidden: true, defaultValue: "newsletter" }),
        input("checkbox", { key: "agree", defaultValue: false }),
        input("textfield", { key: "blank", defaultValue: "" }),
        {
          type: "panel",
          key: "p",
          adminOnly: true,
          components: [input("textarea", { key: "note" })],
        },
        input("number", { key: "score", adminOnly: true }),
      ],
    },
    { id: "two", components: [input("selectboxes", { key: "boxes", defaultValue: { a: false } })] },
  ],
};

describe("withDefaults", () => {
  it("fills each missing answer with its default, keeping given ones", () => {
    expect(withDefaults(form, { one: { agree: true } })).toEqual({
      one: { agree: true, source: "newsletter" },
      two: { boxes: { a: false } },
    });
  });
});

describe("pickSlides", () => {
  it("keeps the given slides only, empty when unanswered", () => {
    expect(pickSlides({ one: { a: 1 }, two: { b: 2 } }, ["two", "three"])).toEqual({
      two: { b: 2 },
      three: {},
    });
  });
});

describe("compactAnswers", () => {
  it("drops blank answers and blank list items", () => {
    expect(
      compactAnswers({
        one: {
          a: "",
          b: null,
          c: undefined,
          d: false,
          e: 0,
          f: ["", "x", null],
          g: ["", " "],
          h: " ",
        },
      }),
    ).toEqual({ one: { d: false, e: 0, f: ["x"] } });
  });
});

describe("omitAdminOnly", () => {
  it("drops answers of admin-only components and those in admin-only containers", () => {
    expect(
      omitAdminOnly(form, { one: { source: "x", note: "secret", score: 3 }, two: {} }),
    ).toEqual({
      one: { source: "x" },
      two: {},
    });
  });
});
