import { describe, expect, it } from "vitest";
import type { InputComponent } from "./schema";
import { input } from "@tests/support/core/forms";
import { isEmptyAnswer, validateAnswer, SIGNATURE_MAX_LENGTH } from "./validate";

const NOW = new Date("2024-05-15T12:34:56Z");
const problem = (component: InputComponent, value: unknown) =>
  validateAnswer(component, value, { now: NOW })?.message;

const REQUIRED = "This field is required";
const PNG =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

describe("required", () => {
  const types = [
    "address",
    "checkbox",
    "currency",
    "datetime",
    "email",
    "file",
    "number",
    "phoneNumber",
    "select",
    "radio",
    "selectboxes",
    "signature",
    "textarea",
    "textfield",
    "time",
    "url",
  ] as const;
  /** Each kind of answer says what it lacks; plain text has nothing more to say. */
  const MISSING: Record<(typeof types)[number], string> = {
    address: "Please enter an address",
    checkbox: "Tick this box to continue",
    currency: "Please enter a number",
    datetime: "Enter a date",
    email: "Enter an email address like name@example.com",
    file: "Choose a file to upload",
    number: "Please enter a number",
    phoneNumber: "Enter a phone number of 6 to 20 digits, like +44 20 7946 0000",
    select: "Please choose one of the options",
    radio: "Please choose one of the options",
    selectboxes: "Choose at least one option",
    signature: "Sign in the box or type your name",
    textarea: REQUIRED,
    textfield: REQUIRED,
    time: "Please enter a time such as 14:30",
    url: "Please enter a web address starting with http:// or https://",
  };
  const empties: [string, unknown][] = [
    ["undefined", undefined],
    ["null", null],
    ["an empty string", ""],
    ["a blank string", "  \n"],
    ["an empty list", []],
  ];
  it.each(types.flatMap((type) => empties.map(([label, value]) => [type, label, value] as const)))(
    "a required %s fails on %s, an optional one passes",
    (type, _label, value) => {
      expect(problem(input(type, { validate: { required: true } }), value)).toBe(MISSING[type]);
      expect(problem(input(type), value)).toBeUndefined();
    },
  );

  it.each([
    ["an unticked checkbox", input("checkbox"), false],
    ["select boxes with nothing ticked", input("selectboxes"), { red: false }],
    ["an address with no text and no point", input("address"), { formatted_address: " " }],
    ["a list of blank answers", input("textfield", { multiple: true }), ["", " "]],
  ])("counts %s as no answer", (_label, component, value) => {
    expect(isEmptyAnswer(component, value)).toBe(true);
    expect(problem({ ...component, validate: { required: true } }, value)).toBe(
      MISSING[component.type as (typeof types)[number]],
    );
  });

  it("counts zero and a ticked box as answers", () => {
    expect(problem(input("number", { validate: { required: true } }), 0)).toBeUndefined();
    expect(problem(input("checkbox", { validate: { required: true } }), true)).toBeUndefined();
  });

  it("reads the builder's unset limits as no limit", () => {
    const component = input("textfield", {
      validate: { required: false, minLength: "", maxLength: null, pattern: "", minWords: "" },
    });
    expect(problem(component, "x")).toBeUndefined();
  });
});

describe("number", () => {
  const number = input("number", { validate: { min: -5, max: "10" } });
  it.each([0, -5, 10, 3.25, -0.5])("accepts %j within min and max", (value) => {
    expect(problem(number, value)).toBeUndefined();
  });
  it.each([
    ["text", "5"],
    ["NaN", Number.NaN],
    ["infinity", Number.POSITIVE_INFINITY],
    ["a boolean", true],
    ["an object", {}],
  ])("rejects %s as not a number", (_label, value) => {
    expect(problem(number, value)).toBe("Please enter a number");
  });
  it("rejects numbers under min and over max", () => {
    expect(problem(number, -5.01)).toBe("Must be at least {min}");
    expect(problem(number, 11)).toBe("Must be at most {max}");
  });
  it("has no limits unless set", () => {
    expect(problem(input("number"), -1e9)).toBeUndefined();
  });
});

describe("currency", () => {
  const currency = input("currency");
  it.each([0, 1, 12.5, 0.29, 19.99, 1234567.01])("accepts %j", (value) => {
    expect(problem(currency, value)).toBeUndefined();
  });
  it("rejects negative amounts", () => {
    expect(problem(currency, -0.01)).toBe("Please enter an amount of 0 or more");
  });
  it.each([0.001, 1.234, 19.999])("rejects %j, which has more than two decimals", (value) => {
    expect(problem(currency, value)).toBe("Please use at most two decimal places");
  });
  it("rejects what is not a number, and respects min and max", () => {
    expect(problem(currency, "12")).toBe("Please enter a number");
    expect(problem(input("currency", { validate: { max: 100 } }), 100.01)).toBe(
      "Must be at most {max}",
    );
  });
});

