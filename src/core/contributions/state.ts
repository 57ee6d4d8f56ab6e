import { boolean, enums, number, object, optional, string, type Infer } from "superstruct";
import {
  chargeableCents,
  toCents,
  type ContributionPeriod,
  type PaymentMethod,
  type StripeCountry,
} from "../fees";
import type { CONTRIBUTION_TYPES } from "../rules/tables";
import { addDays, addPeriods } from "./dates";
import { membershipExpiry, type MemberRole, type MembershipStatus } from "./membership";

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

/**
 * A change of amount not in force yet: it waits for the renewal, or for the payment of its
 * difference (paid now), which may have failed (the member keeps the amount they had while
 * the provider tries it again; it is dropped if it fails for good).
 */
export const PendingChange = object({
  /** The new amount per period, without the fee. */
  amount: number(),
  awaiting: enums(["renewal", "difference"]),
  differenceFailed: boolean(),
});
export type PendingChange = Infer<typeof PendingChange>;

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
  /** A change of amount waiting to take effect, while renewing. */
  pendingChange: optional(PendingChange),
  can: MembershipActions,
});
export type MembershipState = Infer<typeof MembershipState>;

/**
 * How the latest payment for a period (a renewal, or the first) stands: `failed-retrying`
 * while the provider will try it again, `failed-final` once it gave up (or the subscription
 * it belonged to ended).
 */
export const RENEWAL_OUTCOMES = [
  "pending",
  "successful",
  "failed-retrying",
  "failed-final",
] as const;
export type RenewalOutcome = (typeof RENEWAL_OUTCOMES)[number];

/** What `deriveMembership` reads: what is stored, and the provider's facts when asked. */
export interface MembershipInput {
  contribution: {
    type: (typeof CONTRIBUTION_TYPES)[number];
    /** Per period, in currency units, without the fee. */
    amount: number | null;
    period: ContributionPeriod | null;
    payFee: boolean | null;
    paymentMethod: PaymentMethod | null;
    cancelledAt: Date | null;
    endedReason: EndedReason | null;
    /** An amount per period that starts at the next renewal. */
    nextAmount: number | null;
  } | null;
  memberRole: MemberRole | null;
  /** The latest successful payment's `periodEnd`. */
  paidUntil: Date | null;
  /** The latest payment for a period, by charge date; null when none was reported. */
  latestRenewal: RenewalOutcome | null;
  /**
   * How the charge of the difference that `nextAmount` waits for stands (not reported yet is
   * pending); null when the change waits for the renewal, or there is none.
   */
  difference: "pending" | "failed" | null;
  /** When the provider will next charge the subscription, when it was asked. */
  nextChargeAt?: Date | undefined;
  /**
   * The provider says a payment of the customer's is open. A failed renewal being retried is
   * open too, and is not a payment on its way: only believed when the latest did not fail.
   */
  providerPending?: boolean | undefined;
  graceDays: number;
  country: StripeCountry;
  now: Date;
}

const earlier = (a: Date, b: Date | null): Date => (b && b < a ? b : a);

/*
 * The dates the writers store (on a join, a change and each payment event), by the same
 * arithmetic `deriveMembership` reads them back with, so the two cannot disagree.
 */

/** The end of a new subscription's first period: its first charge when later, else a period. */
export function firstPeriodEnd(startAt: Date, now: Date, period: ContributionPeriod): Date {
  return startAt > now ? startAt : addPeriods(now, period);
}

/** The end of the period a subscription's payment pays, when the provider does not say. */
export function paymentPeriodEnd(chargeDate: Date, period: ContributionPeriod): Date {
  return addPeriods(chargeDate, period);
}

/**
 * The member role's end while paid up to `paidUntil`: that period and the grace the provider's
 * retries need; the access end the state gives a failed renewal.
 */
export function roleExpiryWhenPaid(paidUntil: Date, graceDays: number): Date {
  return membershipExpiry(paidUntil, graceDays);
}

