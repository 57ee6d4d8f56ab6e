import type Stripe from "stripe";
import type { DeliveryAddress } from "@core/contacts";
import type { PaymentSource } from "@core/contributions";
import type { PaymentMethod, StripeMethod } from "@core/fees";
import type { SetupFailure } from "@core/payments/setup-failure";
import type { SubscriptionState } from "../provider";
import { fromUnix } from "./client";

export const METHOD_TYPES: Record<
  StripeMethod,
  Stripe.SetupIntentCreateParams.AllowedPaymentMethodType
> = {
  s_card: "card",
  s_sepa: "sepa_debit",
  s_bacs: "bacs_debit",
  s_paypal: "paypal",
  s_ideal: "ideal",
};

/** Subscriptions Stripe still collects for (a `past_due` one is being retried). */
export const LIVE_STATUSES: readonly Stripe.Subscription.Status[] = [
  "active",
  "trialing",
  "past_due",
  "incomplete",
];

export function idOf(value: string | { id: string } | null | undefined): string | undefined {
  if (value === null || value === undefined) return undefined;
  return typeof value === "string" ? value : value.id;
}

export function stateOf(subscription: Stripe.Subscription): SubscriptionState {
  const item = subscription.items.data[0];
  const live = LIVE_STATUSES.includes(subscription.status);
  const trialEnd = subscription.status === "trialing" ? subscription.trial_end : null;
  const periodEnd = trialEnd ?? item?.current_period_end ?? null;
  return {
    id: subscription.id,
    status: live ? "active" : "ended",
    chargeable: item?.price.unit_amount ?? 0,
    period: item?.price.recurring?.interval === "year" ? "annually" : "monthly",
    nextChargeAt: live && periodEnd !== null ? fromUnix(periodEnd) : null,
  };
}

/** Stripe's one-line name, split at its last space (Stripe keeps names whole). */
export function splitName(name: string | null): { firstname?: string; lastname?: string } {
  const trimmed = name?.trim();
  if (!trimmed) return {};
  const at = trimmed.lastIndexOf(" ");
  if (at < 0) return { firstname: trimmed };
  return { firstname: trimmed.slice(0, at), lastname: trimmed.slice(at + 1) };
}

export function addressOf(address: Stripe.Address | null | undefined): DeliveryAddress | undefined {
  if (!address?.line1 || !address.city || !address.postal_code) return undefined;
  return {
    line1: address.line1,
    ...(address.line2 ? { line2: address.line2 } : {}),
    city: address.city,
    postcode: address.postal_code,
  };
}

/** A payment method as the member sees it: no more than Stripe shows them itself. */
export function sourceOf(method: Stripe.PaymentMethod): PaymentSource | undefined {
  switch (method.type) {
    case "card":
      return method.card
        ? {
            method: "s_card",
            isLink: false,
            brand: method.card.brand,
            last4: method.card.last4,
            expiryMonth: method.card.exp_month,
            expiryYear: method.card.exp_year,
          }
        : undefined;
    case "link":
      return { method: "s_card", isLink: true, email: method.link?.email ?? "" };
    case "sepa_debit":
      return {
        method: "s_sepa",
        country: method.sepa_debit?.country ?? "",
        bankCode: method.sepa_debit?.bank_code ?? "",
        branchCode: method.sepa_debit?.branch_code ?? "",
        last4: method.sepa_debit?.last4 ?? "",
      };
    case "bacs_debit":
      return {
        method: "s_bacs",
        sortCode: method.bacs_debit?.sort_code ?? "",
        last4: method.bacs_debit?.last4 ?? "",
      };
    case "paypal":
      return {
        method: "s_paypal",
        payerEmail: method.paypal?.payer_email ?? "",
        payerId: method.paypal?.payer_id ?? "",
      };
    default:
      return undefined;
  }
}

/** Why a SetupIntent did not succeed: cancelled, or an attempt declined (a redirect refused). */
export function failureOf(intent: Stripe.SetupIntent): SetupFailure {
  if (intent.status === "canceled") return "cancelled";
  return intent.last_setup_error ? "declined" : "incomplete";
}

export function methodOf(type: Stripe.PaymentMethod.Type): PaymentMethod {
  switch (type) {
    case "sepa_debit":
      return "s_sepa";
    case "bacs_debit":
      return "s_bacs";
    case "paypal":
      return "s_paypal";
    default:
      return "s_card";
  }
}
