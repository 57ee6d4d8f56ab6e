import type { MessageDescriptor } from "@lingui/core";
import { describe, expect, it, vi } from "vitest";
import {
  firstError,
  validateColor,
  validateEmail,
  validateMax,
  validateMaxLength,
  validateMin,
  validatePasswordConfirmation,
  validateRequired,
  validateUrl,
  validateVerifyCode,
  type Validator,
} from "./validators";

/** The descriptor Lingui's msg macro produces in development and tests. */
function descriptor(message: string, values?: Record<string, unknown>): MessageDescriptor {
  return values ? { id: expect.any(String), message, values } : { id: expect.any(String), message };
}

const REQUIRED = descriptor("This field is required");
const EMAIL = descriptor("Enter an email address like name@example.com");
const URL_MESSAGE = descriptor("Please enter a web address starting with http:// or https://");
const COLOR = descriptor("Please enter a color, such as #262453 or rgb(38, 36, 83)");
const NUMBER = descriptor("Please enter a number");
const maxLength = (max: number) =>
  descriptor(
    "{max, plural, one {Please use at most # character} other {Please use at most # characters}}",
    { max },
  );
const codeTooShort = (minLength: number) =>
  descriptor(
    "{minLength, plural, one {The code must have at least # character} other {The code must have at least # characters}}",
    { minLength },
  );
const codeTooLong = (maxLength: number) =>
  descriptor(
    "{maxLength, plural, one {The code must have at most # character} other {The code must have at most # characters}}",
    { maxLength },
  );

describe("validateRequired", () => {
  it.each([
    ["undefined", undefined],
    ["null", null],
    ["an empty string", ""],
    ["a blank string", " \t\n"],
    ["an empty list", []],
    ["an unticked checkbox", false],
  ])("fails on %s", (_label, value) => {
    expect(validateRequired(value)).toEqual(REQUIRED);
  });

  it.each([
    ["text", "a"],
    ["zero", 0],
    ["true", true],
    ["a list", ["x"]],
    ["an object", {}],
  ])("passes %s", (_label, value) => {
    expect(validateRequired(value)).toBeUndefined();
  });
});

describe("validatePasswordConfirmation", () => {
  it("passes matching entries", () => {
    expect(validatePasswordConfirmation("Passw0rd", "Passw0rd")).toBeUndefined();
  });

  it.each([
    ["Passw0rd", "passw0rd"],
    ["Passw0rd", "Passw0rd "],
    ["Passw0rd", ""],
  ])("fails %j against %j", (password, confirmation) => {
    expect(validatePasswordConfirmation(password, confirmation)).toEqual(
      descriptor("The passwords don't match"),
    );
  });
});

describe("format validators", () => {
  it("validateEmail passes empty and valid values and explains the rest", () => {
    expect(validateEmail("")).toBeUndefined();
    expect(validateEmail("name@example.org")).toBeUndefined();
    expect(validateEmail("name@example")).toEqual(EMAIL);
    expect(validateEmail(" ")).toEqual(EMAIL);
  });

  it("validateUrl passes empty and valid values and explains the rest", () => {
    expect(validateUrl("")).toBeUndefined();
    expect(validateUrl("https://example.org/about")).toBeUndefined();
    expect(validateUrl("example.org")).toEqual(URL_MESSAGE);
    expect(validateUrl("ftp://example.org")).toEqual(URL_MESSAGE);
  });

  it("validateColor passes empty and valid values and explains the rest", () => {
    expect(validateColor("")).toBeUndefined();
    expect(validateColor("#262453")).toBeUndefined();
    expect(validateColor("rebeccapurple")).toBeUndefined();
    expect(validateColor("#2624")).toBeUndefined();
    expect(validateColor("#26245")).toEqual(COLOR);
    expect(validateColor("blurple")).toEqual(COLOR);
  });
});

