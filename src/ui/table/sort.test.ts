import { describe, expect, it } from "vitest";
import { ariaSort, nextSort } from "./sort";

describe("table sort", () => {
  it("turns the order round on the same column and starts a new one ascending", () => {
    expect(nextSort({ column: "created", order: "DESC" }, "created")).toEqual({
      column: "created",
      order: "ASC",
    });
    expect(nextSort({ column: "created", order: "ASC" }, "created").order).toBe("DESC");
    expect(nextSort({ column: "created", order: "DESC" }, "name")).toEqual({
      column: "name",
      order: "ASC",
    });
    expect(nextSort(undefined, "name")).toEqual({ column: "name", order: "ASC" });
  });

  it("names the order of the sorted column only", () => {
    expect(ariaSort({ column: "name", order: "ASC" }, "name")).toBe("ascending");
    expect(ariaSort({ column: "name", order: "DESC" }, "name")).toBe("descending");
    expect(ariaSort({ column: "name", order: "ASC" }, "created")).toBeUndefined();
    expect(ariaSort(undefined, "name")).toBeUndefined();
  });
});
