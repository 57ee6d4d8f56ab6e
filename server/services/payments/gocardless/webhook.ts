import { parse } from "gocardless-nodejs/webhooks";
import type { Event, Payment } from "gocardless-nodejs/types/Types";
import { paymentPeriodEnd } from "@core/contributions";
import type { PaymentStatus } from "@core/payments";
import type { EventHandler, EventOutcome, ProviderEvent } from "../events";
import type { KnownObjects } from "../known-objects";
import { forEvent } from "../provider";
import { RENEWAL_OF, isGoneOrDone, type GoCardlessApi } from "./api";
import { endedReason } from "./causes";

/** The signature did not match the body: GoCardless's call gets a 498 (contract 4.6). */
export class GoCardlessSignatureError extends Error {
  override readonly name = "GoCardlessSignatureError";
}

/** A payment's status as Agora's (contract 4.6). */
const STATUSES: Readonly<Record<string, PaymentStatus>> = {
  pending_customer_approval: "draft",
  pending_submission: "pending",
  submitted: "pending",
  confirmed: "successful",
  paid_out: "successful",
  failed: "failed",
  customer_approval_denied: "failed",
  cancelled: "cancelled",
  charged_back: "cancelled",
};

const ENDED_SUBSCRIPTION = ["cancelled", "finished", "customer_approval_denied"];
const ENDED_MANDATE = ["cancelled", "failed", "expired"];

export interface GoCardlessWebhookDependencies {
  api: GoCardlessApi;
  webhookSecret: string;
  events: EventHandler;
  /** What Agora holds at GoCardless: events about anything else are ignored without a call. */
  known: KnownObjects;
  /**
   * A billing request Agora made is fulfilled: its flow is completed as the payer's return
   * would (once, whichever comes first; a request Agora did not make is ignored).
   */
  setupFulfilled(billingRequestId: string): Promise<void>;
}

/**
 * Why a subscription ended. A finished subscription ran to the end date it was made with
 * (Agora sets none). One whose approval the payer denied was waiting for it, before any payment
 * ("the customer did not approve the subscription", GoCardless's status list): it never
 * started. The shared handler still ends it after failed payments when the member paid before.
 */
function subscriptionEndReason(event: Event) {
  return event.action === "customer_approval_denied"
    ? ("never-started" as const)
    : event.action === "finished"
      ? ("cancelled" as const)
      : endedReason(event.details);
}

/**
 * Whether a payment is Agora's: known by its id, or (a renewal's first event) made on a
 * mandate or for a subscription Agora holds. Read from the payment only once it is needed.
 */
async function isOurs(
  { known }: Pick<GoCardlessWebhookDependencies, "known">,
  payment: Payment,
): Promise<boolean> {
  const { mandate, subscription } = payment.links ?? {};
  const renewalOf = payment.metadata?.[RENEWAL_OF.subscription];
  for (const id of [subscription, renewalOf]) {
    if (id && (await known.subscription(id))) return true;
  }
  return mandate !== undefined && (await known.mandate(mandate));
}

/**
 * `/webhook/gc`: the batch is verified with the official client's `parse` (a hex HMAC-SHA256
 * of the raw body, compared in constant time), then each event is translated, re-reading the
 * payment it is about (GoCardless sends no state, and batches arrive in any order), and applied
 * once by the shared handler; a fulfilled billing request completes its flow (`setupFulfilled`).
 * An event about a mandate, subscription or payment Agora does not hold is ignored without a
 * call; only a payment new to Agora whose event names neither (a one-off's) is read first, then
 * ignored unless its mandate or subscription is Agora's. GoCardless unreachable part-way answers 503, any other failure 500: GoCardless sends
 * the batch again, and the events already applied are recognised by their ids.
 */
