import {
  array,
  boolean,
  enums,
  nullable,
  object,
  optional,
  partial,
  type Infer,
} from "superstruct";
import { boundedText, requiredText, telephone } from "./fields";

export const NEWSLETTER_STATUSES = [
  "subscribed",
  "unsubscribed",
  "cleaned",
  "pending",
  "none",
] as const;
export const NewsletterStatus = enums(NEWSLETTER_STATUSES);
export type NewsletterStatus = Infer<typeof NewsletterStatus>;

/** Line 1, city and postcode are required once an address is given (SPEC section 5). */
export const DeliveryAddress = object({
  line1: requiredText(200),
  line2: optional(boundedText(200)),
  city: requiredText(100),
  postcode: requiredText(20),
});
export type DeliveryAddress = Infer<typeof DeliveryAddress>;

/** A contact's profile as the API answers it; `notes` and `description` only go to admins. */
export const ContactProfile = object({
  telephone: telephone(),
  twitter: boundedText(100),
  preferredContact: boundedText(100),
  deliveryOptIn: boolean(),
  deliveryAddress: nullable(DeliveryAddress),
  newsletterStatus: NewsletterStatus,
  newsletterGroups: array(boundedText(200)),
  notes: optional(boundedText(10_000)),
  description: optional(boundedText(10_000)),
});
export type ContactProfile = Infer<typeof ContactProfile>;

/** The profile part of `PATCH /contact/:id`: any of the fields; `null` removes the address. */
export const UpdateProfile = partial(ContactProfile);
export type UpdateProfile = Infer<typeof UpdateProfile>;

/** Profile fields only admins may read or change. */
export const ADMIN_PROFILE_FIELDS = ["notes", "description"] as const;
