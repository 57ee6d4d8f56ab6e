import type Stripe from "stripe";
import type { PaymentStatus } from "@core/payments";
import type { EventHandler, EventOutcome, ProviderEvent } from "../events";
import type { KnownObjects } from "../known-objects";
import { RENEWAL_OF, forEvent } from "../provider";
import { fromUnix, isMissing, stripeCall } from "./client";

/** The signature did not match the body (or is too old): Stripe's call gets a 400. */
export class WebhookSignatureError extends Error {
  override readonly name = "WebhookSignatureError";
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === "string" ? value : value.id;
}

/** An invoice's status as a payment's (contract 4.6), with whether Stripe tries it again. */
function paymentStatus(invoice: Stripe.Invoice): { status: PaymentStatus; willRetry?: boolean } {
  switch (invoice.status) {
    case "paid":
      return { status: "successful" };
    case "void":
      return { status: "cancelled" };
    case "uncollectible":
      return { status: "failed", willRetry: false };
    case "open":
      // Attempted and not paid: a failure, which Stripe retries while it has a next attempt.
      if (invoice.attempted && invoice.attempt_count > 0) {
        return { status: "failed", willRetry: invoice.next_payment_attempt !== null };
      }
      return { status: "pending" };
    default:
      return { status: "draft" };
  }
}

/**
 * The subscription an invoice charges for, and the end of the period it pays; for Agora's own
 * invoice paying a renewal that failed at another provider, the ones its metadata names.
 */
function subscriptionOf(invoice: Stripe.Invoice): { id: string | null; periodEnd: Date | null } {
  const id = idOf(invoice.parent?.subscription_details?.subscription);
  const renewalOf = invoice.metadata?.[RENEWAL_OF.subscription];
  const renewalEnd = invoice.metadata?.[RENEWAL_OF.periodEnd];
  if (!id && renewalOf && renewalEnd) return { id: renewalOf, periodEnd: new Date(renewalEnd) };
  if (!id) return { id: null, periodEnd: null };
  const line = invoice.lines.data.find((item) => item.parent?.subscription_item_details);
  const end = line?.period.end ?? invoice.period_end;
  return { id, periodEnd: end ? fromUnix(end) : null };
}

/**
 * Stripe's events as Agora's (`events.ts`). Where order matters the object is fetched again,
 * so whatever order events arrive in, each reports Stripe's current state and the handler's
 * newest-report-wins rule converges. Undefined: nothing for Agora to do (a zero invoice of a
 * trial, an event of no interest).
 */
export async function translateStripeEvent(
  stripe: Stripe,
  event: Stripe.Event,
): Promise<ProviderEvent | undefined> {
  const base = { id: event.id, occurredAt: fromUnix(event.created) };
  switch (event.type) {
    case "invoice.created":
    case "invoice.finalized":
    case "invoice.updated":
    case "invoice.paid":
    case "invoice.payment_failed":
    case "invoice.voided":
    case "invoice.marked_uncollectible": {
      const invoiceId = event.data.object.id;
      if (!invoiceId) return undefined;
      const invoice = await stripeCall("read an invoice", () =>
        stripe.invoices.retrieve(invoiceId),
      );
      const customerId = idOf(invoice.customer);
      // Nothing charged (the free invoice that opens a trial): no payment to show.
      if (!customerId || invoice.total === 0) return undefined;
      const subscription = subscriptionOf(invoice);
      return {
        ...base,
        type: "payment.updated",
        payment: {
          id: invoice.id,
          customerId,
          subscriptionId: subscription.id,
          ...paymentStatus(invoice),
          amount: invoice.total,
          chargeDate: fromUnix(invoice.created),
          description: invoice.description ?? "Membership",
          periodEnd: subscription.periodEnd,
        },
      };
    }
    case "customer.subscription.updated":
    case "customer.subscription.deleted": {
      const current = await stripeCall("read a subscription", async () => {
        try {
          return await stripe.subscriptions.retrieve(event.data.object.id);
        } catch (error) {
          if (isMissing(error)) return undefined;
          throw error;
        }
      });
      const subscription = current ?? event.data.object;
      const customerId = idOf(subscription.customer);
      if (!customerId) return undefined;
      // Its first payment never went through in time: the contribution did not start.
      if (subscription.status === "incomplete_expired") {
        return {
          ...base,
          type: "subscription.ended",
          subscription: { id: subscription.id, customerId, reason: "never-started" },
        };
      }
      if (subscription.status !== "canceled") return undefined;
      const failed = subscription.cancellation_details?.reason === "payment_failed";
      return {
        ...base,
        type: "subscription.ended",
        subscription: {
          id: subscription.id,
          customerId,
          reason: failed ? "failed" : "cancelled",
        },
      };
    }
    case "customer.deleted":
      return { ...base, type: "customer.deleted", customer: { id: event.data.object.id } };
    case "payment_method.detached": {
      const previous = event.data.previous_attributes as { customer?: unknown } | undefined;
      const customerId = typeof previous?.customer === "string" ? previous.customer : null;
      if (!customerId) return undefined;
      return {
        ...base,
        type: "mandate.ended",
        mandate: { id: event.data.object.id, customerId },
      };
    }
    default:
      return undefined;
  }
}

/** The customer an event is about, as the event itself says (no call to Stripe). */
function customerOf(event: Stripe.Event): string | null {
  switch (event.type) {
    case "customer.deleted":
      return event.data.object.id;
    case "payment_method.detached": {
      const previous = event.data.previous_attributes as { customer?: unknown } | undefined;
      return typeof previous?.customer === "string" ? previous.customer : null;
    }
    default: {
      const object = event.data.object as { customer?: string | { id: string } | null };
      return idOf(object.customer);
    }
  }
}

export interface StripeWebhookDependencies {
  stripe: Stripe;
  webhookSecret: string;
  events: EventHandler;
  /** What Agora holds at Stripe: events about anything else are ignored without a call. */
  known: KnownObjects;
  /** Sets a draft invoice's tax rates to the configured one (`StripeProvider`). */
  alignInvoiceTax(invoiceId: string): Promise<void>;
}

/**
 * `/webhook/stripe`: the event is verified over the bytes Stripe signed (its signature and a
 * timestamp within 5 minutes), translated, and applied by the shared handler, whose
 * transaction records the event id with its effect. An event whose customer Agora does not
 * hold is ignored without a call to Stripe. It answers only once that committed; a failure
 * throws (Stripe unreachable: a 503), Stripe retries later, and the retry acts once.
 */
export function createStripeWebhook(deps: StripeWebhookDependencies) {
  return {
    async receive(
      rawBody: Buffer,
      signature: string | undefined,
    ): Promise<EventOutcome | "ignored"> {
      let event: Stripe.Event;
      try {
        event = deps.stripe.webhooks.constructEvent(rawBody, signature ?? "", deps.webhookSecret);
      } catch {
        throw new WebhookSignatureError("The Stripe-Signature header does not match the body");
      }
      const customerId = customerOf(event);
      if (customerId && !(await deps.known.customer(customerId))) return "ignored";
      const translated = await forEvent(event.id, async () => {
        // Stripe finalises a renewal's invoice about an hour after this: time to set its tax.
        // Doing it again for a redelivered event changes nothing.
        if (event.type === "invoice.created" && event.data.object.id) {
          await deps.alignInvoiceTax(event.data.object.id);
        }
        return translateStripeEvent(deps.stripe, event);
      });
      if (!translated) return "ignored";
      return deps.events.apply("stripe", translated);
    },
  };
}
