import {
  array,
  boolean,
  enums,
  nullable,
  number,
  object,
  optional,
  string,
  type Infer,
} from "superstruct";
import { union } from "../validation/union";
import { ContributionInfo } from "../contributions/schemas";
import { ContributionPeriod } from "../fees";
import { LOCALES } from "../i18n/locales";
import { password } from "../validation";
import { ContactProfile, UpdateProfile } from "./profile";
import { Role } from "./roles";
import { NAME_MAX_LENGTH, contactEmail, isoDate, requiredText } from "./fields";

/** A role of a contact with the period it is active in (ISO dates; no end = for good). */
export const ContactRole = object({
  role: Role,
  dateAdded: string(),
  dateExpires: nullable(string()),
});
export type ContactRole = Infer<typeof ContactRole>;

/** The relations `GET /contact/:id` adds on request (contract 1.7). */
export const CONTACT_WITH = ["profile", "roles", "contribution", "tags", "isReviewer"] as const;
export const ContactWith = enums(CONTACT_WITH);
export type ContactWith = Infer<typeof ContactWith>;

/** `?with=profile&with=roles` or a single `?with=profile`. */
export const ContactQuery = object({ with: optional(union([ContactWith, array(ContactWith)])) });

/** A contact as the API answers it (contract 2.3). */
export const Contact = object({
  id: string(),
  email: string(),
  firstname: string(),
  lastname: string(),
  /** First and last name, or the email when both are empty. */
  displayName: string(),
  joined: string(),
  lastSeen: optional(string()),
  /** The language of the emails they get; left out for the organisation's. */
  locale: optional(enums(LOCALES)),
  /** What they give per period (contract: monthly amount x 12 for a year); left out for none. */
  contributionAmount: optional(number()),
  contributionPeriod: optional(ContributionPeriod),
  /** The roles active now; superadmin is not repeated as admin (`hasRole` implies it). */
  activeRoles: array(Role),
  profile: optional(ContactProfile),
  roles: optional(array(ContactRole)),
  /** With `with=contribution`: the contribution and membership (one contact only). */
  contribution: optional(ContributionInfo),
  /** Admins only. */
  tags: optional(array(object({ id: string(), name: string() }))),
  isReviewer: optional(boolean()),
});
export type Contact = Infer<typeof Contact>;

export { NAME_MAX_LENGTH };

/**
 * `PATCH /contact/:id`: the fields to change. A contact changing their own email also gives
 * their current password, and the change waits for the new address to confirm it. Names may
 * be left out, not emptied (SPEC section 5: first and last name are required).
 */
export const UpdateContact = object({
  email: optional(contactEmail()),
  currentPassword: optional(string()),
  firstname: optional(requiredText(NAME_MAX_LENGTH)),
  lastname: optional(requiredText(NAME_MAX_LENGTH)),
  password: optional(password()),
  /** The language of their emails; null: the organisation's. */
  locale: optional(nullable(enums(LOCALES))),
  profile: optional(UpdateProfile),
});
export type UpdateContact = Infer<typeof UpdateContact>;

/** `PUT /contact/:id/role/:role`: leaving `dateExpires` out keeps the stored one, null clears it. */
export const UpdateContactRole = object({
  dateAdded: isoDate(),
  dateExpires: optional(nullable(isoDate())),
});
export type UpdateContactRole = Infer<typeof UpdateContactRole>;

/** What lists show for a contact: the display name, and the email to tell two apart. */
export function displayName(contact: { firstname: string; lastname: string; email: string }) {
  return `${contact.firstname} ${contact.lastname}`.trim() || contact.email;
}
