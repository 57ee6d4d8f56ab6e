import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { formatAnswer } from "./format";
import { input } from "@tests/support/core/forms";

const options = [
  { label: "Red", value: "red" },
  { label: "Green", value: "green" },
];
const german = setupI18n({ locale: "de", messages: { de: {} } });
const english = setupI18n({ locale: "en", messages: { en: {} } });

describe("formatAnswer", () => {
  it("shows nothing for no answer", () => {
    expect(formatAnswer(input("textfield"), undefined)).toBe("");
    expect(formatAnswer(input("textfield"), null)).toBe("");
    expect(formatAnswer(input("textfield", { multiple: true }), [])).toBe("");
  });

  it("shows text as it is, and lists joined with commas", () => {
    expect(formatAnswer(input("textarea"), "A fox\nin the garden")).toBe("A fox\nin the garden");
    expect(formatAnswer(input("email", { multiple: true }), ["a@x.org", "", "b@x.org"])).toBe(
      "a@x.org, b@x.org",
    );
  });

  it("shows the labels of chosen options", () => {
    expect(formatAnswer(input("radio", { values: options }), "green")).toBe("Green");
    expect(formatAnswer(input("select", { data: { values: options } }), "red")).toBe("Red");
    expect(
      formatAnswer(input("select", { data: { values: options }, multiple: true }), [
        "red",
        "green",
      ]),
    ).toBe("Red, Green");
    expect(formatAnswer(input("radio", { values: options }), "gone")).toBe("gone");
    expect(
      formatAnswer(input("selectboxes", { values: options }), {
        red: true,
        green: false,
        blue: true,
      }),
    ).toBe("Red, blue");
  });

  it("says yes or no for checkboxes, in the reader's language when given", () => {
    expect(formatAnswer(input("checkbox"), true)).toBe("Yes");
    expect(formatAnswer(input("checkbox"), false)).toBe("No");
    expect(formatAnswer(input("checkbox"), true, english)).toBe("Yes");
  });

  it("shows an address, its point, or both", () => {
    const address = input("address");
    const location = { lat: 51.5034, lng: -0.1276 };
    expect(formatAnswer(address, { formatted_address: "10 Downing St" })).toBe("10 Downing St");
    expect(formatAnswer(address, { formatted_address: "", geometry: { location } })).toBe(
      "51.5034, -0.1276",
    );
    expect(
      formatAnswer(address, { formatted_address: "10 Downing St", geometry: { location } }),
    ).toBe("10 Downing St (51.5034, -0.1276)");
  });

  it("shows a file's URL and a signature as signed", () => {
    const file = { url: "https://example.org/uploads/a.png", name: "a.png" };
    expect(formatAnswer(input("file"), file)).toBe(file.url);
    expect(formatAnswer(input("file", { multiple: true }), [file, file])).toBe(
      `${file.url}, ${file.url}`,
    );
    expect(formatAnswer(input("signature"), "data:image/png;base64,AAAA")).toBe("Signed");
  });

  it("shows numbers and dates as stored, or in the reader's locale", () => {
    expect(formatAnswer(input("number"), 1234.5)).toBe("1234.5");
    expect(formatAnswer(input("number"), 1234.5, german)).toBe("1.234,5");
    expect(formatAnswer(input("currency"), 12, german)).toBe("12,00");
    expect(formatAnswer(input("datetime"), "2024-05-01T10:30")).toBe("2024-05-01T10:30");
    expect(formatAnswer(input("datetime"), "2024-05-01", english)).toBe("May 1, 2024");
    expect(formatAnswer(input("datetime"), "2024-05-01T10:30", german)).toBe("01.05.2024, 10:30");
    expect(formatAnswer(input("datetime"), "$now(d:-1)", german)).toBe("$now(d:-1)");
    expect(formatAnswer(input("time"), "09:30")).toBe("09:30");
  });
});
