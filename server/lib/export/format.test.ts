import { describe, expect, it } from "vitest";
import { csvField } from "./csv";
import { columnName, xmlText } from "./xlsx";

describe("export cells", () => {
  it("quote CSV fields only where needed, and never let a formula run", () => {
    expect(csvField("plain")).toBe("plain");
    expect(csvField('say "hi", then\r\nleave')).toBe('"say ""hi"", then\r\nleave"');
    expect(csvField("=1+1")).toBe("'=1+1");
    expect(csvField("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvField("-5")).toBe("-5");
    expect(csvField("+1e3")).toBe("+1e3");
    expect(csvField(-5)).toBe("-5");
    expect(csvField("=A1,B1")).toBe(`"'=A1,B1"`);
  });

  it("name columns as spreadsheets do and keep text XML can hold", () => {
    expect([0, 25, 26, 27, 51, 52, 701, 702].map(columnName)).toEqual([
      "A",
      "Z",
      "AA",
      "AB",
      "AZ",
      "BA",
      "ZZ",
      "AAA",
    ]);
    expect(xmlText('a<b & "c"\u0001\u0008\t\n\ud800x')).toBe("a&lt;b &amp; &quot;c&quot;\t\nx");
    expect(xmlText("🌊 Straße")).toBe("🌊 Straße");
  });
});
