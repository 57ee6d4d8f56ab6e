import { boolean, integer, string, type Infer } from "superstruct";
import { DEFAULT_MEMBERSHIP_GRACE_DAYS } from "../contributions/membership";
import { maximum, minimum } from "../validation/rules";
import { StripeCountry } from "../fees";
import { defineContent } from "./define";

/**
 * Payment settings. The Stripe key and country come from the server's configuration
 * (read-only here); `taxRate` is a whole percentage. `membershipGraceDays` (Agora's addition)
 * is how long a membership lasts past the period paid for while a renewal is being collected
 * (see `DEFAULT_MEMBERSHIP_GRACE_DAYS`); a change applies to memberships extended after it.
 */
export const paymentContent = defineContent(
  {
    stripePublicKey: string(),
    stripeCountry: StripeCountry,
    taxRateEnabled: boolean(),
    taxRate: maximum(minimum(integer(), 0), 100),
    noticeText: string(),
    membershipGraceDays: maximum(minimum(integer(), 0), 90),
  },
  {
    defaults: {
      stripePublicKey: "",
      stripeCountry: "gb",
      taxRateEnabled: false,
      taxRate: 0,
      noticeText: "",
      membershipGraceDays: DEFAULT_MEMBERSHIP_GRACE_DAYS,
    },
    readOnly: ["stripePublicKey", "stripeCountry"],
  },
);

export type PaymentContent = Infer<typeof paymentContent.struct>;
