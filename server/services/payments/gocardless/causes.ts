import type { EventDetails } from "gocardless-nodejs/types/Types";

/**
 * Why GoCardless ended a subscription or failed a payment (an event's `details`), as the end
 * Agora records: "cancelled" when the payer (at their bank) or Agora withdrew the authority to
 * collect, "failed" when GoCardless could not collect any more.
 *
 * The causes are GoCardless's own, as its API reference lists them for the `cancelled` action of
 * subscriptions, mandates and the `failed` action of payments
 * (https://developer.gocardless.com/api-reference/#event-types-subscription, and the guide
 * https://developer.gocardless.com/mandates/responding-to-mandate-events/): a subscription is
 * cancelled with its mandate's cause when the mandate ends, so the subscription's event alone
 * decides. `mandate_failed` is not one of them.
 */
const PAYER_OR_AGORA_ENDED: ReadonlySet<string> = new Set([
  // Agora cancelled the subscription or its mandate (origin `api`).
  "subscription_cancelled",
  "plan_cancelled",
  // The payer cancelled the mandate at their bank (origin `bank` or `customer`; `api` when
  // Agora did, `gocardless` when the merchant asked GoCardless to).
  "mandate_cancelled",
  // The payer closed the bank account the mandate was on (origin `bank`; `api` when Agora
  // cancelled the mandate for it).
  "bank_account_closed",
  // The payer suspended their PayTo agreement, or stopped the payment at their bank (BECS).
  "mandate_suspended_by_payer",
  "payment_stopped",
  // The payer told their bank they never authorised the mandate.
  "authorisation_disputed",
]);

/**
 * `mandate_cancelled` also names a Faster Payments mandate that expired (origin `gocardless`,
 * reason `MANDATE_EXPIRED`): nobody cancelled it.
 */
const EXPIRED_REASON = "MANDATE_EXPIRED";

/**
 * How a subscription GoCardless cancelled ended. Every other cause (`invalid_bank_details`,
 * `direct_debit_not_enabled`, `refer_to_payer`, `bank_account_transferred`,
 * `account_blocked_for_any_financial_transaction`, `return_on_odfi_request`,
 * `mandate_expired`, `initial_one_off_payment_failed`, `other`, and any GoCardless adds) is a
 * failure to collect: the member is asked to set up a new method, never told they cancelled.
 */
export function endedReason(details: EventDetails | undefined): "cancelled" | "failed" {
  const cause = details?.cause ?? "";
  if (!PAYER_OR_AGORA_ENDED.has(cause)) return "failed";
  if (cause === "mandate_cancelled" && details?.reason_code === EXPIRED_REASON) return "failed";
  return "cancelled";
}
