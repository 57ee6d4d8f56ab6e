import { mask } from "superstruct";
import {
  ROLES,
  displayName,
  type Contact,
  ContactProfile,
  type ContactRole,
  type Role,
} from "@core/contacts";
import type { ContributionPeriod } from "@core/fees";
import type { contactProfiles, contactRoles, contacts } from "../../db/schema";

export type ContactRecord = typeof contacts.$inferSelect;
export type RoleRecord = Pick<
  typeof contactRoles.$inferSelect,
  "role" | "dateAdded" | "dateExpires"
>;
export type ProfileRecord = typeof contactProfiles.$inferSelect;

/** Active from `dateAdded` up to and including `dateExpires` (contract 1.2). */
export function isActive(role: RoleRecord, now: Date): boolean {
  return role.dateAdded <= now && (role.dateExpires === null || role.dateExpires >= now);
}

function byRoleOrder(a: { role: Role }, b: { role: Role }): number {
  return ROLES.indexOf(a.role) - ROLES.indexOf(b.role);
}

export function activeRoles(roles: readonly RoleRecord[], now = new Date()): Role[] {
  return roles
    .filter((role) => isActive(role, now))
    .sort(byRoleOrder)
    .map((role) => role.role);
}

export function toContactRole(role: RoleRecord): ContactRole {
  return {
    role: role.role,
    dateAdded: role.dateAdded.toISOString(),
    dateExpires: role.dateExpires?.toISOString() ?? null,
  };
}

export function toRoles(roles: readonly RoleRecord[]): ContactRole[] {
  return [...roles].sort(byRoleOrder).map(toContactRole);
}

/** What a contact gives, for `contributionAmount` and `contributionPeriod`. */
export interface ContributionSummary {
  amount: number;
  period: ContributionPeriod;
}

/**
 * The contact without relations, as `GET /auth/info` and every `GET /contact/:id` start.
 * `now` is the payment clock's time, which memberships run on.
 */
export function toContact(
  record: ContactRecord,
  roles: readonly RoleRecord[],
  now: Date,
  contribution?: ContributionSummary,
): Contact {
  return {
    id: record.id,
    email: record.email,
    firstname: record.firstname,
    lastname: record.lastname,
    displayName: displayName(record),
    joined: record.joined.toISOString(),
    ...(record.lastSeen ? { lastSeen: record.lastSeen.toISOString() } : {}),
    ...(record.locale ? { locale: record.locale } : {}),
    ...(contribution
      ? { contributionAmount: contribution.amount, contributionPeriod: contribution.period }
      : {}),
    activeRoles: activeRoles(roles, now),
  };
}

/** What a profile is before anything was saved to it. */
export const EMPTY_PROFILE: Omit<ProfileRecord, "contactId"> = {
  telephone: "",
  twitter: "",
  preferredContact: "",
  deliveryOptIn: false,
  deliveryAddress: null,
  newsletterStatus: "none",
  newsletterGroups: [],
  notes: "",
  description: "",
};

/** Notes and description are the organisation's words about the contact: admins only. */
export function toProfile(
  profile: Omit<ProfileRecord, "contactId">,
  asAdmin: boolean,
): ContactProfile {
  const { notes, description, ...shared } = profile;
  // Masked: a whole stored row may come in, whose `contactId` is no part of the answer.
  return mask(asAdmin ? { ...shared, notes, description } : shared, ContactProfile);
}
