import { describe, expect, it } from "vitest";
import type { RuleGroup } from "@core/rules";
import { contactRules, idRules } from "./rules";

const tagged: RuleGroup = {
  condition: "AND",
  rules: [{ field: "tags", operator: "contains", value: ["t1"] }],
};

describe("contactRules", () => {
  it("is no rule at all for every contact", () => {
    expect(contactRules("  ", undefined, undefined)).toBeUndefined();
    expect(contactRules("", { condition: "AND", rules: [] }, undefined)).toBeUndefined();
  });

  it("searches names and email at once", () => {
    expect(contactRules(" ada ", undefined, undefined)).toEqual({
      condition: "OR",
      rules: [
        { field: "firstname", operator: "contains", value: ["ada"] },
        { field: "lastname", operator: "contains", value: ["ada"] },
        { field: "email", operator: "contains", value: ["ada"] },
      ],
    });
  });

  it("makes the search, the segment and the filter all hold", () => {
    const segment: RuleGroup = {
      condition: "OR",
      rules: [{ field: "activeMembership", operator: "equal", value: [true] }],
    };
    const rules = contactRules("ada", segment, tagged);
    expect(rules?.condition).toBe("AND");
    expect(rules?.rules).toHaveLength(3);
    expect(rules?.rules[1]).toEqual(segment);
    expect(rules?.rules[2]).toEqual(tagged);
  });

  it("adds the quick tag to the filter, and is the tag's own group alone", () => {
    const named: RuleGroup = {
      condition: "AND",
      rules: [{ field: "firstname", operator: "equal", value: ["Ada"] }],
    };
    expect(contactRules("", undefined, named, "t1")).toEqual({
      condition: "AND",
      rules: [named, tagged],
    });
    expect(contactRules("", undefined, undefined, "t1")).toEqual(tagged);
  });

  it("keeps a filter alone as it is", () => {
    expect(contactRules("", undefined, tagged)).toEqual(tagged);
  });
});

describe("idRules", () => {
  it("matches the contacts picked by hand", () => {
    expect(idRules(["a", "b"])).toEqual({
      condition: "OR",
      rules: [
        { field: "id", operator: "equal", value: ["a"] },
        { field: "id", operator: "equal", value: ["b"] },
      ],
    });
  });
});
