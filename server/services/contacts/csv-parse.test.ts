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

  it("reads the semicolons or tabs a spreadsheet separates with, as its header row shows", () => {
    expect(parseCsv('E-Mail;Name;Stadt\r\na@x.org;"Müller; Anna";Köln, Ehrenfeld')).toEqual([
      ["E-Mail", "Name", "Stadt"],
      ["a@x.org", "Müller; Anna", "Köln, Ehrenfeld"],
    ]);
    expect(parseCsv("email\tname\na@x.org\tAda, Countess")).toEqual([
      ["email", "name"],
      ["a@x.org", "Ada, Countess"],
    ]);
    // A separator inside a quoted header does not count.
    expect(parseCsv('"a;b;c",d\r\n1,2')).toEqual([
      ["a;b;c", "d"],
      ["1", "2"],
    ]);
    expect(parseCsv("email\r\na@x.org")).toEqual([["email"], ["a@x.org"]]);
  });

  it("reads an empty file as no rows", () => {
    expect(parseCsv("")).toEqual([]);
    expect(parseCsv("\r\n\n")).toEqual([]);
  });
});
