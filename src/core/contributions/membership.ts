import { enums, type Infer } from "superstruct";
import { addDays } from "./dates";

export const MEMBERSHIP_STATUSES = ["active", "expiring", "expired", "none"] as const;
export const MembershipStatus = enums(MEMBERSHIP_STATUSES);
export type MembershipStatus = Infer<typeof MembershipStatus>;

/**
 * Days a membership lasts beyond the period paid for, while a renewal is being collected.
 * Longer than providers keep trying: Stripe retries a failed renewal for up to two weeks by
 * default, and a direct debit takes a few working days to report its outcome, so 21 days
 * keep access for the whole window. beabee used 7 days, which ended memberships while the
 * provider was still collecting. Admins may change it (content `payment`).
 */
export const DEFAULT_MEMBERSHIP_GRACE_DAYS = 21;

/** The member role's period: from `dateAdded`, up to and including `dateExpires` (null: for good). */
export interface MemberRole {
  dateAdded: Date;
  dateExpires: Date | null;
}

export function isRoleActive(role: MemberRole, now: Date): boolean {
  return role.dateAdded <= now && (role.dateExpires === null || role.dateExpires >= now);
}

/**
 * A membership's status (contract 3.3): `none` without a member role (or one that has not
 * started yet), `expired` once it ended, `expiring` while active after the contribution was
 * cancelled, `active` otherwise.
 */
export function membershipStatus(input: {
  memberRole: MemberRole | null;
  cancelledAt: Date | null;
  now: Date;
}): MembershipStatus {
  const { memberRole, cancelledAt, now } = input;
  if (!memberRole || memberRole.dateAdded > now) return "none";
  if (!isRoleActive(memberRole, now)) return "expired";
  return cancelledAt ? "expiring" : "active";
}

/** When a membership paid up to `paidThrough` ends: after the grace period. */
export function membershipExpiry(paidThrough: Date, graceDays: number): Date {
  return addDays(paidThrough, graceDays);
}
