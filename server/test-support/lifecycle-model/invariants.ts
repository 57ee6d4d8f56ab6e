import { expect } from "vitest";
import {
  addDays,
  deriveMembership,
  differenceOutcome,
  membershipStatus,
  renewalOutcomeOf,
  type ContributionInfo,
} from "@core/contributions";
import type { StripeCountry } from "@core/fees";
import { switchedOn } from "./switches";
import { call, facts, info, sentAbout, type Facts, type Member, type World } from "./world";

/** What one step left behind, for the checks to compare with what was before it. */
export interface Observed {
  facts: Facts;
  emails: { member: string[]; team: string[] };
}

export async function observe(world: World, member: Member): Promise<Observed> {
  return { facts: await facts(world, member), emails: await sentAbout(world, member) };
}

const iso = (date: Date | null | undefined) => date?.toISOString();

type Payment = Facts["payments"][number];

/** Payments for a period of a subscription (not a one-off difference), oldest first. */
function periodPayments(facts: Facts): Payment[] {
  return facts.payments
    .filter((payment) => payment.subscriptionId !== null)
    .sort(
      (a, b) =>
        a.chargeDate.getTime() - b.chargeDate.getTime() ||
        a.statusAt.getTime() - b.statusAt.getTime(),
    );
}

/** The end of the last period paid for: the contract's "paid until". */
export function paidThrough(facts: Facts): Date | undefined {
  const ends = periodPayments(facts)
    .filter((payment) => payment.status === "successful" && payment.periodEnd)
    .map((payment) => payment.periodEnd?.getTime() ?? 0);
  return ends.length > 0 ? new Date(Math.max(...ends)) : undefined;
}

/**
 * A payment really on its way: a charge whose outcome is not known yet, not a failed one the
 * provider will try again (its charge waits for the retry too).
 */
export function inFlight(facts: Facts): boolean {
  const failed = new Set(
    facts.payments.filter((p) => p.status === "failed").map((p) => p.providerPaymentId),
  );
  return facts.charges.some((charge) => charge.status === "pending" && !failed.has(charge.id));
}

/**
 * The latest period payment, when it failed, was not made good since (a period paid beyond
 * it) and the contribution still runs.
 */
export function failedRenewal(facts: Facts): Payment | undefined {
  const latest = periodPayments(facts).at(-1);
  const live = facts.contribution?.subscriptionId && !facts.contribution.cancelledAt;
  const paid = paidThrough(facts);
  const madeGood = latest && paid && paid > addDays(latest.chargeDate, 1);
  return live && latest?.status === "failed" && !madeGood ? latest : undefined;
}

/** At most one successful charge for any stretch of time, across all the member's subscriptions. */
export function oneChargePerPeriod(facts: Facts): void {
  const paid = facts.charges
    .filter((charge) => charge.status === "succeeded" && charge.periodStart && charge.periodEnd)
    .sort((a, b) => (a.periodStart?.getTime() ?? 0) - (b.periodStart?.getTime() ?? 0));
  for (let i = 1; i < paid.length; i++) {
    const [before, after] = [paid[i - 1], paid[i]];
    const overlap = (before?.periodEnd?.getTime() ?? 0) > (after?.periodStart?.getTime() ?? 0);
    expect(
      overlap,
      `two successful charges for one period: ${JSON.stringify([before, after])}`,
    ).toBe(false);
  }
}

/**
 * Paid-until follows the successful payments (contract 3.4): the membership lasts to the end
 * of the last period paid for, plus the grace period while the contribution runs (or ended
 * because its payments failed), without it once cancelled.
 */
export function paidUntilFollowsPayments(facts: Facts, graceDays: number): void {
  const until = paidThrough(facts);
  const role = facts.role;
  if (!until || !role) return;
  // A payment still on its way moves nothing yet.
  if (inFlight(facts)) return;
  // Cancelled (also while a failed renewal was retried): the period paid for, no grace.
  // Ended because the payments failed: the grace it had.
  const row = facts.contribution;
  const cancelledByMember = Boolean(row?.cancelledAt) && row?.endedReason !== "payment-failed";
  const expected = cancelledByMember ? until : addDays(until, graceDays);
  expect(
    iso(role.dateExpires),
    `paid until ${iso(until)}, cancelled: ${iso(facts.contribution?.cancelledAt)}`,
  ).toBe(iso(expected));
}

/** Counts of each template, for comparing what was sent with what was due. */
function tally(templates: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const template of templates) counts[template] = (counts[template] ?? 0) + 1;
  return counts;
}

