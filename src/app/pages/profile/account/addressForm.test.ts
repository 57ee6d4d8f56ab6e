import { describe, expect, it } from "vitest";
import { addressUpdate, addressValues, validateAddress, type AddressValues } from "./addressForm";

const empty: AddressValues = { line1: "", line2: "", city: "", postcode: "", deliveryOptIn: false };
const messages = (values: AddressValues) =>
  Object.fromEntries(
    Object.entries(validateAddress(values)).flatMap(([field, error]) =>
      error ? [[field, error.message]] : [],
    ),
  );

describe("the delivery address rule", () => {
  it("lets the whole address stay empty", () => {
    expect(messages(empty)).toEqual({});
    expect(messages({ ...empty, line1: "  " })).toEqual({});
  });

  it("needs line 1, city and postcode once any line is given", () => {
    const required = "This field is required";
    expect(messages({ ...empty, line2: "Flat 2" })).toEqual({
      line1: required,
      city: required,
      postcode: required,
    });
    expect(messages({ ...empty, line1: "1 High St", city: "Leeds" })).toEqual({
      postcode: required,
    });
    expect(messages({ ...empty, line1: "1 High St", city: "Leeds", postcode: "LS1 1AA" })).toEqual(
      {},
    );
  });

  it("needs an address to send post to", () => {
    expect(Object.keys(messages({ ...empty, deliveryOptIn: true }))).toEqual([
      "line1",
      "city",
      "postcode",
    ]);
  });

  it("limits the length of each line", () => {
    const full = { ...empty, line1: "1 High St", city: "Leeds", postcode: "LS1 1AA" };
    expect(Object.keys(messages({ ...full, postcode: "x".repeat(21) }))).toEqual(["postcode"]);
    expect(Object.keys(messages({ ...full, line2: "x".repeat(201) }))).toEqual(["line2"]);
  });

  it("sends a trimmed address, leaving out an empty line 2, or null for none", () => {
    expect(
      addressUpdate({
        line1: " 1 High St ",
        line2: " ",
        city: "Leeds",
        postcode: "LS1 1AA ",
        deliveryOptIn: true,
      }),
    ).toEqual({
      deliveryOptIn: true,
      deliveryAddress: { line1: "1 High St", city: "Leeds", postcode: "LS1 1AA" },
    });
    expect(addressUpdate(empty)).toEqual({ deliveryOptIn: false, deliveryAddress: null });
  });

  it("fills the form from the stored profile", () => {
    expect(addressValues(undefined)).toEqual(empty);
  });
});
