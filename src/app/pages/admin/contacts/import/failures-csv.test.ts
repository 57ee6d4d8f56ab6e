import { describe, expect, it } from "vitest";
import { failuresCsv } from "./failures-csv";

/** The worded problem of each row, as the screen gives them. */
const PROBLEMS: Record<number, string> = {
  1: "Invalid email address",
  4: 'Say "no", please',
  7: "=HYPERLINK()",
};

describe("failuresCsv", () => {
  it("numbers rows as a spreadsheet does, quotes what needs it and defuses formulas", () => {
    const csv = failuresCsv(
      [
        { row: 1, field: "email", code: "invalid-email" },
        { row: 4, field: "tags", code: "too-long", max: 100 },
        { row: 7, code: "not-stored" },
      ],
      ["Row", "Column", "Problem"],
      (field) => (field === "email" ? "E-mail" : (field ?? "")),
      (error) => PROBLEMS[error.row] ?? "",
    );
    expect(csv.split("\r\n")).toEqual([
      "Row,Column,Problem",
      "2,E-mail,Invalid email address",
      '5,tags,"Say ""no"", please"',
      "8,,'=HYPERLINK()",
    ]);
  });
});
