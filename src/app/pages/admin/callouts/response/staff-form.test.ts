import { describe, expect, it } from "vitest";
import type { FormSchema } from "@core/forms/schema";
import { readerInputs } from "@core/forms/walk";
import { staffEditForm } from "./staff-form";

const FORM = {
  slides: [
    {
      id: "s1",
      title: "One",
      navigation: { nextSlideId: "" },
      components: [
        { type: "textfield", key: "name", label: "Name", input: true },
        {
          type: "panel",
          key: "notes",
          adminOnly: true,
          components: [{ type: "textarea", key: "check", label: "Checked?", input: true }],
        },
        { type: "textfield", key: "secret", input: true, hidden: true },
      ],
    },
  ],
} as unknown as FormSchema;

describe("staffEditForm", () => {
  it("opens staff-only questions to editing, keeps hidden ones hidden, and saves", () => {
    const form = staffEditForm(FORM, "Save the answers");
    expect(readerInputs(form.slides[0]!).map((component) => component.key)).toEqual([
      "name",
      "check",
    ]);
    expect(form.slides[0]?.navigation).toEqual({ nextSlideId: "", submitText: "Save the answers" });
    expect(readerInputs(FORM.slides[0]!).map((component) => component.key)).toEqual(["name"]);
  });
});
