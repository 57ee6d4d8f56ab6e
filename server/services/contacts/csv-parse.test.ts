import { describe, expect, it } from "vitest";
import { parseCsv } from "./csv-parse";

describe("parseCsv", () => {
  it("reads quoted fields with commas, quotes and line breaks, CRLF or LF, and a BOM", () => {
    const text =
      '\ufeffemail,name\r\n"a@x.org","Lovelace, Ada"\n"b@x.org","Say ""hi""\nthere"\r\n\r\nc@x.org,';
    expect(parseCsv(text)).toEqual([
      ["email", "name"],
      ["a@x.org", "Lovelace, Ada"],
      ["b@x.org", 'Say "hi"\nthere'],
      ["c@x.org", ""],
    ]);
  });

  it("reads an empty file as no rows", () => {
    expect(parseCsv("")).toEqual([]);
    expect(parseCsv("\r\n\n")).toEqual([]);
  });
});
