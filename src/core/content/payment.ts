import { array, boolean, integer, refine, string, type Infer } from "superstruct";
import { DEFAULT_MEMBERSHIP_GRACE_DAYS } from "../contributions/membership";
import { maxLength, maximum, minimum } from "../validation/rules";
import { StripeCountry } from "../fees";
import { defineContent } from "./define";

/**
 * The test provider's retry schedule by default: a failed charge is tried again this many days
 * after it was first due, as real providers retry for about two weeks.
 */
export const DEFAULT_TEST_RETRY_DAYS = [3, 7, 14];

/** Retries the schedule may hold, and the latest day: as Stripe's (8 tries within 2 months). */
export const MAX_TEST_RETRIES = 8;
export const MAX_TEST_RETRY_DAY = 60;

const retryDay = maximum(minimum(integer(), 1), MAX_TEST_RETRY_DAY);

/** Days after the charge, each later than the one before. */
const retrySchedule = refine(
  maxLength(array(retryDay), MAX_TEST_RETRIES),
  "increasing",
  (days) =>
    days.every((day, index) => index === 0 || day > (days[index - 1] ?? 0)) ||
    "Give each retry's day once, in order, each later than the one before",
);

/**
 * Payment settings. The Stripe key and country come from the server's configuration
 * (read-only here), and so does `testPayments`: whether the built-in test provider takes the
 * payments (no real money moves). `taxRate` is a whole percentage. `membershipGraceDays`
 * (Agora's addition) is how long a membership lasts past the period paid for while a renewal
 * is being collected (see `DEFAULT_MEMBERSHIP_GRACE_DAYS`); a change applies to memberships
 * extended after it. `testRetryDays` is the test provider's retry schedule (Stripe's and
 * GoCardless's are set in their own dashboards).
 */
export const paymentContent = defineContent(
  {
    stripePublicKey: string(),
    stripeCountry: StripeCountry,
    testPayments: boolean(),
    taxRateEnabled: boolean(),
    taxRate: maximum(minimum(integer(), 0), 100),
    noticeText: string(),
    membershipGraceDays: maximum(minimum(integer(), 0), 90),
    testRetryDays: retrySchedule,
  },
  {
    defaults: {
      stripePublicKey: "",
      stripeCountry: "gb",
      testPayments: false,
      taxRateEnabled: false,
      taxRate: 0,
      noticeText: "",
      membershipGraceDays: DEFAULT_MEMBERSHIP_GRACE_DAYS,
      testRetryDays: DEFAULT_TEST_RETRY_DAYS,
    },
    readOnly: ["stripePublicKey", "stripeCountry", "testPayments"],
  },
);

export type PaymentContent = Infer<typeof paymentContent.struct>;
