import { validate, type Struct } from "superstruct";
import { describe, expect, it } from "vitest";
import { CreateCalloutTag } from "./tag";
import { BulkUpdateCalloutResponses, CreateResponseComment, UpdateCalloutResponse } from "./triage";
import { CreateResponseView } from "./view";

function failures<T, S>(struct: Struct<T, S>, value: unknown): string[] {
  const [error] = validate(value, struct);
  return error ? error.failures().map((failure) => failure.path.join(".") || "(root)") : [];
}

const TAG = "0b3c4d5e-6f70-4182-93a4-b5c6d7e8f901";

describe("triage bodies", () => {
  it("take tags as +id and -id, a bucket, and an assignee or null", () => {
    expect(
      failures(UpdateCalloutResponse, {
        tags: [`+${TAG}`, `-${TAG}`],
        bucket: "",
        assigneeId: null,
      }),
    ).toEqual([]);
    expect(failures(UpdateCalloutResponse, { tags: [TAG, "+urgent"] })).toEqual([
      "tags.0",
      "tags.1",
    ]);
    expect(failures(UpdateCalloutResponse, { assigneeId: "me" })).toEqual(["assigneeId"]);
    expect(failures(UpdateCalloutResponse, { bucket: "b".repeat(101) })).toEqual(["bucket"]);
    expect(failures(UpdateCalloutResponse, { colour: "red" })).toEqual(["colour"]);
  });

  it("need rules for a bulk change, and never take answers in bulk", () => {
    const rules = { condition: "AND", rules: [] };
    expect(failures(BulkUpdateCalloutResponses, { rules, updates: { bucket: "trash" } })).toEqual(
      [],
    );
    expect(failures(BulkUpdateCalloutResponses, { updates: { bucket: "trash" } })).toEqual([
      "rules",
    ]);
    expect(failures(BulkUpdateCalloutResponses, { rules, updates: { answers: {} } })).toEqual([
      "updates.answers",
    ]);
  });

  it("refuse names and texts too long or blank", () => {
    expect(failures(CreateCalloutTag, { name: "Urgent" })).toEqual([]);
    expect(failures(CreateCalloutTag, { name: " " })).toEqual(["name"]);
    expect(failures(CreateResponseComment, { responseId: TAG, text: " " })).toEqual(["text"]);
    expect(failures(CreateResponseView, { name: "Mine", sort: "assignee", order: "DESC" })).toEqual(
      [],
    );
    expect(failures(CreateResponseView, { name: "Mine", sort: "colour" })).toEqual(["sort"]);
  });
});
