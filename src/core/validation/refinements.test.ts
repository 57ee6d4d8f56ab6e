import { is, object, optional, validate, type Struct } from "superstruct";
import { describe, expect, it } from "vitest";
import { color, email, password, phone, url } from "./refinements";

function failure(value: unknown, struct: Struct<string, null>) {
  const [error] = validate(value, struct);
  return error?.failures()[0];
}

describe("superstruct refinements", () => {
  it.each([
    ["password", password, "Passw0rd", "password1", "Invalid password"],
    ["email", email, "name@example.org", "name@example", "Invalid email address"],
    ["url", url, "https://example.org", "example.org", "Invalid URL: use http:// or https://"],
    ["color", color, "#262453", "#2624533", "Invalid color"],
    ["phone", phone, "+44 20 7946 0000", "abc!!", "Invalid phone number"],
  ])("%s() shares the predicate's rule", (name, make, valid, invalid, message) => {
    const struct = make();
    expect(is(valid, struct)).toBe(true);
    expect(is(invalid, struct)).toBe(false);
    expect(failure(invalid, struct)).toMatchObject({ refinement: name, message });
  });

  it.each([
    ["password", password],
    ["email", email],
    ["url", url],
    ["color", color],
    ["phone", phone],
  ])("%s() rejects non-strings and empty strings", (_name, make) => {
    expect(is(undefined, make())).toBe(false);
    expect(is(42, make())).toBe(false);
    expect(is("", make())).toBe(false);
  });

  it("never quotes the value in its message", () => {
    const secret = "hunter22";
    expect(failure(secret, password())?.message).not.toContain(secret);
  });

  it("works inside object schemas, optional or not", () => {
    const Body = object({ email: email(), website: optional(url()) });
    expect(is({ email: "name@example.org" }, Body)).toBe(true);
    expect(is({ email: "name@example.org", website: "https://example.org" }, Body)).toBe(true);
    expect(is({ email: "name@example.org", website: "nope" }, Body)).toBe(false);
    expect(is({ website: "https://example.org" }, Body)).toBe(false);
  });
});
