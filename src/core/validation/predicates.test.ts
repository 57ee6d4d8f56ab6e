import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  URL_MAX_LENGTH,
  characterCount,
  isColor,
  isEmail,
  isPhoneNumber,
  isSitePath,
  isUrl,
  isValidPassword,
} from "./predicates";

describe("characterCount", () => {
  it("counts code points, not UTF-16 units", () => {
    expect(characterCount("")).toBe(0);
    expect(characterCount("abc")).toBe(3);
    expect(characterCount("😀😀")).toBe(2);
    expect(characterCount("Ärger")).toBe(5);
  });

  it("counts as the string's iterator does, lone surrogates included", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: "binary" }),
        fc.string({
          unit: fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)),
        }),
        (text, surrogates) => {
          for (const value of [text, surrogates, text + surrogates, surrogates + text]) {
            expect(characterCount(value)).toBe([...value].length);
          }
        },
      ),
    );
  });
});

describe("isValidPassword", () => {
  it.each([
    "Passw0rd",
    "aB3defgh",
    "correct Horse 9 battery",
    "Äbcdefg1",
    "Пароль12",
    "Abcdefg٣",
    "Ab1😀😀😀😀😀",
    "Pass!w0rd#%&",
  ])("accepts %j", (value) => {
    expect(isValidPassword(value)).toBe(true);
  });

  it.each([
    ["too short", "Passw0r"],
    ["too short with spaces", "Pa 0 r"],
    ["7 characters of 11 UTF-16 units", "Ab1😀😀😀😀"],
    ["no upper case", "password1"],
    ["no lower case", "PASSWORD1"],
    ["no digit", "Password"],
    ["digits only", "12345678"],
    ["empty", ""],
    ["blank", "        "],
  ])("rejects %s", (_label, value) => {
    expect(isValidPassword(value)).toBe(false);
  });

  it("rejects a value that is not a string", () => {
    expect(isValidPassword(12345678 as unknown as string)).toBe(false);
  });
});

describe("isEmail", () => {
  it.each([
    "name@example.org",
    "first.last+tag@sub.example.co.uk",
    "a@b.c",
    "user@xn--mnchen-3ya.de",
    "jürgen@münchen.de",
    "o'brien@example.ie",
    "{x}!#$%&*=?^|~/`_@example.org",
    "name@123.example.org",
    "name@a--b.example.org",
    // Addresses some mobile carriers gave out, which members still sign in with.
    "taro..yamada@docomo.ne.jp",
    "hanako.@ezweb.ne.jp",
  ])("accepts %j", (value) => {
    expect(isEmail(value)).toBe(true);
  });

  it.each([
    "",
    "name",
    "name@",
    "@example.org",
    "name@example",
    "name@@example.org",
    "a@b@example.org",
    "na me@example.org",
    "name@exa mple.org",
    " name@example.org",
    "name@example.org ",
    "name@example.org\n",
    "name\t@example.org",
    "name@.example.org",
    "name@example..org",
    "name@example.org.",
    // Found by the bench's fuzz: a domain part that is no host name.
    `name@&"$i}{ye!_7<.'/qyc_qf4.org`,
    "name@exa_mple.org",
    "name@-example.org",
    "name@example-.org",
    "name@example.org:25",
    "name\u0007@example.org",
  ])("rejects %j", (value) => {
    expect(isEmail(value)).toBe(false);
  });
});

describe("isPhoneNumber", () => {
  it.each([
    "123456",
    "+44 20 7946 0000",
    "(030) 123-456",
    "01.23.45.67.89",
    "+1 (555) 010-9999",
    "12345678901234567890",
  ])("accepts %j", (value) => {
    expect(isPhoneNumber(value)).toBe(true);
  });

  it.each([
    ["letters and punctuation", "abc!!"],
    ["too few digits", "12345"],
    ["too many digits", "123456789012345678901"],
    ["a plus inside", "123+456789"],
    ["two pluses", "++44 20 7946 0000"],
    ["a letter among digits", "020 7946 000O"],
    ["separators only", "+ () - ."],
    ["empty", ""],
  ])("rejects %s", (_label, value) => {
    expect(isPhoneNumber(value)).toBe(false);
  });
});

