import { describe, expect, it } from "vitest";
import { HttpError } from "../errors";
import { InvalidRuleError } from "./errors";
import { parseRuleGroup, parseRulesParam } from "./parse";

const FIELDS = { title: { type: "text" } } as const;

function thrown(run: () => unknown): HttpError {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error("expected an error");
}

describe("parsing the rules parameter", () => {
  it("answers the checked group", () => {
    const text = JSON.stringify({
      condition: "OR",
      rules: [{ field: "title", operator: "contains", value: ["water"] }],
    });
    expect(parseRulesParam(text, FIELDS)).toEqual({
      condition: "OR",
      rules: [
        { field: "title", type: "text", nullable: false, operator: "contains", value: ["water"] },
      ],
    });
  });

  it("answers bad JSON with the contract's invalid-rule", () => {
    const error = thrown(() => parseRulesParam("{condition: AND", FIELDS));
    expect(error).toBeInstanceOf(InvalidRuleError);
    expect(error.toBody()).toMatchObject({
      httpCode: 400,
      name: "BadRequestError",
      code: "invalid-rule",
      rule: "{condition: AND",
      message: expect.stringMatching(/^The rules parameter must be a rule group in JSON \(/),
    });
  });

  it("answers a wrong rule with invalid-rule, the rule and the first problem", () => {
    const bad = { field: "title", operator: "less", value: ["a"] };
    const error = thrown(() => parseRuleGroup({ condition: "AND", rules: [bad] }, FIELDS));
    expect(error.toBody()).toEqual({
      httpCode: 400,
      name: "BadRequestError",
      code: "invalid-rule",
      rule: bad,
      message:
        'Field "title" (text) does not take "less"; it takes equal, not_equal, contains, not_contains, begins_with, ends_with, not_begins_with, not_ends_with, is_empty, is_not_empty',
    });
  });
});
