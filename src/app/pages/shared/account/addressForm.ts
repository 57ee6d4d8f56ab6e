import type { ContactProfile, UpdateContact } from "@core/contacts";

export interface AddressValues {
  deliveryAddress: { line1: string; line2: string; city: string; postcode: string };
  deliveryOptIn: boolean;
}

/** The form's values from the stored profile; no address is four empty fields. */
export function addressValues(profile: ContactProfile | undefined): AddressValues {
  const address = profile?.deliveryAddress;
  return {
    deliveryAddress: {
      line1: address?.line1 ?? "",
      line2: address?.line2 ?? "",
      city: address?.city ?? "",
      postcode: address?.postcode ?? "",
    },
    deliveryOptIn: profile?.deliveryOptIn ?? false,
  };
}

/** Whether any line of the address is filled in. */
export function hasAddress({ deliveryAddress }: AddressValues): boolean {
  return Object.values(deliveryAddress).some((line) => line.trim() !== "");
}

/**
 * The change to send: the trimmed address, or null when every line is empty. An address is
 * optional, but post needs one: asking for post sends the address even with its lines empty,
 * so the schema's rules for an address (line 1, city and postcode, SPEC section 5) apply.
 */
export function addressBody(values: AddressValues): UpdateContact {
  const { line1, line2, city, postcode } = values.deliveryAddress;
  return {
    profile: {
      deliveryOptIn: values.deliveryOptIn,
      deliveryAddress:
        hasAddress(values) || values.deliveryOptIn
          ? {
              line1: line1.trim(),
              ...(line2.trim() ? { line2: line2.trim() } : {}),
              city: city.trim(),
              postcode: postcode.trim(),
            }
          : null,
    },
  };
}
