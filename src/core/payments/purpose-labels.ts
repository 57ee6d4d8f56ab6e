import { msg } from "@lingui/core/macro";
import type { PaymentPurpose } from "./payment";

/** What a payment was for, as the member's history and staff's tables name it. */
export const PAYMENT_PURPOSE_LABELS = {
  first: msg`First payment`,
  renewal: msg`Renewal`,
  difference: msg`Change of amount`,
  recovery: msg`Failed payment paid`,
  "one-off": msg`One-off payment`,
} as const satisfies Record<PaymentPurpose, unknown>;
