import { describe, expect, it } from "vitest";
import { isCompressibleFile, isCompressibleType, negotiateEncoding } from "./encoding";

describe("negotiateEncoding", () => {
  it.each([
    ["gzip, br", "br"],
    ["br", "br"],
    ["gzip", "gzip"],
    ["gzip, deflate", "gzip"],
    ["GZIP;Q=1", "gzip"],
    ["br;q=0.5, gzip", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["br;q=0.8, gzip;q=0.8", "br"],
    ["*", "br"],
    ["*;q=0.1, br;q=0", "gzip"],
    ["gzip;q=0.5, *;q=0.9", "br"],
  ])("picks from %j: %s", (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });

  it.each([
    ["no header", undefined],
    ["an empty header", ""],
    ["identity only", "identity"],
    ["br refused", "br;q=0"],
    ["everything refused", "*;q=0"],
    ["codings we do not make", "deflate, zstd"],
    ["a malformed weight", "br;q=high"],
  ])("sends the body as it is for %s", (_case, header) => {
    expect(negotiateEncoding(header)).toBeUndefined();
  });

  it("chooses only among what is offered", () => {
    expect(negotiateEncoding("br, gzip", ["gzip"])).toBe("gzip");
    expect(negotiateEncoding("br", ["gzip"])).toBeUndefined();
  });
});

describe("what is worth compressing", () => {
  it.each(["a.js", "a.css", "index.html", "logo.svg", "m.json", "a.js.map"])("%s", (file) => {
    expect(isCompressibleFile(file)).toBe(true);
  });

  it.each(["font.woff2", "photo.jpg", "a.js.br", "a.js.gz"])("not %s", (file) => {
    expect(isCompressibleFile(file)).toBe(false);
  });

  it("by content type: text and JSON, not pictures or archives", () => {
    expect(isCompressibleType("application/json; charset=utf-8")).toBe(true);
    expect(isCompressibleType("text/csv")).toBe(true);
    expect(isCompressibleType("application/problem+json")).toBe(true);
    expect(isCompressibleType("image/png")).toBe(false);
    expect(isCompressibleType("application/zip")).toBe(false);
  });
});
