import { describe, expect, it } from "vitest";
import {
  choiceParam,
  flagParam,
  listSearch,
  pageParam,
  parseListParams,
  sortParam,
  textParam,
} from "./list-params";

const spec = {
  q: textParam(),
  answered: flagParam(),
  sort: choiceParam(["title", "starts"] as const, "starts"),
  page: pageParam(),
};

describe("list parameters in the address", () => {
  it("read every value, with the defaults for what is missing or malformed", () => {
    expect(parseListParams(spec, "")).toEqual({ q: "", answered: false, sort: "starts", page: 1 });
    expect(parseListParams(spec, "?q=%20water%20&answered=1&sort=title&page=3")).toEqual({
      q: "water",
      answered: true,
      sort: "title",
      page: 3,
    });
    expect(parseListParams(spec, "?answered=yes&sort=DROP&page=-2")).toEqual({
      q: "",
      answered: false,
      sort: "starts",
      page: 1,
    });
    expect(parseListParams(spec, "?page=2.5").page).toBe(2);
  });

  it("write only what differs from the defaults, and read back the same", () => {
    expect(listSearch(spec, { q: "", answered: false, sort: "starts", page: 1 })).toBe("");
    const values = { q: "tap water", answered: true, sort: "title" as const, page: 2 };
    const search = listSearch(spec, values);
    expect(search).toBe("?q=tap+water&answered=1&sort=title&page=2");
    expect(parseListParams(spec, search)).toEqual(values);
  });
});

describe("a list's order in the address", () => {
  const sorted = {
    sort: sortParam(["createdAt", "expires"] as const, {
      column: "createdAt",
      order: "DESC",
    }),
  };

  it("reads a column, descending after a minus, and the default for anything else", () => {
    expect(parseListParams(sorted, "?sort=expires").sort).toEqual({
      column: "expires",
      order: "ASC",
    });
    expect(parseListParams(sorted, "?sort=-expires").sort).toEqual({
      column: "expires",
      order: "DESC",
    });
    expect(parseListParams(sorted, "?sort=createdAt").sort).toEqual({
      column: "createdAt",
      order: "ASC",
    });
    for (const search of ["", "?sort=", "?sort=-", "?sort=secret", "?sort=--expires"]) {
      expect(parseListParams(sorted, search).sort).toEqual({ column: "createdAt", order: "DESC" });
    }
  });

  it("writes only an order other than the default, and reads back the same", () => {
    expect(listSearch(sorted, { sort: { column: "createdAt", order: "DESC" } })).toBe("");
    for (const value of [
      { column: "createdAt" as const, order: "ASC" as const },
      { column: "expires" as const, order: "DESC" as const },
    ]) {
      const search = listSearch(sorted, { sort: value });
      expect(search).toBe(value.order === "DESC" ? "?sort=-expires" : "?sort=createdAt");
      expect(parseListParams(sorted, search).sort).toEqual(value);
    }
  });
});
