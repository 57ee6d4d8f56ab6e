import { describe, expect, it } from "vitest";
import { parseFramePath } from "./route";

describe("parseFramePath", () => {
  it("reads the callout and its page", () => {
    expect(parseFramePath("/embed/callouts/water")).toEqual({ id: "water", page: undefined });
    expect(parseFramePath("/embed/callouts/water/")).toEqual({ id: "water", page: undefined });
    expect(parseFramePath("/embed/callouts/water/thanks")).toEqual({ id: "water", page: "thanks" });
    expect(parseFramePath("/embed/callouts/%CE%BD%CE%B5%CF%81%CF%8C/map")).toEqual({
      id: "νερό",
      page: "map",
    });
  });

  it("knows no other path", () => {
    expect(parseFramePath("/embed/callouts/")).toBeUndefined();
    expect(parseFramePath("/embed/callouts/water/admin")).toBeUndefined();
    expect(parseFramePath("/callouts/water")).toBeUndefined();
    expect(parseFramePath("/embed/callouts/%E0%A4%A")).toBeUndefined();
  });
});