/**
 * The membership as every reader shows it (see the module's comment), at `input.now`.
 *
 * - The member role says whether someone is (or was) a member; the payments say until when it
 *   is paid for. A renewing membership shows its next payment, never an end; any other shows
 *   when its access ends: the period paid for after a cancellation (nothing is collected any
 *   more), that period and the grace after a failed renewal, the role's end otherwise (what
 *   staff recorded). A role that staff ended earlier ends it earlier.
 * - Manual and gift contributions are not collected by Agora: they do not renew here.
 */
export function deriveMembership(input: MembershipInput): MembershipState {
  const { contribution, memberRole: role, graceDays, now } = input;
  const type = contribution?.type ?? "None";
  const stopped = Boolean(contribution?.cancelledAt ?? contribution?.endedReason);
  // Only a contribution Agora collects can fail (a manual one's old payments say nothing).
  const failed =
    type === "Automatic" &&
    (input.latestRenewal === "failed-retrying" || input.latestRenewal === "failed-final");
  const paymentInFlight =
    type === "Automatic" &&
    (input.latestRenewal === "pending" || (!failed && input.providerPending === true));
  // What staff recorded is what is paid for, when Agora collects nothing.
  const paidUntil = type === "Automatic" ? input.paidUntil : (role?.dateExpires ?? input.paidUntil);
  const noActions = {
    changeAmount: false,
    changePaymentMethod: false,
    cancel: false,
    restart: false,
  };

  if (!role || role.dateAdded > now) {
    // The role went (staff removed it) after a contribution that had stopped.
    if (role === null && type !== "None" && stopped) {
      return {
        status: "ended",
        ...endedReasonOf(input, failed),
        ...(paidUntil ? { paidUntil: paidUntil.toISOString() } : {}),
        paymentInFlight: false,
        can: { ...noActions, restart: true },
      };
    }
    return { status: "none", paymentInFlight: false, can: noActions };
  }

  const renewing = type === "Automatic" && !stopped;
  let accessEnd: Date | null;
  // The grace the payment events gave the role (`roleExpiryWhenPaid`), while the provider retries.
  if (failed) accessEnd = paidUntil ? roleExpiryWhenPaid(paidUntil, graceDays) : role.dateExpires;
  else if (stopped && type === "Automatic") accessEnd = paidUntil ?? role.dateExpires;
  else accessEnd = renewing ? null : role.dateExpires;
  // The role is what grants access: staff (or an event) may end it before the payments' dates.
  const roleEnd = role.dateExpires;
  const endedByRole =
    roleEnd !== null && (accessEnd === null ? roleEnd < now : roleEnd < accessEnd);
  if (endedByRole) accessEnd = roleEnd;
  const dates = {
    ...(paidUntil ? { paidUntil: paidUntil.toISOString() } : {}),
    ...(accessEnd ? { accessEndsAt: accessEnd.toISOString() } : {}),
  };

  if (accessEnd && accessEnd < now) {
    return {
      status: "ended",
      ...(endedByRole && !stopped && !failed
        ? type === "Automatic"
          ? {}
          : { endedReason: "staff" as const }
        : endedReasonOf(input, failed)),
      ...dates,
      paymentInFlight,
      can: { ...noActions, restart: true },
    };
  }

  if (failed) {
    return {
      status: "payment-failed",
      ...dates,
      paymentInFlight,
      can: {
        changeAmount: false,
        changePaymentMethod: renewing,
        cancel: renewing,
        restart: !renewing,
      },
    };
  }

  if (stopped && accessEnd) {
    return {
      status: "cancelled-expiring",
      ...dates,
      paymentInFlight,
      can: { ...noActions, restart: true },
    };
  }

  const next = renewing ? nextPayment(input, roleEnd) : undefined;
  const change = renewing ? pendingChange(input) : undefined;
  return {
    status: "active",
    ...dates,
    ...next,
    paymentInFlight,
    ...(change ? { pendingChange: change } : {}),
    can: {
      changeAmount: renewing,
      changePaymentMethod: renewing && !paymentInFlight,
      cancel: type !== "None" && !stopped,
      restart: false,
    },
  };
}

/** Why a stopped contribution ended: as stored, else from what happened last. */
function endedReasonOf(input: MembershipInput, failed: boolean): { endedReason?: EndedReason } {
  const stored = input.contribution?.endedReason;
  if (stored) return { endedReason: stored };
  if (failed) return { endedReason: "payment-failed" };
  if (input.contribution?.cancelledAt) return { endedReason: "cancelled" };
  return input.contribution?.type === "Automatic" ? {} : { endedReason: "staff" };
}

