import { is, validate } from "superstruct";
import { describe, expect, it } from "vitest";
import { formProblems, FormSchemaForWrite } from "./integrity";
import { FormComponentStruct, FormSchemaStruct, limitOf } from "./schema";
import { branchingForm, everyComponentForm, input } from "@tests/support/core/forms";

describe("FormSchemaStruct", () => {
  it("accepts every component type, containers included", () => {
    expect(validate(everyComponentForm, FormSchemaStruct)[0]).toBeUndefined();
    expect(is(branchingForm, FormSchemaStruct)).toBe(true);
  });

  it("keeps unknown properties, as form.io writes many", () => {
    const component = {
      ...input("textfield"),
      tableView: true,
      persistent: true,
      validate: { required: true, custom: "", customPrivate: false, minLength: "", maxLength: "" },
      conditional: { show: null },
    };
    const [error, result] = validate(component, FormComponentStruct);
    expect(error).toBeUndefined();
    expect(result).toMatchObject({ tableView: true, conditional: { show: null } });
  });

  it("checks what is inside panels and tabs", () => {
    const panel = { type: "panel", key: "p", components: [{ type: "textfield" }] };
    expect(validate(panel, FormComponentStruct)[0]?.failures()[0]?.path).toEqual([
      "components",
      0,
      "key",
    ]);
    const tabs = {
      type: "tabs",
      key: "t",
      components: [{ label: "x", components: [{ type: "nope", key: "k" }] }],
    };
    expect(is(tabs, FormComponentStruct)).toBe(false);
  });

  it.each([
    ["an unknown type", { type: "button", key: "submit" }],
    ["no type", { key: "x" }],
    ["an input without a key", { type: "email" }],
    ["options that are not a list", { type: "radio", key: "r", values: "red" }],
    ["an option without a value", { type: "radio", key: "r", values: [{ label: "Red" }] }],
    ["a select with a bad data list", { type: "select", key: "s", data: { values: [1] } }],
    ["not an object", "textfield"],
    ["null", null],
  ])("refuses %s", (_label, component) => {
    expect(is(component, FormComponentStruct)).toBe(false);
  });

  it("refuses slides without ids or components", () => {
    expect(is({ slides: [{ title: "x", components: [] }] }, FormSchemaStruct)).toBe(false);
    expect(is({ slides: [{ id: "x" }] }, FormSchemaStruct)).toBe(false);
    expect(is({}, FormSchemaStruct)).toBe(false);
  });
});

describe("limitOf", () => {
  it.each([
    [5, 5],
    ["5", 5],
    ["2.5", 2.5],
    ["", undefined],
    [null, undefined],
    [undefined, undefined],
    ["five", undefined],
  ])("reads %j as %j", (value, expected) => {
    expect(limitOf(value)).toBe(expected);
  });
});

describe("FormSchemaForWrite", () => {
  it("accepts sound forms", () => {
    expect(formProblems(branchingForm)).toEqual([]);
    expect(is(everyComponentForm, FormSchemaForWrite)).toBe(true);
  });

  it("names each problem", () => {
    const form = {
      slides: [
        {
          id: "a",
          navigation: { nextSlideId: "a" },
          components: [
            input("textfield", { key: "same" }),
            { type: "panel" as const, key: "p", components: [input("email", { key: "same" })] },
            input("radio", { key: "r", values: [{ label: "Back", value: "b", nextSlideId: "a" }] }),
            input("textfield", { key: "bad key" }),
            input("textfield", { key: "re", validate: { pattern: "(" } }),
          ],
        },
        { id: "a", components: [] },
        { id: "c", navigation: { nextSlideId: "nowhere" }, components: [] },
      ],
    };
    expect(formProblems(form)).toEqual([
      'Slide id "a" is not unique',
      'Slide "a" leads to "a", not a later slide',
      'Key "same" is used twice in slide "a"',
      'Option "b" of "r" leads to "a", not a later slide',
      '"bad key" is not a valid key',
      'The pattern of "re" is not a valid regular expression',
      'Slide "c" leads to "nowhere", not a later slide',
    ]);
    const [error] = validate(form, FormSchemaForWrite);
    expect(error?.failures().map((failure) => failure.message)).toHaveLength(7);
  });

  it("needs a slide", () => {
    expect(formProblems({ slides: [] })).toEqual(["A form needs at least one slide"]);
  });
});
