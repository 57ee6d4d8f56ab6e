import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { ApiEndpoint } from "../../config-payments";
import { handle } from "./http";
import { attempt, finalize, invoiceFor, settled } from "./invoices";
import { succeed } from "./setup";
import { createStandInStore } from "./store";
import { addInterval, cancel, items } from "./subscriptions";
import type { ConfirmedMethod, RenewOptions, StripeEvent, StripeObject } from "./types";

export type { ConfirmedMethod, RenewOptions, StripeEvent } from "./types";

/**
 * A local stand-in of the part of Stripe's API Agora calls, with state (customers, setup
 * intents, payment methods, products, tax rates, subscriptions, invoices), for offline tests:
 * the official SDK is pointed at it (`endpoint`). It answers POSTs again for a repeated
 * Idempotency-Key, errors in Stripe's envelope, and records the events Stripe would send, which
 * tests sign and post to the webhook. What the browser does with Stripe.js (confirming a setup)
 * and what Stripe does on its own (renewals, retries) are its methods.
 */

export interface StripeStandIn {
  endpoint: ApiEndpoint;
  /** Every request, as `METHOD /path`, for tests that check what was (not) called. */
  requests: string[];
  objects: Map<string, StripeObject>;
  /** The events Stripe would have sent, oldest first. */
  events: StripeEvent[];
  /** The payer confirms a setup in the browser (Stripe.js's `confirmSetup`). */
  confirmSetup(setupIntentId: string, method: ConfirmedMethod): void;
  /**
   * Stripe charges the next period of a subscription; `fail`: the charge is declined; `draft`:
   * the invoice is only made, as Stripe makes it an hour before it finalises it.
   */
  renew(subscriptionId: string, options?: RenewOptions): StripeObject;
  /** Stripe finalises a draft renewal invoice and charges it. */
  finalizeDraft(invoiceId: string): void;
  /** The next charge attempted is declined (a one-off, or a subscription's first invoice). */
  declineNext(): void;
  /**
   * The next charge is a bank debit still being processed (a SEPA or Bacs debit takes days):
   * its invoice stays open, not attempted, until `payInvoice` or `failInvoice`.
   */
  processNext(): void;
  /** A debit being processed fails for good: the invoice is uncollectible. */
  failInvoice(invoiceId: string): void;
  /** Stripe tries a failed invoice again, which now succeeds. */
  payInvoice(invoiceId: string): void;
  /** A subscription whose first invoice was never paid expires (after 23 hours at Stripe). */
  expireIncomplete(subscriptionId: string): void;
  /** While on, every call fails as in an outage of Stripe's API (500). */
  outage: boolean;
  /** Stripe ends a subscription on its own (staff in the dashboard, failed retries). */
  endSubscription(
    subscriptionId: string,
    reason: "cancellation_requested" | "payment_failed",
  ): void;
  /** Stripe's clock: tests move it. */
  now: number;
  close(): Promise<void>;
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const store = createStandInStore();
  const { objects, events, requests, state, decline, get, emit } = store;

  const server: Server = createServer((request, response) => {
    handle(store, request, response).catch((error: unknown) => {
      response.writeHead(500, { "content-type": "application/json" });
      response.end(JSON.stringify({ error: { type: "api_error", message: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  state.port = (server.address() as AddressInfo).port;

  return {
    endpoint: { host: "127.0.0.1", port: state.port, protocol: "http" },
    requests,
    objects,
    events,
    get now() {
      return state.now;
    },
    set now(value: number) {
      state.now = value;
    },
    confirmSetup(setupIntentId, confirmed) {
      succeed(store, get("setup_intent", setupIntentId), confirmed.type, {
        name: confirmed.name ?? null,
        email: null,
        address: confirmed.address ? { line2: null, ...confirmed.address } : null,
      });
    },
    renew(subscriptionId, options) {
      const subscription = get("subscription", subscriptionId);
      const item = items(subscription)[0];
      if (!item) throw new Error("No item");
      const start = item.current_period_end;
      const end = addInterval(start, item.price.recurring.interval);
      const invoice = invoiceFor(store, subscription, start, end, options);
      if (!options?.draft) settled(store, invoice);
      return invoice;
    },
    finalizeDraft(invoiceId) {
      const invoice = get("invoice", invoiceId);
      finalize(store, invoice);
      attempt(store, invoice, decline());
      settled(store, invoice);
    },
    declineNext() {
      state.declines++;
    },
    processNext() {
      state.processing++;
    },
    failInvoice(invoiceId) {
      attempt(store, get("invoice", invoiceId), true, { willRetry: false });
    },
    payInvoice(invoiceId) {
      const invoice = get("invoice", invoiceId);
      attempt(store, invoice, false);
      settled(store, invoice);
    },
    expireIncomplete(subscriptionId) {
      const subscription = get("subscription", subscriptionId);
      subscription.status = "incomplete_expired";
      emit("customer.subscription.updated", subscription);
    },
    get outage() {
      return state.outage;
    },
    set outage(value: boolean) {
      state.outage = value;
    },
    endSubscription(subscriptionId, reason) {
      cancel(store, get("subscription", subscriptionId), reason);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
