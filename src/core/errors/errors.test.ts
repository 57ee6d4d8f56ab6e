import { array, number, object, string, validate } from "superstruct";
import { describe, expect, it } from "vitest";
import { ErrorBody, HttpError, badRequest, httpErrorName, parseInput, validationErrors } from ".";

describe("HttpError", () => {
  it("names errors by status", () => {
    expect(httpErrorName(400)).toBe("BadRequestError");
    expect(httpErrorName(403)).toBe("ForbiddenError");
    expect(httpErrorName(413)).toBe("PayloadTooLargeError");
    expect(httpErrorName(503)).toBe("ServiceUnavailableError");
    expect(httpErrorName(418)).toBe("ClientError");
    expect(httpErrorName(599)).toBe("ServerError");
  });

  it("serialises to the contract's body, leaving out what it lacks", () => {
    expect(new HttpError(404).toBody()).toEqual({ httpCode: 404, name: "NotFoundError" });
    const coded = badRequest("Email address already exists", {
      code: "duplicate-email",
      extra: { subCode: "x" },
    });
    expect(coded.toBody()).toEqual({
      httpCode: 400,
      name: "BadRequestError",
      message: "Email address already exists",
      code: "duplicate-email",
      subCode: "x",
    });
    const renamed = new HttpError(413, { name: "FileTooLargeError", code: "FILE_TOO_LARGE" });
    expect(renamed.toBody()).toEqual({
      httpCode: 413,
      name: "FileTooLargeError",
      code: "FILE_TOO_LARGE",
    });
  });

  it("gives a 400 without a code of its own beabee's `bad-request`, and no other status", () => {
    expect(badRequest("No").toBody()).toMatchObject({ code: "bad-request" });
    expect(badRequest("No", { code: "invalid-rule" }).toBody()).toMatchObject({
      code: "invalid-rule",
    });
    expect(new HttpError(409).toBody()).not.toHaveProperty("code");
  });

  it("writes bodies the ErrorBody struct accepts", () => {
    const error = new HttpError(400, {
      message: "x",
      errors: [{ property: "a", constraints: {} }],
    });
    expect(validate(error.toBody(), ErrorBody)[0]).toBeUndefined();
  });
});

describe("validation errors", () => {
  const Body = object({ name: string(), links: array(object({ url: string() })), age: number() });

  it("nest failures by property, as the contract's errors do", () => {
    const [error] = validate({ links: [{ url: 1 }], age: 3, extra: true }, Body);
    expect(error && validationErrors(error)).toEqual([
      { property: "name", constraints: { isDefined: "name is required" } },
      {
        property: "links",
        children: [
          {
            property: "0",
            children: [
              { property: "url", constraints: { string: "Expected a string, but received: 1" } },
            ],
          },
        ],
      },
      { property: "extra", constraints: { whitelistValidation: "Unknown property extra" } },
    ]);
  });

  it("shorten messages that echo huge values", () => {
    const [error] = validate({ name: "n", links: [], age: "9".repeat(10_000) }, Body);
    const message = Object.values(error ? (validationErrors(error)[0]?.constraints ?? {}) : {})[0];
    expect(message?.length).toBeLessThanOrEqual(201);
  });

  it("become a 400 that names the part of the request", () => {
    expect(() => parseInput(Body, null, "queries")).toThrow(
      "Invalid queries, check 'errors' property for more info.",
    );
    expect(parseInput(Body, { name: "n", links: [], age: 1 }, "body")).toEqual({
      name: "n",
      links: [],
      age: 1,
    });
  });
});
