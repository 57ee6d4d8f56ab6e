import {
  array,
  boolean,
  enums,
  integer,
  literal,
  nullable,
  number,
  object,
  optional,
  pattern,
  string,
} from "superstruct";
import { describe, expect, it } from "vitest";
import { LoginBody } from "../auth";
import { UpdateContact, requiredText } from "../contacts";
import { email, password, phone, url } from "./refinements";
import { maxLength, maximum, minLength, minimum } from "./rules";
import { schemaProblems, schemaRequires, serverProblems, valueAt } from "./schema-problems";

/** Each problem's path and message, as a person reads it. */
const read = (problems: ReturnType<typeof schemaProblems>) =>
  Object.fromEntries(
    problems.map(({ path, message }) => {
      // The source text with its values filled in, as the English catalog shows it.
      const values = message.values ?? {};
      const text = (message.message ?? "")
        .replace(/\{(\w+), plural, one \{([^}]*)\} other \{([^}]*)\}\}/, (_all, name, one, other) =>
          (values[name] === 1 ? one : other).replace("#", String(values[name])),
        )
        .replace(/\{(\w+)\}/g, (_all, name: string) => String(values[name]));
      return [path, text];
    }),
  );

describe("schemaProblems", () => {
  it("asks for a missing value in the words of its kind", () => {
    const Body = object({
      name: requiredText(100),
      email: email(),
      phone: phone(),
      website: url(),
      password: password(),
      login: LoginBody.schema.password,
      amount: number(),
      colour: enums(["red", "green"]),
      agree: literal(true),
    });
    expect(
      read(
        schemaProblems(Body, {
          name: "  ",
          email: "",
          phone: " ",
          website: "",
          password: "",
          login: "",
          amount: undefined,
          colour: "",
          agree: false,
        }),
      ),
    ).toEqual({
      name: "This field is required",
      email: "Enter an email address like name@example.com",
      phone: "Enter a phone number of 6 to 20 digits, like +44 20 7946 0000",
      website: "Please enter a web address starting with http:// or https://",
      password: "Password is required",
      login: "Password is required",
      amount: "Please enter a number",
      colour: "Please choose one of the options",
      agree: "Tick this box to continue",
    });
  });

  it("says what a malformed value should be", () => {
    const Body = object({
      email: email(),
      phone: phone(),
      website: url(),
      password: password(),
      colour: enums(["red", "green"]),
      code: pattern(string(), /^\d+$/),
      count: integer(),
      flag: boolean(),
    });
    expect(
      read(
        schemaProblems(Body, {
          email: "name@example",
          phone: "abc!!",
          website: "example.org",
          password: "short",
          colour: "blue",
          code: "12a",
          count: 1.5,
          flag: "yes",
        }),
      ),
    ).toEqual({
      email: "Enter an email address like name@example.com",
      phone: "Enter a phone number of 6 to 20 digits, like +44 20 7946 0000",
      website: "Please enter a web address starting with http:// or https://",
      password: "Invalid password",
      colour: "Please choose one of the options",
      code: "Please use the format asked for",
      count: "Please enter a whole number",
      flag: "This value isn't accepted. Please check it.",
    });
  });

  it("words limits with the schema's own numbers, text by characters and lists by entries", () => {
    const Body = object({
      short: minLength(string(), 3),
      long: maxLength(string(), 5),
      one: maxLength(string(), 1),
      few: minLength(array(string()), 2),
      many: maxLength(array(string()), 1),
      low: minimum(number(), 1),
      high: maximum(number(), 10),
    });
    expect(
      read(
        schemaProblems(Body, {
          short: "ab",
          // Six characters, an emoji counting as one.
          long: "abcde😀",
          one: "ab",
          few: ["a"],
          many: ["a", "b"],
          low: 0,
          high: 10.5,
        }),
      ),
    ).toEqual({
      short: "Please use at least 3 characters",
      long: "Please use at most 5 characters",
      one: "Please use at most 1 character",
      few: "Please add at least 2 entries",
      many: "Please keep at most 1 entry",
      low: "Must be at least 1",
      high: "Must be at most 10",
    });
    expect(schemaProblems(Body.schema.long, "abcd😀")).toEqual([]);
  });

  it("names nested values and list items by their path, in the schema's order", () => {
    const Body = object({
      profile: object({
        address: nullable(object({ line1: requiredText(10), city: requiredText(10) })),
      }),
      links: array(object({ url: url(), text: optional(maxLength(string(), 3)) })),
    });
    const problems = schemaProblems(Body, {
      profile: { address: { line1: "", city: "Leeds" } },
      links: [{ url: "https://example.org" }, { url: "nope", text: "toolong" }],
    });
    expect(read(problems)).toEqual({
      "profile.address.line1": "This field is required",
      "links.1.url": "Please enter a web address starting with http:// or https://",
      "links.1.text": "Please use at most 3 characters",
    });
    expect(problems.map((problem) => problem.path)).toEqual([
      "profile.address.line1",
      "links.1.url",
      "links.1.text",
    ]);
    expect(schemaProblems(Body, { profile: { address: null }, links: [] })).toEqual([]);
  });

  it("checks the account forms' bodies with the server's own schema", () => {
    expect(
      read(
        schemaProblems(UpdateContact, {
          firstname: " ",
          email: `${"a".repeat(250)}@example.org`,
          profile: { telephone: "12" },
        }),
      ),
    ).toEqual({
      firstname: "This field is required",
      email: "Please use at most 254 characters",
      "profile.telephone": "Enter a phone number of 6 to 20 digits, like +44 20 7946 0000",
    });
  });
});

