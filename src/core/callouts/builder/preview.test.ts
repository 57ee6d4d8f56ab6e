import { describe, expect, it } from "vitest";
import { slidePath } from "../../forms/navigation";
import type { FormSchema } from "../../forms/schema";
import { answersLeadingTo } from "./preview";
import { field } from "@tests/support/core/callout-builder";

const FORM: FormSchema = {
  slides: [
    {
      id: "start",
      title: "Start",
      components: [
        field("radio", "noticed", "Noticed?", {
          values: [
            { label: "Yes", value: "yes", nextSlideId: "details" },
            { label: "No", value: "no", nextSlideId: "end" },
          ],
        }),
      ],
      navigation: { nextSlideId: "details" },
    },
    { id: "skipped", title: "Never reached", components: [] },
    { id: "details", title: "Details", components: [] },
    { id: "end", title: "End", components: [] },
  ],
};

describe("a preview opening on a slide", () => {
  it("gets the answers that lead there", () => {
    expect(answersLeadingTo(FORM, "start")).toEqual({});
    const toDetails = answersLeadingTo(FORM, "details")!;
    expect(toDetails).toEqual({ start: { noticed: "yes" } });
    expect(slidePath(FORM, toDetails)).toContain("details");
    expect(slidePath(FORM, answersLeadingTo(FORM, "end")!)).toContain("end");
  });

  it("gets none for a slide no answer leads to", () => {
    expect(answersLeadingTo(FORM, "skipped")).toBeUndefined();
  });
});