/** The change of amount waiting for the renewal or for its difference's payment, if any. */
function pendingChange(input: MembershipInput): PendingChange | undefined {
  const next = input.contribution?.nextAmount;
  if (next === null || next === undefined) return undefined;
  return {
    amount: next,
    awaiting: input.difference ? "difference" : "renewal",
    differenceFailed: input.difference === "failed",
  };
}

/**
 * A renewing membership's next payment: when the provider says, else at the end of the period
 * paid for; never after the role ends (the member would not be one on that day). Its amount is
 * the change waiting for the renewal if any (a change waiting for its difference is not charged
 * by the subscription until that is paid), with the fee the member covers.
 */
function nextPayment(
  input: MembershipInput,
  roleEnd: Date | null,
): { nextPaymentAt?: string; nextPaymentAmount?: number } {
  const { contribution, country } = input;
  // Before the first payment is reported (a direct debit takes days), the role the start
  // gave says when its period ends: its end less the grace it was given.
  const at =
    input.nextChargeAt ?? input.paidUntil ?? (roleEnd ? addDays(roleEnd, -input.graceDays) : null);
  const amount =
    (input.difference ? null : contribution?.nextAmount) ?? contribution?.amount ?? null;
  return {
    ...(at ? { nextPaymentAt: earlier(at, roleEnd).toISOString() } : {}),
    ...(at && amount !== null && contribution?.period
      ? {
          nextPaymentAmount:
            (contribution.paymentMethod
              ? chargeableCents(
                  {
                    amount,
                    period: contribution.period,
                    paymentMethod: contribution.paymentMethod,
                    payFee: contribution.payFee ?? false,
                  },
                  country,
                )
              : toCents(amount)) / 100,
        }
      : {}),
  };
}

/**
 * The contract's older status (3.3), from the state: a failed renewal is still a membership
 * (expiring once its contribution stopped), a cancelled one is expiring.
 */
export function legacyMembershipStatus(
  state: MembershipState,
  cancelled: boolean,
): MembershipStatus {
  switch (state.status) {
    case "active":
      return "active";
    case "payment-failed":
      return cancelled ? "expiring" : "active";
    case "cancelled-expiring":
      return "expiring";
    case "ended":
      return "expired";
    case "none":
      return "none";
  }
}

/**
 * How the latest payment for a period stands, from its stored status: a failed one is
 * retrying while its subscription runs, final once it stopped; a failure that a later
 * payment made good (the failed period charged on a new method) is no longer the latest
 * word, which `paidUntil` beyond its charge date shows.
 */
export function renewalOutcomeOf(
  payment: { status: string; chargeDate: Date } | null,
  paidUntil: Date | null,
  subscriptionRunning: boolean,
): RenewalOutcome | null {
  if (!payment) return null;
  switch (payment.status) {
    case "successful":
      return "successful";
    case "pending":
    case "draft":
      return "pending";
    default: {
      // A renewal is charged when the period before it ends: paid beyond that, it was made good.
      if (paidUntil && paidUntil > addDays(payment.chargeDate, 1)) return "successful";
      return payment.status === "failed" && subscriptionRunning
        ? "failed-retrying"
        : "failed-final";
    }
  }
}

/**
 * How the difference a change waits for stands, for `deriveMembership`: pending until it is
 * reported (and while it is), failed while the provider tries it again.
 */
export function differenceOutcome(
  differencePaymentId: string | null | undefined,
  status: string | null,
): "pending" | "failed" | null {
  if (!differencePaymentId) return null;
  return status === "failed" || status === "cancelled" ? "failed" : "pending";
}

/**
 * When a membership would end if its contribution were cancelled now: with the period paid
 * for (nothing is collected any more, so no grace), which is the `accessEndsAt` the state
 * gives once cancelled. Undefined when nothing could be cancelled or no end is known.
 */
export function cancellationEndsAt(state: MembershipState): string | undefined {
  if (!state.can.cancel) return undefined;
  return state.paidUntil;
}