describe("serverProblems", () => {
  it("flattens nested and dotted properties, worded from each rule's name", () => {
    const body = { email: "x", profile: { telephone: "abc" }, name: "toolong", answers: {} };
    expect(
      read(
        serverProblems(
          [
            { property: "email", constraints: { email: "Invalid email address" } },
            {
              property: "profile",
              children: [{ property: "telephone", constraints: { phone: "Invalid phone number" } }],
            },
            { property: "name", constraints: { maxLength: "Must be at most 5 characters" } },
            { property: "answers.s1.colour", constraints: { isDefined: "required" } },
            { property: "extra", constraints: { whitelistValidation: "Unknown property extra" } },
          ],
          body,
        ),
      ),
    ).toEqual({
      email: "Enter an email address like name@example.com",
      "profile.telephone": "Enter a phone number of 6 to 20 digits, like +44 20 7946 0000",
      name: "Please use at most 5 characters",
      "answers.s1.colour": "This field is required",
      extra: "This value isn't accepted. Please check it.",
    });
  });
});

describe("schemaRequires", () => {
  it("tells which places of a body refuse their empty value, through nesting and lists", () => {
    const Body = object({
      address: nullable(
        object({ line1: requiredText(10), line2: optional(maxLength(string(), 9)) }),
      ),
      links: array(object({ url: url() })),
      agree: literal(true),
      topics: array(enums(["a"])),
    });
    expect(schemaRequires(Body, "address.line1", "")).toBe(true);
    expect(schemaRequires(Body, "address.line2", "")).toBe(false);
    expect(schemaRequires(Body, "links.3.url", "")).toBe(true);
    expect(schemaRequires(Body, "agree", false)).toBe(true);
    expect(schemaRequires(Body, "topics", [])).toBe(false);
    expect(schemaRequires(Body, "nothing.here", "")).toBe(false);
  });
});

describe("valueAt", () => {
  it("follows objects and list indices, and stops where the path leads nowhere", () => {
    const value = { a: { b: [{ c: 1 }] } };
    expect(valueAt(value, "a.b.0.c")).toBe(1);
    expect(valueAt(value, "")).toBe(value);
    expect(valueAt(value, "a.x.y")).toBeUndefined();
    expect(valueAt(null, "a")).toBeUndefined();
  });
});
