import { array, number, string, validate, type Struct } from "superstruct";
import { describe, expect, it } from "vitest";
import { limitOf, maxLength, maximum, minLength, minimum } from "./rules";

const firstFailure = <T, S>(value: unknown, struct: Struct<T, S>) =>
  validate(value, struct)[0]?.failures()[0];

describe("limit rules", () => {
  it("count text in characters and lists in entries, at the limit included", () => {
    expect(firstFailure("😀😀😀", maxLength(string(), 3))).toBeUndefined();
    expect(firstFailure(["a"], minLength(array(string()), 1))).toBeUndefined();
    expect(firstFailure(10, maximum(number(), 10))).toBeUndefined();
    expect(firstFailure(0, minimum(number(), 0))).toBeUndefined();
  });

  it("tell the server's error body in English and the form the limit passed", () => {
    const cases = [
      [maxLength(string(), 3), "abcd", "maxLength", "Must be at most 3 characters", 3],
      [minLength(string(), 2), "a", "minLength", "Must be at least 2 characters", 2],
      [maxLength(array(string()), 1), ["a", "b"], "maxLength", "Must be at most 1 entry", 1],
      [minimum(number(), 5), 4, "min", "Must be at least 5", 5],
      [maximum(number(), 5), 6, "max", "Must be at most 5", 5],
    ] as const;
    for (const [struct, value, refinement, message, limit] of cases) {
      const failure = firstFailure(value, struct as Struct<unknown, unknown>);
      expect(failure).toMatchObject({ refinement, message });
      expect(limitOf(failure!)).toBe(limit);
    }
    expect(limitOf({ message: "x" })).toBeUndefined();
  });
});
