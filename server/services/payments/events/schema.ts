import {
  boolean,
  coerce,
  date,
  enums,
  literal,
  nullable,
  number,
  object,
  optional,
  string,
  type Infer,
} from "superstruct";
import { PAYMENT_STATUSES } from "@core/payments";
import { union } from "@core/validation/union";

/**
 * What providers tell Agora after the fact, in one shape for all of them: Stripe's and
 * GoCardless's webhooks are translated into these, and the test provider sends them as they
 * are. Amounts are in cents; dates are the provider's time. `id` is the provider's event id.
 */
/** A date, or its ISO text as stored events and webhook bodies carry it. */
const when = () => coerce(date(), string(), (value) => new Date(value));

const eventBase = { id: string(), occurredAt: when() };

const PaymentEvent = object({
  ...eventBase,
  type: literal("payment.updated"),
  payment: object({
    id: string(),
    customerId: string(),
    /** Null for a one-off charge (a change's difference paid now). */
    subscriptionId: nullable(string()),
    status: enums(PAYMENT_STATUSES),
    amount: number(),
    chargeDate: when(),
    description: string(),
    /** The end of the period the payment pays for; for a one-off charge, null. */
    periodEnd: nullable(when()),
    /** A failed try the provider will try again. */
    willRetry: optional(boolean()),
    /**
     * Failed because the payer withdrew the authority to collect (cancelled at their bank): the
     * subscription's own end, which follows, says the contribution was cancelled; nothing for
     * the member to fix.
     */
    payerCancelled: optional(boolean()),
    /**
     * The payment method (GoCardless mandate) it was taken on, where the provider says: a
     * difference on a mandate the member has since left is charged on the new one.
     */
    mandateId: optional(string()),
  }),
});

export const SubscriptionEndedEvent = object({
  ...eventBase,
  type: literal("subscription.ended"),
  subscription: object({
    id: string(),
    customerId: string(),
    /**
     * Someone cancelled it (the member through Agora, staff at the provider), its payments
     * failed for good, or its first payment never went through (Stripe's `incomplete_expired`,
     * the test provider's first charge failing for good): only the provider can tell that last
     * one, as a failed end may arrive before the reports of payments made weeks earlier.
     */
    reason: enums(["cancelled", "failed", "never-started"]),
  }),
});

const MandateEndedEvent = object({
  ...eventBase,
  type: literal("mandate.ended"),
  mandate: object({ id: string(), customerId: string() }),
});

const CustomerDeletedEvent = object({
  ...eventBase,
  type: literal("customer.deleted"),
  customer: object({ id: string() }),
});

export const ProviderEvent = union([
  PaymentEvent,
  SubscriptionEndedEvent,
  MandateEndedEvent,
  CustomerDeletedEvent,
]);
export type ProviderEvent = Infer<typeof ProviderEvent>;
export type PaymentEvent = Infer<typeof PaymentEvent>;
export type SubscriptionEndedEvent = Infer<typeof SubscriptionEndedEvent>;
