import { describe, expect, it } from "vitest";
import { endedReason } from "./causes";

/**
 * GoCardless's causes for a cancelled subscription or mandate and a failed payment, as its API
 * reference lists them (https://developer.gocardless.com/api-reference/#event-types-subscription),
 * each with the end Agora records.
 */
describe("endedReason", () => {
  it.each([
    ["subscription_cancelled", "api"],
    ["plan_cancelled", "api"],
    ["mandate_cancelled", "bank"],
    ["mandate_cancelled", "customer"],
    ["mandate_cancelled", "api"],
    ["bank_account_closed", "bank"],
    ["bank_account_closed", "api"],
    ["mandate_suspended_by_payer", "bank"],
    ["payment_stopped", "bank"],
    ["authorisation_disputed", "bank"],
  ])("counts %s (origin %s) as a cancellation", (cause, origin) => {
    expect(endedReason({ cause, origin: origin as "bank" })).toBe("cancelled");
  });

  it.each([
    "invalid_bank_details",
    "direct_debit_not_enabled",
    "refer_to_payer",
    "bank_account_transferred",
    "account_blocked_for_any_financial_transaction",
    "return_on_odfi_request",
    "mandate_expired",
    "initial_one_off_payment_failed",
    "insufficient_funds",
    "other",
    "a_cause_gocardless_adds_later",
  ])("counts %s as an end after failed payments", (cause) => {
    expect(endedReason({ cause, origin: "bank" })).toBe("failed");
  });

  it("counts a Faster Payments mandate that expired as a failure, not a cancellation", () => {
    expect(
      endedReason({
        cause: "mandate_cancelled",
        origin: "gocardless",
        reason_code: "MANDATE_EXPIRED",
      }),
    ).toBe("failed");
    expect(
      endedReason({
        cause: "mandate_cancelled",
        origin: "gocardless",
        reason_code: "MERCHANT_MANDATE_CANCELLED",
      }),
    ).toBe("cancelled");
  });

  it("counts an event without details as a failure", () => {
    expect(endedReason(undefined)).toBe("failed");
  });
});
