import { describe, expect, it } from "vitest";
import { FORM } from "@tests/support/app/callouts";
import { bulkRules, checkedFilter, idGroups, listRules } from "./rules";

const DEEP = {
  condition: "AND" as const,
  rules: [{ field: "answers.report.depth", operator: "equal" as const, value: ["knee"] }],
};

describe("response list rules", () => {
  it("puts the bucket first, then the filter's rules and the quick filters", () => {
    expect(listRules("inbox", DEEP, { tag: "t1", assignee: "none" })).toEqual({
      condition: "AND",
      rules: [
        {
          condition: "OR",
          rules: [
            { field: "bucket", operator: "is_empty", value: [] },
            { field: "bucket", operator: "equal", value: ["inbox"] },
          ],
        },
        DEEP.rules[0],
        { field: "tags", operator: "contains", value: ["t1"] },
        { field: "assignee", operator: "is_empty", value: [] },
      ],
    });
  });

  it("keeps an OR filter a group of its own", () => {
    const either = { condition: "OR" as const, rules: DEEP.rules };
    expect(listRules("verified", either, { tag: "", assignee: "me" }).rules).toEqual([
      { field: "bucket", operator: "equal", value: ["verified"] },
      either,
      { field: "assignee", operator: "equal", value: ["me"] },
    ]);
  });

  it("pins the callout first for changes across callouts", () => {
    const rules = bulkRules("c1", listRules("trash", undefined, { tag: "", assignee: "" }));
    expect(rules.rules[0]).toEqual({ field: "calloutId", operator: "equal", value: ["c1"] });
    expect(rules.rules).toHaveLength(2);
  });

  it("names hand-picked responses by id, in groups the API takes", () => {
    const ids = Array.from({ length: 200 }, (_, index) => `r${index}`);
    const groups = idGroups("c1", ids);
    expect(groups.map((group) => (group.rules[1] as { rules: unknown[] }).rules.length)).toEqual([
      90, 90, 20,
    ]);
  });

  it("drops a filter on questions the form no longer has", () => {
    expect(checkedFilter(DEEP, FORM)).toEqual({ filter: DEEP, ignored: false });
    const gone = {
      condition: "AND" as const,
      rules: [{ ...DEEP.rules[0]!, field: "answers.x.y" }],
    };
    expect(checkedFilter(gone, FORM)).toEqual({ filter: undefined, ignored: true });
  });
});
