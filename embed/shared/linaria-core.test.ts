import { cx as linariaCx } from "@linaria/core";
import { describe, expect, it } from "vitest";
import { cx } from "./linaria-core";

// The frames' `cx` (see linaria-core.ts) against Linaria's, on the class names our styles have.
describe("the frames' cx", () => {
  it.each([
    [["_1", "_2"]],
    [["_1", false, undefined, null, 0, "", "_2"]],
    [["_1 _2", "page-title"]],
    [[false, undefined]],
    [[]],
  ] as const)("joins %j as Linaria's does", (names) => {
    expect(cx(...names)).toBe(linariaCx(...names));
  });
});