describe("isUrl", () => {
  it.each([
    "http://example.org",
    "https://example.org",
    "HTTPS://EXAMPLE.ORG",
    "https://example.org/",
    "https://www.example.co.uk/path/to/page.html",
    "https://example.org:8080",
    "https://example.org:65535/",
    "https://example.org:8080/path?x=1&y=two",
    "https://example.org/search?q=a+b&lang=en&empty=",
    "https://example.org?utm_source=newsletter",
    "https://example.org/legal#privacy",
    "https://example.org/a/b/?c=d#e",
    "https://example.museum",
    "https://sub-domain.a--b.example.org",
    "https://1password.com",
    "https://münchen.de/straße",
    "https://example.org/%E2%9C%93",
    "http://localhost",
    "http://localhost:3000/join",
    "http://127.0.0.1:8080/x",
    "http://192.168.1.10",
    "http://0.0.0.0:3000",
  ])("accepts %j", (value) => {
    expect(isUrl(value)).toBe(true);
  });

  it.each([
    ["empty", ""],
    ["no scheme", "example.org"],
    ["no scheme, www", "www.example.org"],
    ["ftp", "ftp://example.org"],
    ["mailto", "mailto:name@example.org"],
    ["javascript", "javascript:alert(1)"],
    ["scheme-relative", "//example.org"],
    ["a backslash", "https://example.org\\@evil.org"],
    ["a control character", "https://example.org/\u0001"],
    ["one slash", "https:/example.org"],
    ["three slashes", "http:///example.org"],
    ["no host", "https://"],
    ["no domain ending", "http://example"],
    ["a one-letter ending", "http://example.c"],
    ["a seven-letter ending", "http://example.network"],
    ["a numeric ending", "http://example.123"],
    ["a space in the host", "https://exa mple.org"],
    ["a space in the path", "https://example.org/pa th"],
    ["a space in the query", "https://example.org/?q=a b"],
    ["a leading hyphen", "https://-example.org"],
    ["a trailing hyphen", "https://example-.org"],
    ["an empty label", "https://example..org"],
    ["a leading dot", "https://.example.org"],
    ["a trailing dot", "https://example.org."],
    ["user info", "https://user:pass@example.org"],
    ["port 0", "https://example.org:0"],
    ["port 65536", "https://example.org:65536"],
    ["a six-digit port", "https://example.org:123456"],
    ["an empty port", "https://example.org:"],
    ["an octet over 255", "http://256.1.1.1"],
    ["three octets", "http://1.2.3"],
    ["a leading zero", "http://01.2.3.4"],
    ["IPv6", "http://[::1]/"],
    ["localhost with a dot", "http://localhost."],
    ["a leading space", " https://example.org"],
    ["a trailing newline", "https://example.org\n"],
  ])("rejects %s", (_label, value) => {
    expect(isUrl(value)).toBe(false);
  });

  it(`accepts up to ${URL_MAX_LENGTH} characters`, () => {
    const base = "https://example.org/";
    expect(isUrl(base + "a".repeat(URL_MAX_LENGTH - base.length))).toBe(true);
    expect(isUrl(base + "a".repeat(URL_MAX_LENGTH - base.length + 1))).toBe(false);
  });

  it("rejects a value that is not a string", () => {
    expect(isUrl(undefined as unknown as string)).toBe(false);
  });
});

describe("isSitePath", () => {
  it.each(["/", "/uploads/x.png", "/callouts/water?x=1#top"])("accepts %j", (value) => {
    expect(isSitePath(value)).toBe(true);
  });

  it.each([
    ["scheme-relative", "//evil.org"],
    ["a backslash browsers read as a slash", "/\\evil.org"],
    ["backslashes only", "\\\\evil.org"],
    ["a tab browsers drop", "/\t/evil.org"],
    ["a control character", "/a\u0000b"],
    ["a backslash further on", "/a\\b"],
    ["not a path", "evil.org"],
    ["empty", ""],
  ])("refuses %s", (_name, value) => {
    expect(isSitePath(value)).toBe(false);
  });
});

describe("isColor", () => {
  it.each(["#262453", "#fff", "rgb(38, 36, 83)", "hsl(0 100% 50%)", "Crimson", "transparent"])(
    "accepts %j",
    (value) => {
      expect(isColor(value)).toBe(true);
    },
  );

  it.each(["", "nope", "#12", "rgb(300, 0, 0)", "hsl(0, 120%, 50%)", "currentcolor"])(
    "rejects %j",
    (value) => {
      expect(isColor(value)).toBe(false);
    },
  );
});
