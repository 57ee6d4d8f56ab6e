import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { PaymentMethod } from "@core/fees/payment-method";
import type { SetupFailure } from "@core/payments/setup-failure";

const DIRECT_DEBITS: readonly (PaymentMethod | undefined)[] = [
  "s_sepa",
  "s_bacs",
  "gc_direct-debit",
];

/** Why a checkout failed, in the reader's words: a short list, the same for every provider. */
export function failureReason(
  reason: SetupFailure,
  method: PaymentMethod | undefined,
): MessageDescriptor {
  switch (reason) {
    case "declined":
      if (method === "s_card") return msg`Your card was declined`;
      return DIRECT_DEBITS.includes(method)
        ? msg`Your bank refused the direct debit`
        : msg`The payment was declined`;
    case "cancelled":
      return msg`The payment was cancelled`;
    case "incomplete":
      return msg`The payment wasn't completed`;
  }
}
