import { describe, expect, it } from "vitest";
import { withCurrentParamNames } from "./legacy-params";

describe("withCurrentParamNames", () => {
  it("renames the predecessor's tab and search parameters", () => {
    expect(withCurrentParamNames("?filter=ended&s=water")).toBe("?status=ended&search=water");
    expect(withCurrentParamNames("?filter=open&page=2")).toBe("?page=2&status=open");
  });

  it("keeps our own names' values, and leaves an address without old names alone", () => {
    expect(withCurrentParamNames("?status=draft&filter=open")).toBe("?status=draft");
    expect(withCurrentParamNames("?s=")).toBe("");
    expect(withCurrentParamNames("?status=open&search=water")).toBeUndefined();
    expect(withCurrentParamNames("")).toBeUndefined();
  });
});