/**
 * The emails a step calls for, from the facts it changed: one "payment-failed" for each
 * payment that failed for the first time while the contribution had not ended; when the
 * contribution stopped, the email for why it stopped (and the team's line): cancelled, ended
 * after failed payments, or never started (its first subscription, nothing ever paid). `optional` holds the emails the order of the step's
 * events decides: a failure reported in the step that also ended the contribution for failed
 * payments is told if it arrived before that end, and not after it.
 */
export function expectedEmails(
  before: Facts,
  after: Facts,
): { member: string[]; team: string[]; optional: string[] } {
  const member: string[] = [];
  const team: string[] = [];
  const optional: string[] = [];
  const failedBefore = new Set(before.payments.filter((p) => p.failedAt).map((p) => p.id));
  const [was, is] = [before.contribution, after.contribution];
  // Once the member (or staff) cancelled, or the contribution ended, a failure asks them to fix
  // nothing.
  const cancelled = Boolean(is?.cancelledAt) && is?.endedReason !== "payment-failed";
  const ended = (row: typeof is) => Boolean(row?.cancelledAt) || Boolean(row?.endedReason);
  const endedBefore = ended(was) && ended(is);
  for (const payment of after.payments) {
    if (!payment.failedAt || failedBefore.has(payment.id) || cancelled || endedBefore) continue;
    (ended(is) ? optional : member).push("payment-failed");
  }
  const stopped =
    (is?.cancelledAt && iso(is.cancelledAt) !== iso(was?.cancelledAt)) ||
    (is?.endedReason && is.endedReason !== was?.endedReason);
  if (stopped) {
    const subscription = was?.subscriptionId;
    const its = after.payments.filter((p) => p.subscriptionId === subscription);
    const latest = its.sort((a, b) => a.chargeDate.getTime() - b.chargeDate.getTime()).at(-1);
    // Paid any period before, by any subscription (a change may have started this one).
    const everPaid = after.payments.some((p) => p.status === "successful" && p.periodEnd);
    // Only the member's first subscription can have never started: a later one ends after
    // failed payments, whether or not the earlier one's payment was reported yet.
    const first = after.subscriptionIds.every((id) => id === subscription);
    const failedForGood =
      is?.endedReason === "payment-failed" ||
      latest?.status === "failed" ||
      latest?.status === "cancelled";
    if (is?.endedReason === "cancelled") {
      // Cancelled by the member or staff, also while a payment was failing.
      member.push("cancelled-contribution");
      team.push("cancelled-member");
    } else if (failedForGood && !everPaid && first) {
      member.push("contribution-didnt-start");
    } else if (failedForGood && switchedOn("endedAfterFailedPayments")) {
      member.push("contribution-ended-failed");
      team.push("member-ended-failed");
    } else {
      member.push("cancelled-contribution");
      team.push("cancelled-member");
    }
  }
  return { member, team, optional };
}

export function exactlyTheEmailsDue(before: Observed, after: Observed): void {
  const due = expectedEmails(before.facts, after.facts);
  const sent = {
    member: after.emails.member.slice(before.emails.member.length),
    team: after.emails.team.slice(before.emails.team.length),
  };
  // An optional email counts as due as often as it was sent, up to its allowance: any other
  // difference still fails.
  const sentCount = tally(sent.member);
  const dueCount = tally(due.member);
  const member = [...due.member];
  for (const [template, allowed] of Object.entries(tally(due.optional))) {
    const extra = Math.min(allowed, (sentCount[template] ?? 0) - (dueCount[template] ?? 0));
    for (let i = 0; i < extra; i++) member.push(template);
  }
  expect(
    { member: tally(sent.member), team: tally(sent.team) },
    "the emails sent are those the step called for",
  ).toEqual({ member: tally(member), team: tally(due.team) });
}

/**
 * What the API says agrees with the stored facts: the expiry is the member role's, the status
 * follows from it and the clock, a renewal date only while renewing and never after the end.
 */
export function apiAgreesWithFacts(api: ContributionInfo, facts: Facts, now: Date): void {
  const role = facts.role;
  const row = facts.contribution;
  expect(api.membershipExpiryDate, "expiry is the member role's").toBe(
    iso(role?.dateExpires ?? undefined),
  );
  expect(api.membershipStatus, "status from the role, the cancellation and the clock").toBe(
    membershipStatus({
      memberRole: role ?? null,
      cancelledAt: row?.cancelledAt ?? null,
      now,
    }),
  );
  if (facts.contribution?.cancelledAt) {
    expect(api.renewalDate, "no renewal once cancelled").toBeUndefined();
  }
  if (switchedOn("legacyFieldsCoherent")) {
    if (api.renewalDate && api.membershipExpiryDate) {
      expect(
        Date.parse(api.renewalDate) <= Date.parse(api.membershipExpiryDate),
        `renews ${api.renewalDate} after the membership ends ${api.membershipExpiryDate}`,
      ).toBe(true);
    }
    expect(api.hasPendingPayment ?? false, "a payment is said on its way only when it is").toBe(
      inFlight(facts),
    );
  }
}