describe("phone number", () => {
  const phone = input("phoneNumber");
  it.each([
    "123456",
    "+441234567890",
    "12345678901234567890",
    "+123456789012345",
    "+44 20 7946 0958",
    "(030) 123-456",
    " 030 123 456 ",
  ])("accepts %j", (value) => {
    expect(problem(phone, value)).toBeUndefined();
  });
  it.each([
    ["too short", "12345"],
    ["too long", "123456789012345678901"],
    ["letters and punctuation", "abc!!"],
    ["letters", "12345a"],
    ["a plus inside", "123+456"],
    ["two pluses", "++123456"],
    ["not a string", 1234567],
  ])("rejects %s", (_label, value) => {
    expect(problem(phone, value)).toMatch(/^Enter a phone number|Please enter text/);
  });
});

describe("text", () => {
  it("must be a string", () => {
    expect(problem(input("textfield"), 42)).toBe("Please enter text");
    expect(problem(input("textarea"), ["a"])).toBe("Please enter text");
  });
  it("checks minLength and maxLength in characters", () => {
    const component = input("textfield", { validate: { minLength: 3, maxLength: "5" } });
    expect(problem(component, "abc")).toBeUndefined();
    expect(problem(component, "😀😀😀😀😀")).toBeUndefined();
    expect(problem(component, "ab")).toMatch(/at least # character/);
    expect(problem(component, "abcdef")).toMatch(/at most # character/);
  });
  it("checks minWords and maxWords", () => {
    const component = input("textarea", { validate: { minWords: 2, maxWords: 3 } });
    expect(problem(component, "two words")).toBeUndefined();
    expect(problem(component, "  three\nshort   words ")).toBeUndefined();
    expect(problem(component, "one")).toMatch(/at least # word/);
    expect(problem(component, "one two three four")).toMatch(/at most # word/);
  });
  it("matches the whole answer against the pattern", () => {
    const component = input("textfield", { validate: { pattern: "[A-Z]{2}\\d+" } });
    expect(problem(component, "AB12")).toBeUndefined();
    expect(problem(component, "xAB12")).toBe("Please use the format asked for");
    expect(problem(component, "AB12x")).toBe("Please use the format asked for");
  });
  it("says the admin's own message for a pattern", () => {
    const component = input("textfield", {
      validate: { pattern: "\\d{5}", customMessage: "Five digits, please" },
    });
    expect(validateAnswer(component, "123")).toEqual({
      id: "Five digits, please",
      message: "Five digits, please",
    });
  });
  it("ignores a pattern that does not compile", () => {
    expect(problem(input("textfield", { validate: { pattern: "(" } }), "x")).toBeUndefined();
  });
  it("reads Unicode patterns", () => {
    const component = input("textfield", { validate: { pattern: "\\p{L}+" } });
    expect(problem(component, "Jürgen")).toBeUndefined();
    expect(problem(component, "J1")).toBe("Please use the format asked for");
  });
});

describe("email and url", () => {
  it.each(["name@example.org", "first.last+tag@sub.example.co.uk"])("accepts email %j", (value) => {
    expect(problem(input("email"), value)).toBeUndefined();
  });
  it.each(["name", "name@example", "na me@example.org", 42])("rejects email %j", (value) => {
    expect(problem(input("email"), value)).toMatch(
      /^Enter an email address like|Please enter text/,
    );
  });
  it.each(["https://example.org", "http://example.org/path?q=1"])("accepts url %j", (value) => {
    expect(problem(input("url"), value)).toBeUndefined();
  });
  it.each(["example.org", "javascript:alert(1)", "ftp://example.org"])(
    "rejects url %j",
    (value) => {
      expect(problem(input("url"), value)).toBe(
        "Please enter a web address starting with http:// or https://",
      );
    },
  );
});

describe("datetime", () => {
  const datetime = input("datetime");
  it.each([
    "2024-05-01",
    "2024-02-29",
    "2024-05-01T10:30",
    "2024-05-01T10:30:15",
    "2024-05-01T10:30:15.123Z",
    "2024-05-01T10:30+02:00",
    "$now",
    "$now(d:-1)",
    "$now(M:-3,d:1)",
    "$now(y:1, h:2, m:-30, s:5)",
  ])("accepts %j", (value) => {
    expect(problem(datetime, value)).toBeUndefined();
  });
  it.each([
    "2023-02-29",
    "2024-13-01",
    "2024-04-31",
    "2024-05-01T24:00",
    "2024-05-01T10:60",
    "01/05/2024",
    "yesterday",
    "$now(w:1)",
    "$now(d:1",
    "$now(d:1,,h:2)",
    "$nowish",
    "",
  ])("rejects %j", (value) => {
    expect(problem(input("datetime", { validate: { required: true } }), value)).toMatch(
      /valid date|Enter a date/,
    );
  });
  it("rejects a value that is not a string", () => {
    expect(problem(datetime, 1714559400000)).toBe("Please enter a valid date");
  });

  it("keeps within absolute minDate and maxDate, the whole max day included", () => {
    const limited = input("datetime", {
      validate: { minDate: "2024-05-01", maxDate: "2024-05-31" },
    });
    expect(problem(limited, "2024-05-01")).toBeUndefined();
    expect(problem(limited, "2024-05-31T23:59")).toBeUndefined();
    expect(problem(limited, "2024-04-30T23:59")).toBe("Please enter a date on or after {date}");
    expect(validateAnswer(limited, "2024-04-30")?.values).toEqual({ date: "2024-05-01" });
    expect(problem(limited, "2024-06-01")).toBe("Please enter a date on or before {date}");
    expect(validateAnswer(limited, "2024-06-01")?.values).toEqual({ date: "2024-05-31" });
  });

  it("keeps within relative limits, counted from now", () => {
    // Today is 2024-05-15: from yesterday to the end of today.
    const limited = input("datetime", { validate: { minDate: "$now(d:-1)", maxDate: "$now" } });
    expect(problem(limited, "2024-05-14")).toBeUndefined();
    expect(problem(limited, "2024-05-15T23:00")).toBeUndefined();
    expect(problem(limited, "2024-05-13T23:59")).toBe("Please enter a date on or after {date}");
    expect(problem(limited, "2024-05-16")).toBe("Please enter a date on or before {date}");
  });

  it("reads the limits form.io's date picker keeps", () => {
    const limited = input("datetime", { datePicker: { minDate: "2024-01-01", maxDate: null } });
    expect(problem(limited, "2023-12-31")).toBe("Please enter a date on or after {date}");
    expect(problem(limited, "2099-01-01")).toBeUndefined();
  });
});

describe("checkbox", () => {
  it.each([true, false])("accepts %j", (value) => {
    expect(problem(input("checkbox"), value)).toBeUndefined();
  });
  it.each(["true", 1, "yes", {}])("rejects %j", (value) => {
    expect(problem(input("checkbox"), value)).toBe("Please tick the box or leave it empty");
  });
});

describe("select and radio", () => {
  const values = [
    { label: "Red", value: "red" },
    { label: "Green", value: "green" },
  ];
  const select = input("select", { data: { values } });
  const radio = input("radio", { values });
  it.each([select, radio])("accept a configured value", (component) => {
    expect(problem(component, "green")).toBeUndefined();
  });
  it.each([select, radio])("reject anything else", (component) => {
    for (const value of ["blue", "Red", 1, true, ["red"], { red: true }]) {
      expect(problem(component, value)).toBe("Please choose one of the options");
    }
  });
  it("a multiple select takes a list of configured values", () => {
    const multiple = { ...select, multiple: true };
    expect(problem(multiple, ["red", "green"])).toBeUndefined();
    expect(problem(multiple, ["red", "blue"])).toBe("Please choose one of the options");
    expect(problem(multiple, "red")).toBe("Please give a list of answers");
  });
  it("a select without options accepts nothing", () => {
    expect(problem(input("select"), "red")).toBe("Please choose one of the options");
  });
});

describe("select boxes", () => {
  const boxes = input("selectboxes", {
    values: [
      { label: "Red", value: "red" },
      { label: "Green", value: "green" },
    ],
  });
  it.each([{ red: true }, { red: true, green: false }, { red: false, green: true }])(
    "accept %j",
    (value) => {
      expect(problem(boxes, value)).toBeUndefined();
    },
  );
  it.each([{ blue: true }, { red: "yes" }, ["red"], "red", { red: true, __proto__x: true }])(
    "reject %j",
    (value) => {
      expect(problem(boxes, value)).toBe("Please choose one of the options");
    },
  );
});

describe("time", () => {
  it.each(["00:00", "09:05", "23:59", "12:30:59"])("accepts %j", (value) => {
    expect(problem(input("time"), value)).toBeUndefined();
  });
  it.each(["24:00", "9:05", "12:60", "12:30:60", "12", "12:30 pm", 1230])("rejects %j", (value) => {
    expect(problem(input("time"), value)).toBe("Please enter a time such as 14:30");
  });
});

describe("address", () => {
  const address = input("address");
  const at = (lat: number, lng: number) => ({
    formatted_address: "1 Main Street",
    geometry: { location: { lat, lng } },
  });
  it.each([
    ["text only", { formatted_address: "1 Main Street" }],
    ["a point", at(51.5, -0.12)],
    ["the corners of the map", at(-90, 180)],
    ["the other corners", at(90, -180)],
    ["extra properties", { ...at(0, 0), place_id: "x" }],
  ])("accepts %s", (_label, value) => {
    expect(problem(address, value)).toBeUndefined();
  });
  it.each([
    ["latitude over 90", at(90.01, 0)],
    ["latitude under -90", at(-91, 0)],
    ["longitude over 180", at(0, 180.5)],
    ["longitude under -180", at(0, -181)],
  ])("rejects %s", (_label, value) => {
    expect(problem(address, value)).toMatch(/outside the map/);
  });
  it.each([
    ["a plain string", "1 Main Street"],
    ["no text", { geometry: { location: { lat: 1, lng: 2 } } }],
    ["a latitude that is not a number", at(Number.NaN, 0)],
    [
      "coordinates as text",
      { formatted_address: "x", geometry: { location: { lat: "1", lng: "2" } } },
    ],
  ])("rejects %s", (_label, value) => {
    expect(problem(address, value)).toBe("Please enter an address");
  });
});

describe("signature", () => {
  it("accepts a PNG, JPEG or WebP data URL", () => {
    expect(problem(input("signature"), PNG)).toBeUndefined();
    expect(problem(input("signature"), "data:image/jpeg;base64,/9j/4AAQ")).toBeUndefined();
    expect(problem(input("signature"), "data:image/webp;base64,UklGRg==")).toBeUndefined();
  });
  it.each([
    ["a web address", "https://example.org/sig.png"],
    ["an SVG", "data:image/svg+xml;base64,PHN2Zz4="],
    ["HTML", "data:text/html;base64,PHNjcmlwdD4="],
    ["not base64", "data:image/png;base64,<script>"],
    ["a name", "Ada Lovelace"],
    ["not a string", { url: PNG }],
  ])("rejects %s", (_label, value) => {
    expect(problem(input("signature"), value)).toBe("Please sign again");
  });
  it("rejects an image that is too large", () => {
    const huge = `data:image/png;base64,${"A".repeat(SIGNATURE_MAX_LENGTH)}`;
    expect(problem(input("signature"), huge)).toBe("Please sign again");
  });
});

describe("file", () => {
  const file = { url: "https://example.org/uploads/a.png", path: "uploads/a.png", name: "a.png" };
  it.each([
    ["an upload", file],
    ["a path on this site", { url: "/uploads/a.pdf" }],
    ["form.io's list of one", [file]],
  ])("accepts %s", (_label, value) => {
    expect(problem(input("file"), value)).toBeUndefined();
  });
  it.each([
    ["a javascript: URL", { url: "javascript:alert(1)" }],
    ["a protocol-relative URL", { url: "//evil.example/x" }],
    ["no URL", { name: "a.png" }],
    ["a string", "https://example.org/a.png"],
  ])("rejects %s", (_label, value) => {
    expect(problem(input("file"), value)).toBe("Please upload the file again");
  });
  it("takes one file unless multiple", () => {
    expect(problem(input("file"), [file, file])).toBe("Please give one answer only");
    expect(problem(input("file", { multiple: true }), [file, file])).toBeUndefined();
  });
});

describe("multiple", () => {
  const list = input("email", { multiple: true, validate: { required: true } });
  it("takes a list and checks each item", () => {
    expect(problem(list, ["a@example.org", "b@example.org"])).toBeUndefined();
    expect(problem(list, ["a@example.org", "nope"])).toBe(
      "Enter an email address like name@example.com",
    );
    expect(problem(list, "a@example.org")).toBe("Please give a list of answers");
  });
  it("ignores blank items, and a list of blanks is no answer", () => {
    expect(problem(list, ["", "a@example.org", " "])).toBeUndefined();
    expect(problem(list, ["", null])).toBe("Enter an email address like name@example.com");
  });
  it("does not apply to choices and signatures", () => {
    const boxes = input("checkbox", { multiple: true });
    expect(problem(boxes, true)).toBeUndefined();
  });
});
