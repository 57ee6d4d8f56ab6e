import { describe, expect, it } from "vitest";
import type { FormSchema } from "./schema";
import { branchingForm, input } from "@tests/support/core/forms";
import { validateAnswers, validateSlide } from "./validate-answers";

const problems = (form: FormSchema, answers: unknown, visitedSlideIds?: string[]) =>
  validateAnswers(form, answers, { visitedSlideIds }).map(
    ({ slideId, key, message }) => `${slideId}.${key}: ${message.message}`,
  );

describe("validateSlide", () => {
  it("gives each problem by key, in the order of the slide", () => {
    const slide = {
      id: "s",
      components: [
        input("textfield", { key: "b", validate: { required: true } }),
        { type: "panel" as const, key: "p", components: [input("email", { key: "a" })] },
        input("number", { key: "c" }),
      ],
    };
    const found = validateSlide(slide, { a: "nope", c: 4 });
    expect(Object.keys(found)).toEqual(["b", "a"]);
    expect(found.b?.message).toBe("This field is required");
  });

  it("skips hidden and admin-only components, and what their containers hold", () => {
    const required = { validate: { required: true } };
    const slide = {
      id: "s",
      components: [
        input("textfield", { key: "hidden", hidden: true, ...required }),
        input("textfield", { key: "admin", adminOnly: true, ...required }),
        {
          type: "well" as const,
          key: "w",
          adminOnly: true,
          components: [input("url", { key: "inner", ...required })],
        },
      ],
    };
    expect(validateSlide(slide, {})).toEqual({});
  });
});

describe("validateAnswers", () => {
  it("accepts a complete submission along either branch", () => {
    expect(
      problems(branchingForm, { start: { saw: "yes" }, details: { what: "A fox" }, end: {} }),
    ).toEqual([]);
    expect(problems(branchingForm, { start: { saw: "no" }, end: { name: "Ada" } })).toEqual([]);
    // A slide with nothing answered may be left out.
    expect(problems(branchingForm, { start: { saw: "no" } })).toEqual([]);
  });

  it("checks the required answers of every slide on the path", () => {
    expect(problems(branchingForm, {})).toEqual([
      "start.saw: Please choose one of the options",
      "details.what: This field is required",
    ]);
    expect(problems(branchingForm, { start: { saw: "maybe" } })).toEqual([
      "start.saw: Please choose one of the options",
      "details.what: This field is required",
    ]);
  });

  it("rejects answers for slides the answers skip", () => {
    expect(problems(branchingForm, { start: { saw: "no" }, details: { what: "A fox" } })).toEqual([
      "details.what: This question was skipped",
    ]);
    expect(problems(branchingForm, { start: { saw: "no" }, more: { more: "x" } })).toEqual([
      "more.more: This question was skipped",
    ]);
  });

  it("uses the visited slides when given", () => {
    const answers = { start: { saw: "no" }, more: { more: "x" } };
    expect(problems(branchingForm, answers, ["start", "more", "end"])).toEqual([]);
    expect(problems(branchingForm, { start: { saw: "no" } }, ["start"])).toEqual([]);
  });

  it("rejects unknown slides and keys, naming them", () => {
    expect(problems(branchingForm, { start: { saw: "no", extra: 1 }, ghost: { a: 1 } })).toEqual([
      "start.extra: This question is not in the form",
      "ghost.: This part is not in the form",
    ]);
  });

  it("does not take prototype keys for slides or questions", () => {
    const answers = JSON.parse(
      '{"__proto__": {"x": 1}, "start": {"saw": "no", "constructor": 1}}',
    ) as unknown;
    expect(problems(branchingForm, answers)).toEqual([
      "__proto__.: This part is not in the form",
      "start.constructor: This question is not in the form",
    ]);
  });

  it.each([
    ["null", null],
    ["a list", []],
    ["a string", "answers"],
    ["a slide that is not an object", { start: "yes" }],
    ["a slide that is a list", { start: ["yes"] }],
  ])("refuses %s as answers", (_label, answers) => {
    expect(problems(branchingForm, answers)).toEqual([".: Answers must be grouped by slide"]);
  });

  it("keeps and does not check answers of hidden and admin-only components", () => {
    const form: FormSchema = {
      slides: [
        {
          id: "s",
          components: [
            input("textfield", { key: "tag", hidden: true, defaultValue: "web" }),
            input("number", { key: "score", adminOnly: true, validate: { required: true } }),
          ],
        },
      ],
    };
    expect(problems(form, { s: { tag: 42 } })).toEqual([]);
  });
});
