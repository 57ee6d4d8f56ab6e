import { describe, expect, it } from "vitest";
import { UpdateContact } from "@core/contacts";
import { schemaProblems } from "@core/validation/schema-problems";
import { addressBody, addressValues, type AddressValues } from "./addressForm";

const empty: AddressValues = {
  deliveryAddress: { line1: "", line2: "", city: "", postcode: "" },
  deliveryOptIn: false,
};
const withLines = (lines: Partial<AddressValues["deliveryAddress"]>, deliveryOptIn = false) => ({
  deliveryAddress: { ...empty.deliveryAddress, ...lines },
  deliveryOptIn,
});
/** What the server's schema finds wrong with the body the form sends, by path. */
const problems = (values: AddressValues) =>
  Object.fromEntries(
    schemaProblems(UpdateContact, addressBody(values)).map(({ path, message }) => [
      path,
      message.message,
    ]),
  );

describe("the delivery address form", () => {
  it("lets the whole address stay empty", () => {
    expect(problems(empty)).toEqual({});
    expect(problems(withLines({ line1: "  " }))).toEqual({});
  });

  it("needs line 1, city and postcode once any line is given", () => {
    const required = "This field is required";
    expect(problems(withLines({ line2: "Flat 2" }))).toEqual({
      "profile.deliveryAddress.line1": required,
      "profile.deliveryAddress.city": required,
      "profile.deliveryAddress.postcode": required,
    });
    expect(problems(withLines({ line1: "1 High St", city: "Leeds" }))).toEqual({
      "profile.deliveryAddress.postcode": required,
    });
    expect(problems(withLines({ line1: "1 High St", city: "Leeds", postcode: "LS1" }))).toEqual({});
  });

  it("needs an address to send post to", () => {
    expect(Object.keys(problems(withLines({}, true)))).toEqual([
      "profile.deliveryAddress.line1",
      "profile.deliveryAddress.city",
      "profile.deliveryAddress.postcode",
    ]);
  });

  it("limits the length of each line as the server does", () => {
    const full = { line1: "1 High St", city: "Leeds", postcode: "LS1 1AA" };
    expect(Object.keys(problems(withLines({ ...full, postcode: "x".repeat(21) })))).toEqual([
      "profile.deliveryAddress.postcode",
    ]);
    expect(Object.keys(problems(withLines({ ...full, line2: "x".repeat(201) })))).toEqual([
      "profile.deliveryAddress.line2",
    ]);
  });

  it("sends a trimmed address, leaving out an empty line 2, or null for none", () => {
    expect(
      addressBody(
        withLines({ line1: " 1 High St ", line2: " ", city: "Leeds", postcode: "LS1 1AA " }, true),
      ),
    ).toEqual({
      profile: {
        deliveryOptIn: true,
        deliveryAddress: { line1: "1 High St", city: "Leeds", postcode: "LS1 1AA" },
      },
    });
    expect(addressBody(empty)).toEqual({
      profile: { deliveryOptIn: false, deliveryAddress: null },
    });
  });

  it("fills the form from the stored profile", () => {
    expect(addressValues(undefined)).toEqual(empty);
  });
});
