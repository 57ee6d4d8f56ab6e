import { describe, expect, it } from "vitest";
import {
  ALL_SELECTED,
  NO_SELECTION,
  isSelected,
  pageSelection,
  selectPage,
  selectionCount,
  toggleRow,
  type TableSelection,
} from "./selection";

const some = (...ids: string[]): TableSelection => ({ kind: "some", ids: new Set(ids) });
const page = ["a", "b", "c"];

describe("table selection", () => {
  it("counts ids, or every matching row when all are selected", () => {
    expect(selectionCount(NO_SELECTION, 40)).toBe(0);
    expect(selectionCount(some("a", "z"), 40)).toBe(2);
    expect(selectionCount(ALL_SELECTED, 40)).toBe(40);
  });

  it("knows whether a row is selected", () => {
    expect(isSelected(some("a"), "a")).toBe(true);
    expect(isSelected(some("a"), "b")).toBe(false);
    expect(isSelected(ALL_SELECTED, "anything")).toBe(true);
  });

  it("says how much of a page is selected", () => {
    expect(pageSelection(NO_SELECTION, page)).toBe("none");
    expect(pageSelection(some("b", "z"), page)).toBe("some");
    expect(pageSelection(some("a", "b", "c", "z"), page)).toBe("all");
    expect(pageSelection(ALL_SELECTED, page)).toBe("all");
    expect(pageSelection(ALL_SELECTED, [])).toBe("none");
  });

  it("ticks and unticks a row without changing the one it was given", () => {
    const before = some("a");
    expect(toggleRow(before, "b", page)).toEqual(some("a", "b"));
    expect(toggleRow(before, "a", page)).toEqual(some());
    expect(before).toEqual(some("a"));
  });

  it("keeps the rest of the page when a row is unticked from all matching", () => {
    expect(toggleRow(ALL_SELECTED, "b", page)).toEqual(some("a", "c"));
  });

  it("selects and unselects a page, keeping other pages' rows", () => {
    expect(selectPage(some("z"), page, true)).toEqual(some("z", "a", "b", "c"));
    expect(selectPage(some("z", "a", "b"), page, false)).toEqual(some("z"));
    expect(selectPage(ALL_SELECTED, page, true)).toBe(ALL_SELECTED);
    expect(selectPage(ALL_SELECTED, page, false)).toEqual(NO_SELECTION);
  });
});
