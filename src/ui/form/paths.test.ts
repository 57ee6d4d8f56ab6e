import { describe, expect, it } from "vitest";
import { keysOf, withRowAdded, withRowRemoved } from "./listKeys";
import { allPaths, fieldForPath, labelKey, rowOf, setAt, withoutItem } from "./paths";

describe("form paths", () => {
  const values = {
    name: "Ada",
    address: { line1: "1 High St" },
    links: [{ url: "a" }, { url: "b" }],
  };

  it("sets a nested value or a list item's, copying only what is on the way", () => {
    const next = setAt(values, "links.1.url", "c");
    expect(next).toEqual({ ...values, links: [{ url: "a" }, { url: "c" }] });
    expect(next.address).toBe(values.address);
    expect(next.links[0]).toBe(values.links[0]);
    expect(Array.isArray(next.links)).toBe(true);
    expect(values.links[1]!.url).toBe("b");
  });

  it("lists every path, each object or list before what it holds", () => {
    expect(allPaths(values)).toEqual([
      "name",
      "address",
      "address.line1",
      "links",
      "links.0",
      "links.0.url",
      "links.1",
      "links.1.url",
    ]);
  });

  it("labels list items by pattern and counts rows from 1", () => {
    expect(labelKey("links.12.url")).toBe("links.*.url");
    expect(rowOf("links.12.url")).toBe(13);
    expect(rowOf("name")).toBeUndefined();
  });

  it("finds a body's or a server's path among the form's fields", () => {
    const fields = new Set(allPaths(values));
    expect(fieldForPath("links.1.url", fields)).toBe("links.1.url");
    expect(fieldForPath("body.name", fields)).toBe("name");
    expect(fieldForPath("profile.address.line1", fields)).toBe("address.line1");
    expect(fieldForPath("resetUrl", fields)).toBeUndefined();
  });

  it("moves entries up when a list item goes", () => {
    expect(
      withoutItem(
        { name: 1, "links.0.url": 2, "links.1.url": 3, "links.2": 4, "links.10.url": 5 },
        "links",
        1,
      ),
    ).toEqual({ name: 1, "links.0.url": 2, "links.1": 4, "links.9.url": 5 });
  });
});

describe("list row keys", () => {
  it("keeps each row's key as rows come and go, and never repeats one", () => {
    let keys = {};
    expect(keysOf(keys, "links", 2)).toEqual(["row-0", "row-1"]);
    keys = withRowRemoved(keys, "links", 2, 0);
    expect(keysOf(keys, "links", 1)).toEqual(["row-1"]);
    keys = withRowAdded(keys, "links", 1, "new-1");
    expect(keysOf(keys, "links", 2)).toEqual(["row-1", "new-1"]);
    // Values set from outside with more rows: new positions get keys of their own.
    expect(new Set(keysOf(keys, "links", 4)).size).toBe(4);
  });
});
