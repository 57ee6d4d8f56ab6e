import {
  legacyMembershipStatus,
  type ContributionInfo,
  type MemberRole,
  type PaymentSource,
} from "@core/contributions";
import type { StripeCountry } from "@core/fees";
import type { contributions } from "../../db/schema";
import { membershipOf, type PaymentFacts } from "../membership/state";
import type { PaymentProvider } from "../payments";
import { withProvider } from "./errors";

type ContributionRow = typeof contributions.$inferSelect;

/** What the provider tells of a contribution beside what is stored (see `providerFacts`). */
export interface ProviderFacts {
  nextChargeAt?: Date;
  pending?: boolean;
  source?: PaymentSource;
}

/**
 * What only the provider knows of a contribution: its subscription's next charge, a payment
 * on its way, the payment method. Asked outside any transaction (a provider call may take
 * seconds, and the embedded database's one connection would wait for it).
 */
export async function providerFacts(
  row: ContributionRow | undefined,
  provider: PaymentProvider | undefined,
): Promise<ProviderFacts> {
  if (!row || !provider) return {};
  const automatic = row.type === "Automatic";
  const [subscription, pending, source] = await Promise.all([
    row.subscriptionId
      ? withProvider(() => provider.getSubscription(row.subscriptionId ?? ""))
      : undefined,
    row.customerId && automatic
      ? withProvider(() => provider.hasPendingPayment(row.customerId ?? ""))
      : undefined,
    row.mandateId && automatic
      ? withProvider(() => provider.paymentSource(row.mandateId ?? ""))
      : undefined,
  ]);
  return {
    ...(subscription?.nextChargeAt ? { nextChargeAt: subscription.nextChargeAt } : {}),
    ...(pending !== undefined ? { pending } : {}),
    ...(source ? { source } : {}),
  };
}

/**
 * The contribution as the API shows it, from its row, member role, payments and the
 * provider's facts: the membership state (`deriveMembership`) and the contract's older
 * fields, derived from it so that they never contradict it.
 */
export function infoOf(
  row: ContributionRow | undefined,
  role: MemberRole | null,
  paid: PaymentFacts,
  now: Date,
  known: { graceDays: number; country: StripeCountry },
  /** Left out: what is stored alone (no payment method, no payment on its way). */
  facts?: ProviderFacts,
): ContributionInfo {
  const membership = membershipOf({
    row,
    role,
    facts: paid,
    ...(facts ? { provider: { nextChargeAt: facts.nextChargeAt, pending: facts.pending } } : {}),
    graceDays: known.graceDays,
    country: known.country,
    now,
  });
  const type = row?.type ?? "None";
  const expiry = membership.accessEndsAt ?? role?.dateExpires?.toISOString();
  return {
    type,
    ...(row?.amount ? { amount: row.amount } : {}),
    ...(row?.nextAmount ? { nextAmount: row.nextAmount } : {}),
    ...(row?.period ? { period: row.period } : {}),
    ...(type === "Automatic" && row?.payFee !== null && row?.payFee !== undefined
      ? { payFee: row.payFee }
      : {}),
    ...(type === "Automatic" && facts ? { hasPendingPayment: membership.paymentInFlight } : {}),
    ...(type === "Manual"
      ? {
          paymentSource: {
            method: null,
            ...(row?.manualSource ? { source: row.manualSource } : {}),
            ...(row?.manualReference ? { reference: row.manualReference } : {}),
          },
        }
      : facts?.source
        ? { paymentSource: facts.source }
        : {}),
    ...(row?.cancelledAt ? { cancellationDate: row.cancelledAt.toISOString() } : {}),
    ...(membership.nextPaymentAt ? { renewalDate: membership.nextPaymentAt } : {}),
    membershipStatus: legacyMembershipStatus(membership, Boolean(row?.cancelledAt)),
    ...(expiry ? { membershipExpiryDate: expiry } : {}),
    membership,
  };
}
