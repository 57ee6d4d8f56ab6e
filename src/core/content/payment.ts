import { boolean, integer, string, type Infer } from "superstruct";
import { maximum, minimum } from "../validation/rules";
import { defineContent } from "./define";
import { StripeCountry } from "../fees";

/**
 * Payment settings. The Stripe key and country come from the server's configuration
 * (read-only here); `taxRate` is a whole percentage.
 */
export const paymentContent = defineContent(
  {
    stripePublicKey: string(),
    stripeCountry: StripeCountry,
    taxRateEnabled: boolean(),
    taxRate: maximum(minimum(integer(), 0), 100),
    noticeText: string(),
  },
  {
    defaults: {
      stripePublicKey: "",
      stripeCountry: "gb",
      taxRateEnabled: false,
      taxRate: 0,
      noticeText: "",
    },
    readOnly: ["stripePublicKey", "stripeCountry"],
  },
);

export type PaymentContent = Infer<typeof paymentContent.struct>;