/** The state machine's output for the stored facts, gathered here apart from the server's. */
export function machineSays(
  facts: Facts,
  settings: { graceDays: number; country: StripeCountry; now: Date },
) {
  const row = facts.contribution;
  const paidUntil = paidThrough(facts) ?? null;
  const latest = periodPayments(facts).at(-1);
  const automatic = row?.type === "Automatic";
  const live = facts.subscription?.status === "active";
  return deriveMembership({
    contribution: row
      ? {
          type: row.type,
          amount: row.amount,
          period: row.period,
          payFee: row.payFee,
          paymentMethod: row.paymentMethod,
          cancelledAt: row.cancelledAt,
          endedReason: row.endedReason,
          nextAmount: row.nextAmount,
        }
      : null,
    memberRole: facts.role ?? null,
    paidUntil,
    latestRenewal: renewalOutcomeOf(
      latest ?? null,
      paidUntil,
      Boolean(row?.subscriptionId) && !row?.cancelledAt,
    ),
    difference: differenceOutcome(
      row?.differencePaymentId,
      facts.payments.find((payment) => payment.providerPaymentId === row?.differencePaymentId)
        ?.status ?? null,
    ),
    nextChargeAt: live ? (facts.subscription?.nextChargeAt ?? undefined) : undefined,
    // The provider's word: a first try of a charge not settled yet (a retry is no new payment).
    providerPending:
      automatic && row.customerId
        ? facts.charges.some(
            (charge) =>
              charge.customerId === row.customerId &&
              charge.status === "pending" &&
              charge.attempts === 0,
          )
        : undefined,
    ...settings,
  });
}

/**
 * The state machine's view (`ContributionInfo.membership`) against the stored facts: what
 * `deriveMembership` answers for them, failed while the latest renewal failed and the
 * contribution runs, paid until the last period paid, no next payment unless renewing, and
 * the method changeable after a failure.
 */
export function apiAgreesWithStateMachine(
  api: ContributionInfo,
  facts: Facts,
  settings: Parameters<typeof machineSays>[1],
): void {
  const state = api.membership;
  expect(state, "ContributionInfo.membership").toBeDefined();
  if (!state) return;
  expect(state, "the API's membership is the state machine's for the stored facts").toEqual(
    machineSays(facts, settings),
  );
  const failed = failedRenewal(facts);
  if (failed) {
    expect(state.status).toBe("payment-failed");
    expect(state.can.changePaymentMethod).toBe(true);
  }
  expect(state.paidUntil).toBe(iso(paidThrough(facts)));
  if (state.status !== "active") expect(state.nextPaymentAt).toBeUndefined();
  if (state.status === "ended" && facts.contribution?.cancelledAt && failed === undefined) {
    expect(state.endedReason).toBeDefined();
  }
  // The legacy fields are derived from it: they never contradict it.
  expect(api.renewalDate).toBe(state.status === "active" ? state.nextPaymentAt : undefined);
  expect(api.hasPendingPayment ?? false).toBe(state.paymentInFlight);
}

/** A member whose renewal failed can always start changing their payment method. */
export async function failedCanUpdateMethod(
  world: World,
  member: Member,
  facts: Facts,
): Promise<void> {
  if (!failedRenewal(facts)) return;
  const started = await call(world, member.cookie, "PUT", "contact/me/payment-method", {
    completeUrl: "/profile/contribution/payment-method/complete",
    paymentMethod: "s_card",
  });
  expect(started.statusCode, `after a failed renewal: ${started.body}`).toBe(200);
}

/** Every check, after every step. */
export async function checkStep(world: World, member: Member, before: Observed): Promise<Observed> {
  const after = await observe(world, member);
  const { membershipGraceDays, stripeCountry } = await world.app.services.content.get("payment");
  oneChargePerPeriod(after.facts);
  paidUntilFollowsPayments(after.facts, membershipGraceDays);
  exactlyTheEmailsDue(before, after);
  const api = await info(world, member);
  const now = await world.app.services.payments.clock.now();
  apiAgreesWithFacts(api, after.facts, now);
  if (switchedOn("apiAgreesWithStateMachine")) {
    apiAgreesWithStateMachine(api, after.facts, {
      graceDays: membershipGraceDays,
      country: stripeCountry,
      now,
    });
  }
  await failedCanUpdateMethod(world, member, after.facts);
  return after;
}