export function createGoCardlessWebhook(deps: GoCardlessWebhookDependencies) {
  const { api } = deps;
  const customers = new Map<string, string>();
  const periods = new Map<string, "monthly" | "annually">();

  /** A subscription's period: fixed once made, so kept. */
  async function periodOf(subscriptionId: string): Promise<"monthly" | "annually"> {
    const known = periods.get(subscriptionId);
    if (known) return known;
    const subscription = await api.getSubscription(subscriptionId);
    const period = subscription.interval_unit === "yearly" ? "annually" : "monthly";
    periods.set(subscriptionId, period);
    return period;
  }

  /** A mandate's customer: fixed once made, so kept. */
  async function customerOf(mandateId: string | undefined): Promise<string | undefined> {
    if (!mandateId) return undefined;
    const known = customers.get(mandateId);
    if (known) return known;
    const mandate = await api.getMandate(mandateId);
    const customer = mandate.links?.customer;
    if (customer) customers.set(mandateId, customer);
    return customer;
  }

  async function paymentEvent(
    event: Event,
    base: { id: string; occurredAt: Date },
    paymentId: string,
  ): Promise<ProviderEvent | undefined> {
    const { subscription, mandate } = event.links ?? {};
    let knownFirst = await deps.known.payment(paymentId);
    // The event names what the payment is for (a subscription's new payment): that decides.
    if (!knownFirst && (subscription || mandate)) {
      knownFirst =
        (subscription !== undefined && (await deps.known.subscription(subscription))) ||
        (mandate !== undefined && (await deps.known.mandate(mandate)));
      if (!knownFirst) return undefined;
    }
    let payment: Payment;
    try {
      payment = await api.getPayment(paymentId);
    } catch (error) {
      if (isGoneOrDone(error)) return undefined;
      throw error;
    }
    if (!knownFirst && !(await isOurs(deps, payment))) return undefined;
    const status = STATUSES[payment.status ?? ""];
    const customerId = await customerOf(payment.links?.mandate);
    if (!status || !customerId || !payment.id) return undefined;
    // A failed renewal paid again on a new mandate names the subscription it pays for.
    const renewalOf = payment.metadata?.[RENEWAL_OF.subscription];
    const renewalEnd = payment.metadata?.[RENEWAL_OF.periodEnd];
    const subscriptionId = payment.links?.subscription ?? renewalOf ?? null;
    const chargeDate = new Date(
      `${payment.charge_date ?? base.occurredAt.toISOString().slice(0, 10)}T00:00:00Z`,
    );
    // Whether a failure is final is said by the failure's own event; any other event that
    // finds the payment failed leaves that to it.
    const failedEvent = event.resource_type === "payments" && event.action === "failed";
    const willRetry = failedEvent ? event.details?.will_attempt_retry === true : true;
    const payerCancelled = failedEvent && endedReason(event.details) === "cancelled";
    return {
      ...base,
      type: "payment.updated",
      payment: {
        id: payment.id,
        customerId,
        subscriptionId,
        status,
        amount: payment.amount ?? 0,
        chargeDate,
        description: payment.description ?? "Membership",
        // A subscription's payment pays for one period from its charge date.
        periodEnd: renewalEnd
          ? new Date(renewalEnd)
          : subscriptionId
            ? paymentPeriodEnd(chargeDate, await periodOf(subscriptionId))
            : null,
        ...(status === "failed"
          ? { willRetry, ...(payerCancelled ? { payerCancelled } : {}) }
          : {}),
        ...(payment.links?.mandate ? { mandateId: payment.links.mandate } : {}),
      },
    };
  }

  async function translate(event: Event): Promise<ProviderEvent | undefined> {
    if (!event.id || !event.created_at) return undefined;
    const base = { id: event.id, occurredAt: new Date(event.created_at) };
    const links = event.links ?? {};
    switch (event.resource_type) {
      case "payments":
        return links.payment ? paymentEvent(event, base, links.payment) : undefined;
      case "refunds":
        return links.payment ? paymentEvent(event, base, links.payment) : undefined;
      case "subscriptions": {
        if (!ENDED_SUBSCRIPTION.includes(event.action ?? "") || !links.subscription) {
          return undefined;
        }
        if (!(await deps.known.subscription(links.subscription))) return undefined;
        const subscription = await api.getSubscription(links.subscription);
        const customerId = await customerOf(subscription.links?.mandate);
        if (!customerId) return undefined;
        return {
          ...base,
          type: "subscription.ended",
          subscription: {
            id: links.subscription,
            customerId,
            reason: subscriptionEndReason(event),
          },
        };
      }
      case "mandates": {
        if (!ENDED_MANDATE.includes(event.action ?? "") || !links.mandate) return undefined;
        if (!(await deps.known.mandate(links.mandate))) return undefined;
        const customerId = await customerOf(links.mandate);
        if (!customerId) return undefined;
        return { ...base, type: "mandate.ended", mandate: { id: links.mandate, customerId } };
      }
      default:
        return undefined;
    }
  }

  return {
    async receive(
      rawBody: Buffer,
      signature: string | undefined,
    ): Promise<{ applied: number; duplicates: number }> {
      let events: Event[];
      try {
        events = parse(rawBody, deps.webhookSecret, signature ?? "");
      } catch {
        throw new GoCardlessSignatureError("The Webhook-Signature header does not match the body");
      }
      const outcomes: EventOutcome[] = [];
      for (const event of events ?? []) {
        // A payer who authorised the mandate but closed the tab: completing is idempotent by
        // itself (once per flow), so no event record is needed; a failure is retried by
        // GoCardless with the batch.
        if (
          event.resource_type === "billing_requests" &&
          event.action === "fulfilled" &&
          event.links?.billing_request
        ) {
          await deps.setupFulfilled(event.links.billing_request);
          continue;
        }
        const translated = await forEvent(event.id ?? "", () => translate(event));
        if (translated) outcomes.push(await deps.events.apply("gocardless", translated));
      }
      return {
        applied: outcomes.filter((outcome) => outcome === "applied").length,
        duplicates: outcomes.filter((outcome) => outcome === "duplicate").length,
      };
    },
  };
}
