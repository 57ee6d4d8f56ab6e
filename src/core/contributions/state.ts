import { boolean, enums, number, object, optional, string, type Infer } from "superstruct";

/**
 * The one membership state machine (issue #23): every page, staff view, email, webhook payload
 * and contact-list copy says what `deriveMembership` says, from the stored contribution,
 * payments and member role at the payment clock's time. Nothing else computes membership
 * dates.
 *
 * - `active`: paid for, renewing (or a manual contribution the staff recorded);
 * - `payment-failed`: the latest renewal failed; access lasts until `graceEndsAt` while the
 *   provider retries or the member updates their payment method;
 * - `cancelled-expiring`: cancelled, access lasts until `paidUntil` (plus grace);
 * - `ended`: no longer a member, with `endedReason`;
 * - `none`: never was a member.
 */
export const MEMBERSHIP_STATES = [
  "active",
  "payment-failed",
  "cancelled-expiring",
  "ended",
  "none",
] as const;
export const MembershipStateName = enums(MEMBERSHIP_STATES);
export type MembershipStateName = Infer<typeof MembershipStateName>;

/** Why a membership ended: never "cancelled" when the payments failed. */
export const ENDED_REASONS = ["cancelled", "payment-failed", "staff"] as const;
export const EndedReason = enums(ENDED_REASONS);
export type EndedReason = Infer<typeof EndedReason>;

/** What the member may do now, so pages show only the actions the server will accept. */
export const MembershipActions = object({
  changeAmount: boolean(),
  changePaymentMethod: boolean(),
  cancel: boolean(),
  /** Start a contribution again (after a cancellation or an end). */
  restart: boolean(),
});
export type MembershipActions = Infer<typeof MembershipActions>;

/** The state as the API sends it (`ContributionInfo.membership`): dates are ISO strings. */
export const MembershipState = object({
  status: MembershipStateName,
  endedReason: optional(EndedReason),
  /** The end of the last period paid for. */
  paidUntil: optional(string()),
  /** When access ends: with `payment-failed`, `cancelled-expiring` and `ended`. */
  accessEndsAt: optional(string()),
  /** When the next payment is taken; absent when the membership is not renewing. */
  nextPaymentAt: optional(string()),
  /** The amount of that next payment, in currency units, the covered fee included. */
  nextPaymentAmount: optional(number()),
  /** A payment really on its way (a direct debit being collected), not a failed one. */
  paymentInFlight: boolean(),
  can: MembershipActions,
});
export type MembershipState = Infer<typeof MembershipState>;
