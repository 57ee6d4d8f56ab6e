import { describe, expect, it } from "vitest";
import { cleanBuilderComponents } from "./components";
import { field } from "@tests/support/core/callout-builder";

// What form.io 4.21's builder gives for a slide after an edit (taken from its `schema`).
const FROM_FORMIO = [
  {
    label: "Did you notice?",
    optionsLabelPosition: "right",
    inline: false,
    tableView: false,
    values: [
      { label: "Yes", value: "yes", nextSlideId: "details", shortcut: "" },
      { label: "No", value: "no", nextSlideId: "", shortcut: "" },
    ],
    validate: { required: true, onlyAvailableItems: false },
    validateWhenHidden: false,
    key: "noticed",
    type: "radio",
    input: true,
  },
  {
    type: "content",
    key: "intro",
    html: "<p>Hello</p>",
    input: false,
    tableView: false,
    label: "Content",
  },
  {
    type: "address",
    key: "where",
    label: "Where?",
    input: true,
    tableView: false,
    provider: "nominatim",
    components: [
      {
        label: "Address 1",
        key: "address1",
        type: "textfield",
        input: true,
        customConditional: "show = true",
      },
    ],
  },
  {
    type: "panel",
    key: "housing",
    title: "Your home",
    label: "Panel",
    input: false,
    tableView: false,
    components: [
      {
        type: "currency",
        key: "rent",
        label: "Rent",
        input: true,
        delimiter: true,
        tableView: false,
      },
    ],
  },
  {
    type: "select",
    key: "district",
    label: "District",
    input: true,
    widget: "choicesjs",
    dataSrc: "values",
    data: { values: [{ label: "North", value: "north" }], json: "", url: "" },
  },
  {
    type: "tabs",
    key: "tabs",
    input: false,
    components: [
      {
        key: "tab1",
        label: "First",
        components: [{ type: "textarea", key: "t", label: "T", input: true, autoExpand: false }],
      },
    ],
  },
];

describe("form.io's builder output", () => {
  it("keeps only the settings our renderer honours", () => {
    expect(cleanBuilderComponents(FROM_FORMIO, [])).toEqual([
      {
        label: "Did you notice?",
        values: [
          { label: "Yes", value: "yes", nextSlideId: "details" },
          { label: "No", value: "no" },
        ],
        validate: { required: true },
        key: "noticed",
        type: "radio",
        input: true,
      },
      { type: "content", key: "intro", html: "<p>Hello</p>" },
      { type: "address", key: "where", label: "Where?", input: true },
      {
        type: "panel",
        key: "housing",
        title: "Your home",
        components: [{ type: "currency", key: "rent", label: "Rent", input: true }],
      },
      {
        type: "select",
        key: "district",
        label: "District",
        input: true,
        data: { values: [{ label: "North", value: "north" }] },
      },
      {
        type: "tabs",
        key: "tabs",
        components: [
          {
            key: "tab1",
            label: "First",
            components: [{ type: "textarea", key: "t", label: "T", input: true }],
          },
        ],
      },
    ]);
  });

  it("keeps what a component held before that it does not know of, and drops what was cleared", () => {
    const before = [
      field("radio", "noticed", "Noticed?", { id: "e1x2", beabeeTag: "water", description: "Old" }),
      { type: "content" as const, key: "intro", html: "<p>Old</p>", input: false },
    ];
    const [radio, content] = cleanBuilderComponents(FROM_FORMIO.slice(0, 2), before);
    expect(radio).toMatchObject({ id: "e1x2", beabeeTag: "water", label: "Did you notice?" });
    expect(radio).not.toHaveProperty("description");
    expect(content).toEqual({ type: "content", key: "intro", html: "<p>Hello</p>", input: false });
  });
});
