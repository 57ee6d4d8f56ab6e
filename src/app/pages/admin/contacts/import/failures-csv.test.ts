import { describe, expect, it } from "vitest";
import { failuresCsv } from "./failures-csv";

describe("failuresCsv", () => {
  it("numbers rows as a spreadsheet does, quotes what needs it and defuses formulas", () => {
    const csv = failuresCsv(
      [
        { row: 1, field: "email", message: "Invalid email address" },
        { row: 4, field: "tags", message: 'Say "no", please' },
        { row: 7, message: "=HYPERLINK()" },
      ],
      ["Row", "Column", "Problem"],
      (field) => (field === "email" ? "E-mail" : (field ?? "")),
    );
    expect(csv.split("\r\n")).toEqual([
      "Row,Column,Problem",
      "2,E-mail,Invalid email address",
      '5,tags,"Say ""no"", please"',
      "8,,'=HYPERLINK()",
    ]);
  });
});
