import type { ContributionPeriod } from "../fees";
import { addDays, addMonths, addPeriods } from "./dates";
import type { MemberRole } from "./membership";

/**
 * When a membership renews (contract 3.3), when no provider says when its next payment is due:
 * the end of the member role less the grace period; without an end, the next anniversary of
 * its start for an annual contribution, or a month from now. Never more than one period away.
 */
export function renewalDate(input: {
  memberRole: MemberRole;
  period: ContributionPeriod;
  graceDays: number;
  now: Date;
}): Date {
  const { memberRole, period, graceDays, now } = input;
  let date: Date;
  if (memberRole.dateExpires) {
    date = addDays(memberRole.dateExpires, -graceDays);
  } else if (period === "annually") {
    const start = memberRole.dateAdded;
    let years = now.getUTCFullYear() - start.getUTCFullYear();
    date = addMonths(start, years * 12);
    while (date <= now) date = addMonths(start, ++years * 12);
  } else {
    date = addMonths(now, 1);
  }
  const cap = addPeriods(now, period);
  return date > cap ? cap : date;
}