describe("validateMin and validateMax", () => {
  it("fails below the minimum with the minimum as a value", () => {
    expect(validateMin(4, 5)).toEqual(descriptor("Must be at least {min}", { min: 5 }));
    expect(validateMin(-0.01, 0)).toEqual(descriptor("Must be at least {min}", { min: 0 }));
  });

  it("passes the minimum itself and above", () => {
    expect(validateMin(5, 5)).toBeUndefined();
    expect(validateMin(5.5, 5)).toBeUndefined();
  });

  it("fails above the maximum with the maximum as a value", () => {
    expect(validateMax(11, 10)).toEqual(descriptor("Must be at most {max}", { max: 10 }));
    expect(validateMax(10.01, 10)).toEqual(descriptor("Must be at most {max}", { max: 10 }));
  });

  it("passes the maximum itself and below", () => {
    expect(validateMax(10, 10)).toBeUndefined();
    expect(validateMax(-3, 10)).toBeUndefined();
  });

  it("passes a missing number, left to validateRequired", () => {
    expect(validateMin(undefined, 5)).toBeUndefined();
    expect(validateMin(null, 5)).toBeUndefined();
    expect(validateMax(undefined, 5)).toBeUndefined();
    expect(validateMax(null, 5)).toBeUndefined();
  });

  it.each([NaN, Infinity, -Infinity])("asks for a number instead of %s", (value) => {
    expect(validateMin(value, 0)).toEqual(NUMBER);
    expect(validateMax(value, 0)).toEqual(NUMBER);
  });
});

describe("validateMaxLength", () => {
  it("passes up to the limit", () => {
    expect(validateMaxLength("", 0)).toBeUndefined();
    expect(validateMaxLength("abc", 3)).toBeUndefined();
  });

  it("fails past the limit, with a plural message", () => {
    expect(validateMaxLength("abcd", 3)).toEqual(maxLength(3));
    expect(validateMaxLength("ab", 1)).toEqual(maxLength(1));
  });

  it("counts an emoji as one character", () => {
    expect(validateMaxLength("😀😀😀", 3)).toBeUndefined();
    expect(validateMaxLength("😀😀😀😀", 3)).toEqual(maxLength(3));
  });
});

describe("validateVerifyCode", () => {
  it.each(["", "   "])("asks for the code when given %j", (value) => {
    expect(validateVerifyCode(value)).toEqual(descriptor("Please enter the code"));
  });

  it("wants six characters by default", () => {
    expect(validateVerifyCode("12345")).toEqual(codeTooShort(6));
    expect(validateVerifyCode("1234567")).toEqual(codeTooLong(6));
    expect(validateVerifyCode("123456")).toBeUndefined();
  });

  it("does not count spaces, as apps show codes as 123 456", () => {
    expect(validateVerifyCode("123 456")).toBeUndefined();
    expect(validateVerifyCode(" 123456 ")).toBeUndefined();
  });

  it("uses the lengths given", () => {
    const lengths = { minLength: 4, maxLength: 8 };
    expect(validateVerifyCode("123", lengths)).toEqual(codeTooShort(4));
    expect(validateVerifyCode("1234", lengths)).toBeUndefined();
    expect(validateVerifyCode("12345678", lengths)).toBeUndefined();
    expect(validateVerifyCode("123456789", lengths)).toEqual(codeTooLong(8));
  });
});

describe("firstError", () => {
  it("returns the first failing validator's message and stops there", () => {
    const later = vi.fn<Validator<string>>(() => undefined);
    expect(firstError("", [validateRequired, validateEmail, later])).toEqual(REQUIRED);
    expect(later).not.toHaveBeenCalled();
    expect(firstError("x", [validateRequired, validateEmail])).toEqual(EMAIL);
  });

  it("returns undefined when every validator passes", () => {
    expect(firstError("name@example.org", [validateRequired, validateEmail])).toBeUndefined();
    expect(firstError("anything", [])).toBeUndefined();
  });
});

describe("messages", () => {
  it("have distinct ids", () => {
    const results = [
      validateRequired(""),
      validatePasswordConfirmation("a", "b"),
      validateEmail("x"),
      validateUrl("x"),
      validateColor("x"),
      validateMin(NaN, 0),
      validateMin(0, 1),
      validateMax(1, 0),
      validateMaxLength("ab", 1),
      validateVerifyCode(""),
      validateVerifyCode("1"),
      validateVerifyCode("1234567"),
    ];
    const ids = results.map((result) => result?.id);
    for (const id of ids) expect(id).toEqual(expect.any(String));
    expect(new Set(ids).size).toBe(results.length);
  });
});
