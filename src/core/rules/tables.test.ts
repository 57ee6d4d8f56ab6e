import { describe, expect, it } from "vitest";
import { branchingForm, everyComponentForm } from "@tests/support/core/forms";
import { operatorsFor } from "./fields";
import {
  CALLOUT_FILTER_FIELDS,
  answerFields,
  calloutResponseFilterFields,
  contactCalloutFilterFields,
} from "./tables";

describe("filter tables", () => {
  it("give callouts' status and answeredBy only equal", () => {
    expect(operatorsFor(CALLOUT_FILTER_FIELDS.status)).toEqual(["equal"]);
    expect(operatorsFor(CALLOUT_FILTER_FIELDS.answeredBy)).toEqual(["equal"]);
    expect(operatorsFor(CALLOUT_FILTER_FIELDS.starts)).toContain("is_empty");
  });

  it("type each question of a form as the contract says", () => {
    const fields = calloutResponseFilterFields(everyComponentForm);
    const options = ["red", "green"];
    expect(fields).toMatchObject({
      bucket: { type: "text", nullable: true },
      "answers.all.checkbox": { type: "boolean", nullable: true },
      "answers.all.number": { type: "number", nullable: true },
      "answers.all.select": { type: "enum", options, nullable: true },
      "answers.all.radio": { type: "enum", options, nullable: true },
      "answers.all.selectboxes": { type: "array", options, nullable: true },
      "answers.all.textarea": { type: "blob", nullable: true },
      "answers.all.textfield": { type: "text", nullable: true },
      "answers.all.datetime": { type: "text", nullable: true },
      // Inside panels and tabs too.
      "answers.all.address": { type: "text", nullable: true },
      "answers.all.signature": { type: "text", nullable: true },
    });
    expect(Object.keys(fields)).not.toContain("answers.all.intro");
  });

  it("name answers by slide and key", () => {
    expect(
      answerFields(branchingForm).map(({ name, slideId, key }) => [name, slideId, key]),
    ).toEqual([
      ["answers.start.saw", "start", "saw"],
      ["answers.details.what", "details", "what"],
      ["answers.more.more", "more", "more"],
      ["answers.end.name", "end", "name"],
    ]);
  });

  it("give contacts a filter per callout", () => {
    const fields = contactCalloutFilterFields("c1", calloutResponseFilterFields(branchingForm));
    expect(fields["callouts.c1.hasAnswered"]).toEqual({ type: "boolean" });
    expect(fields["callouts.c1.responses.createdAt"]).toEqual({ type: "date" });
    expect(fields["callouts.c1.responses.answers.start.saw"]).toMatchObject({ type: "enum" });
  });
});
