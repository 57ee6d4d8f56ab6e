import type { ContactProfile, UpdateProfile } from "../../../../core/contacts";
import {
  firstError,
  validateMaxLength,
  validateRequired,
  type Validator,
} from "../../../../core/validation";
import type { FormErrors } from "../../../../ui/form";
import { ADDRESS_LINE_MAX_LENGTH, CITY_MAX_LENGTH, POSTCODE_MAX_LENGTH } from "./limits";

export interface AddressValues {
  line1: string;
  line2: string;
  city: string;
  postcode: string;
  deliveryOptIn: boolean;
}

/** The form's values from the stored profile; no address is four empty fields. */
export function addressValues(profile: ContactProfile | undefined): AddressValues {
  const address = profile?.deliveryAddress;
  return {
    line1: address?.line1 ?? "",
    line2: address?.line2 ?? "",
    city: address?.city ?? "",
    postcode: address?.postcode ?? "",
    deliveryOptIn: profile?.deliveryOptIn ?? false,
  };
}

const hasText = (value: string) => value.trim() !== "";

/** Whether any line of the address is filled in. */
export function hasAddress(values: AddressValues): boolean {
  return [values.line1, values.line2, values.city, values.postcode].some(hasText);
}

/**
 * An address is optional, but once any line of it is given (or post is asked for), line 1,
 * city and postcode are needed to deliver anything (SPEC section 5).
 */
export function validateAddress(values: AddressValues): FormErrors<AddressValues> {
  const needed = values.deliveryOptIn || hasAddress(values);
  const rules = (max: number): Validator<string>[] => [
    ...(needed ? [validateRequired] : []),
    (value) => validateMaxLength(value, max),
  ];
  return {
    line1: firstError(values.line1.trim(), rules(ADDRESS_LINE_MAX_LENGTH)),
    line2: validateMaxLength(values.line2.trim(), ADDRESS_LINE_MAX_LENGTH),
    city: firstError(values.city.trim(), rules(CITY_MAX_LENGTH)),
    postcode: firstError(values.postcode.trim(), rules(POSTCODE_MAX_LENGTH)),
  };
}

/** The profile change to send: the trimmed address, or null when every line is empty. */
export function addressUpdate(
  values: AddressValues,
): Pick<UpdateProfile, "deliveryAddress" | "deliveryOptIn"> {
  const line2 = values.line2.trim();
  return {
    deliveryOptIn: values.deliveryOptIn,
    deliveryAddress: hasAddress(values)
      ? {
          line1: values.line1.trim(),
          ...(line2 ? { line2 } : {}),
          city: values.city.trim(),
          postcode: values.postcode.trim(),
        }
      : null,
  };
}
