import { ADMIN_PROFILE_FIELDS, type UpdateProfile } from "@core/contacts";
import { forbidden } from "@core/errors";
import type { Viewer } from "./context";

/** Empty strings are what a form sends for "no value"; anything else is the admin's text. */
export function checkAdminFields(profile: UpdateProfile, viewer: Viewer): UpdateProfile {
  if (viewer.isAdmin) return profile;
  const sent = ADMIN_PROFILE_FIELDS.filter((field) => (profile[field] ?? "") !== "");
  if (sent.length > 0) throw forbidden(`Only admins may change ${sent.join(" and ")}`);
  return Object.fromEntries(
    Object.entries(profile).filter(
      ([field]) => !(ADMIN_PROFILE_FIELDS as readonly string[]).includes(field),
    ),
  ) as UpdateProfile;
}

export function cleanProfile(given: UpdateProfile): UpdateProfile {
  const profile =
    given.telephone === undefined ? given : { ...given, telephone: given.telephone.trim() };
  const address = profile.deliveryAddress;
  if (!address) return profile;
  const line2 = address.line2?.trim();
  return {
    ...profile,
    deliveryAddress: {
      line1: address.line1.trim(),
      ...(line2 ? { line2 } : {}),
      city: address.city.trim(),
      postcode: address.postcode.trim(),
    },
  };
}
