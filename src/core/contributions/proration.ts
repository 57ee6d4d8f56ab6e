import {
  chargeableCents,
  type ContributionPeriod,
  type PaymentMethod,
  type StripeCountry,
} from "../fees";
import { monthlyAmount } from "./amounts";
import { wholeMonthsBetween } from "./dates";

/** A difference below this (in currency units) is not worth a charge: it counts as 0. */
export const PRORATION_THRESHOLD = 1;

export interface ProrationInput {
  /** The monthly amount paid now; null when there is no contribution to change. */
  currentMonthly: number | null;
  /** The monthly amount asked for. */
  nextMonthly: number;
  /** When the paid period ends and the next payment is due; null when nothing is paid up. */
  renewalDate: Date | null;
  now: Date;
  /** The member chose to pay the difference now rather than start at renewal. */
  prorate: boolean;
}

export interface ProrationPlan {
  /** Whole months left in the paid period. */
  monthsLeft: number;
  /**
   * The difference for those months, rounded down to the cent: what paying it now costs.
   * Negative for a decrease, which never refunds.
   */
  oneOff: number;
  /** What to charge now, in currency units: the difference when paid now, otherwise 0. */
  charge: number;
  /**
   * Whether the new amount applies at once. Otherwise it applies from the renewal, when the
   * first payment of it succeeds (the contribution keeps it as its next amount until then).
   */
  startsNow: boolean;
}

/** Rounds down to the cent, ignoring float noise below a millionth of a cent. */
export function floorToCents(value: number): number {
  return Math.floor(Math.round(value * 100 * 1e6) / 1e6) / 100;
}

/**
 * The difference a change makes over the whole months left until renewal, rounded down to the
 * cent (negative for a decrease). What a provider previews when it has no preview of its own.
 */
export function prorationDifference(input: {
  currentMonthly: number;
  nextMonthly: number;
  renewalDate: Date;
  now: Date;
}): { monthsLeft: number; oneOff: number } {
  const monthsLeft = wholeMonthsBetween(input.now, input.renewalDate);
  return {
    monthsLeft,
    oneOff: floorToCents((input.nextMonthly - input.currentMonthly) * monthsLeft),
  };
}

/**
 * What a difference means (contract 3.4, behaviour B1): under 1 it counts as 0 and the new
 * amount starts now for free; 1 or more that the member pays now is charged and starts now;
 * otherwise (a decrease, or an increase left to the renewal) it starts at renewal.
 */
export function decideProration(
  oneOff: number,
  prorate: boolean,
): Pick<ProrationPlan, "charge" | "startsNow"> {
  const counted = oneOff >= 0 && oneOff < PRORATION_THRESHOLD ? 0 : oneOff;
  if (counted === 0) return { charge: 0, startsNow: true };
  if (counted > 0 && prorate) return { charge: counted, startsNow: true };
  return { charge: 0, startsNow: false };
}

/**
 * How a change of amount takes effect: nothing paid up (no renewal date or no current amount)
 * starts now for free; otherwise the difference over the months left decides (above).
 */
export function planProration(input: ProrationInput): ProrationPlan {
  const { currentMonthly, nextMonthly, renewalDate, now, prorate } = input;
  if (currentMonthly === null || renewalDate === null) {
    return { monthsLeft: 0, oneOff: 0, charge: 0, startsNow: true };
  }
  const { monthsLeft, oneOff } = prorationDifference({
    currentMonthly,
    nextMonthly,
    renewalDate,
    now,
  });
  return { monthsLeft, oneOff, ...decideProration(oneOff, prorate) };
}

export interface ChangeChargeInput {
  /** The contribution as it is paid now. */
  current: { amount: number; period: ContributionPeriod };
  /** The change asked for (the same period: a change of period starts a new subscription). */
  next: { amount: number; payFee: boolean; prorate: boolean };
  paymentMethod: PaymentMethod;
  country: StripeCountry;
  /** The end of the period paid for; null when nothing is paid up. */
  renewalDate: Date | null;
  /** The payment clock's time. */
  now: Date;
}

/**
 * What changing a contribution's amount in place charges now (`ContributionPreview.chargeNow`
 * and the charge itself, one computation): the difference over the whole months left of the
 * period paid for when the member pays it now (`planProration`), with the fee they cover on it
 * as on any charge; 0 otherwise. In currency units.
 */
export function changeCharge(input: ChangeChargeInput): { chargeNow: number; startsNow: boolean } {
  const { current, next, renewalDate, now } = input;
  const plan = planProration({
    currentMonthly: monthlyAmount(current.amount, current.period),
    nextMonthly: monthlyAmount(next.amount, current.period),
    renewalDate,
    now,
    prorate: next.prorate,
  });
  const chargeNow =
    plan.charge > 0
      ? chargeableCents(
          {
            amount: plan.charge,
            period: current.period,
            payFee: next.payFee,
            paymentMethod: input.paymentMethod,
          },
          input.country,
        ) / 100
      : 0;
  return { chargeNow, startsNow: plan.startsNow };
}
