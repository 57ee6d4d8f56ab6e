import { and, desc, eq, isNotNull, max } from "drizzle-orm";
import {
  deriveMembership,
  differenceOutcome,
  renewalOutcomeOf,
  type MemberRole,
  type MembershipInput,
  type MembershipState,
} from "@core/contributions";
import { CONTENT } from "@core/content";
import type { StripeCountry } from "@core/fees";
import { content, contributions, payments } from "../../db/schema";
import { memberRole, type Writer } from "./roles";

type ContributionRow = typeof contributions.$inferSelect;

/** What the payments stored say of a membership: `deriveMembership`'s payment inputs. */
export interface PaymentFacts {
  paidUntil: Date | null;
  /** The latest payment of a subscription (a renewal or the first), by charge date. */
  latest: { status: string; chargeDate: Date } | null;
  /** The status of the difference a change waits for (`difference_payment_id`), if reported. */
  difference: string | null;
}

/** The payments' side of a contact's membership, read through `db` (a transaction too). */
export async function paymentFacts(db: Writer, contactId: string): Promise<PaymentFacts> {
  // One after the other: inside a transaction they share its one connection.
  const [paid] = await db
    .select({ until: max(payments.periodEnd) })
    .from(payments)
    .where(and(eq(payments.contactId, contactId), eq(payments.status, "successful")));
  const [latest] = await db
    .select({ status: payments.status, chargeDate: payments.chargeDate })
    .from(payments)
    .where(and(eq(payments.contactId, contactId), isNotNull(payments.subscriptionId)))
    .orderBy(desc(payments.chargeDate), desc(payments.statusAt))
    .limit(1);
  const [difference] = await db
    .select({ status: payments.status })
    .from(payments)
    .innerJoin(
      contributions,
      and(
        eq(contributions.contactId, payments.contactId),
        // At any provider: one the member moved from may still be collecting it.
        eq(contributions.differencePaymentId, payments.providerPaymentId),
      ),
    )
    .where(eq(payments.contactId, contactId));
  return {
    paidUntil: paid?.until ?? null,
    latest: latest ?? null,
    difference: difference?.status ?? null,
  };
}

/** The membership state from what is stored and, when asked, what the provider said. */
export function membershipOf(input: {
  row: ContributionRow | undefined;
  role: MemberRole | null;
  facts: PaymentFacts;
  provider?: { nextChargeAt?: Date | undefined; pending?: boolean | undefined };
  graceDays: number;
  country: StripeCountry;
  now: Date;
}): MembershipState {
  const { row, facts } = input;
  const derived: MembershipInput = {
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
    memberRole: input.role,
    paidUntil: facts.paidUntil,
    latestRenewal: renewalOutcomeOf(
      facts.latest,
      facts.paidUntil,
      Boolean(row?.subscriptionId) && !row?.cancelledAt,
    ),
    difference: differenceOutcome(row?.differencePaymentId, facts.difference),
    nextChargeAt: input.provider?.nextChargeAt,
    providerPending: input.provider?.pending,
    graceDays: input.graceDays,
    country: input.country,
    now: input.now,
  };
  return deriveMembership(derived);
}

/** A contact's membership state from the database alone (emails, lists, webhook payloads). */
export async function storedMembership(
  db: Writer,
  contactId: string,
  options: { graceDays: number; country: StripeCountry; now: Date },
  role: MemberRole | null,
): Promise<MembershipState> {
  // One after the other: `db` may be a transaction, whose one connection takes them in turn.
  const [row] = await db.select().from(contributions).where(eq(contributions.contactId, contactId));
  const facts = await paymentFacts(db, contactId);
  return membershipOf({ row, role, facts, ...options });
}

/**
 * When a contact's membership ends, as the state says, read inside a transaction (emails
 * written with a change): the grace days are read through it too, since the embedded
 * database's one connection is the transaction's. Undefined while it renews.
 */
export async function accessEndsAt(
  tx: Writer,
  contactId: string,
  now: Date,
): Promise<Date | undefined> {
  // One after the other: a transaction's connection takes one statement at a time.
  const [stored] = await tx
    .select({ data: content.data })
    .from(content)
    .where(eq(content.id, "payment"));
  const role = await memberRole(tx, contactId);
  const { membershipGraceDays } = CONTENT.payment.read(stored?.data);
  // The country only prices the next payment, which is not read here.
  const state = await storedMembership(
    tx,
    contactId,
    { graceDays: membershipGraceDays, country: "gb", now },
    role,
  );
  return state.accessEndsAt ? new Date(state.accessEndsAt) : undefined;
}
