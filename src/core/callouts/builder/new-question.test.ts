import { describe, expect, it } from "vitest";
import { newQuestion } from "./new-question";
import { field } from "@tests/support/core/callout-builder";

const labelFor = (number: number) => `Question ${number}`;

describe("newQuestion", () => {
  it("numbers the callout's questions across its slides, layout and text left out", () => {
    expect(newQuestion([[]], labelFor)).toEqual({ label: "Question 1", key: "question1" });
    const slides = [
      [field("textfield", "where", "Where?"), { type: "content", key: "note", html: "<p>Hi</p>" }],
      [
        {
          type: "panel",
          key: "group",
          title: "More",
          components: [field("radio", "seen", "Seen?", { values: [] })],
        },
      ],
    ] as Parameters<typeof newQuestion>[0];
    expect(newQuestion(slides, labelFor)).toEqual({ label: "Question 3", key: "question3" });
  });

  it("skips a number whose label or key a question still holds", () => {
    const slides = [
      [field("textfield", "question2", "Where?"), field("textarea", "other", "Question 3")],
    ];
    expect(newQuestion(slides, labelFor)).toEqual({ label: "Question 4", key: "question4" });
  });

  it("says it in the dashboard's language", () => {
    expect(newQuestion([[]], (number) => `Frage ${number}`)).toEqual({
      label: "Frage 1",
      key: "question1",
    });
  });
});
