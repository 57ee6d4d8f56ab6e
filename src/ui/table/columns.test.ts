import { describe, expect, it } from "vitest";
import { isHideable, visibleColumns, withColumnShown } from "./columns";
import type { Column } from "./types";

const column = (id: string, hideable?: boolean): Column<string> => ({
  id,
  header: id,
  cell: (row) => row,
  hideable,
});
const columns = [column("name"), column("email"), column("actions", false), column("joined")];

describe("table columns", () => {
  it("lets every column but the first be hidden unless it says otherwise", () => {
    expect(columns.map((each, index) => isHideable(each, index))).toEqual([
      false,
      true,
      false,
      true,
    ]);
    expect(isHideable(column("name", true), 0)).toBe(true);
  });

  it("leaves out hidden columns, but never one that cannot be hidden", () => {
    const ids = (hidden: string[]) => visibleColumns(columns, hidden).map((each) => each.id);
    expect(ids([])).toEqual(["name", "email", "actions", "joined"]);
    expect(ids(["email", "name", "actions", "unknown"])).toEqual(["name", "actions", "joined"]);
  });

  it("shows and hides one column at a time", () => {
    expect(withColumnShown(["email"], "joined", false)).toEqual(["email", "joined"]);
    expect(withColumnShown(["email", "joined"], "email", true)).toEqual(["joined"]);
    expect(withColumnShown(["email"], "email", false)).toEqual(["email"]);
  });
});
