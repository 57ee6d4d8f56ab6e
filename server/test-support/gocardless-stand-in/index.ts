import { createHmac } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { cancelMandate, cancelSubscription } from "./endings";
import { handle } from "./http";
import { authorise, collect } from "./payer";
import { createStandInStore } from "./store";
import type { EndDetails, GoCardlessEvent, Resource } from "./types";

export type { EndDetails, GoCardlessEvent } from "./types";

/**
 * A local stand-in of the part of GoCardless's API Agora calls (`services/payments/gocardless/api.ts`), with state: billing
 * requests and their flows, customers, bank accounts, mandates, subscriptions, payments. It
 * answers a reused idempotency key with GoCardless's 409 naming the resource made, and records
 * the events GoCardless would send, which tests sign and post to the webhook. What the payer
 * does on GoCardless's pages and what GoCardless does on its own (collecting, failing,
 * cancelling) are its methods.
 */

export interface GoCardlessStandIn {
  baseUrl: string;
  resources: Map<string, Resource>;
  events: GoCardlessEvent[];
  /** The payer authorises the mandate on GoCardless's pages; answers where they are sent back. */
  authorise(billingRequestId: string): string;
  /** GoCardless collects a subscription's next payment; `fail`: the bank refuses it. */
  collect(
    subscriptionId: string,
    options?: { fail?: boolean; willRetry?: boolean; details?: EndDetails },
  ): Resource;
  /** A payment (a one-off) goes through. */
  confirm(paymentId: string): void;
  /** A payment (a one-off) fails; `willRetry`: GoCardless will submit it again. */
  fail(paymentId: string, willRetry: boolean): void;
  /**
   * GoCardless (or the payer's bank) ends a subscription; `customer_approval_denied`: the payer
   * refused the approval it waited for, before any payment.
   */
  endSubscription(
    subscriptionId: string,
    action: "cancelled" | "finished" | "customer_approval_denied",
    /** Why GoCardless ended it (`details`), such as `{ cause: "invalid_bank_details" }`. */
    details?: EndDetails,
  ): void;
  /**
   * The payer's bank (or GoCardless) cancels a mandate: its subscriptions are cancelled with
   * the same cause, as GoCardless does.
   */
  cancelMandate(mandateId: string, details: EndDetails): void;
  /** The webhook body of some events and its `Webhook-Signature` for a secret. */
  webhook(events: GoCardlessEvent[], secret: string): { body: string; signature: string };
  /** While on, every call fails (500). */
  outage: boolean;
  /** Every call received, as `METHOD /path`, outages included. */
  calls: string[];
  close(): Promise<void>;
}

export async function startGoCardlessStandIn(): Promise<GoCardlessStandIn> {
  const store = createStandInStore();
  const { resources, events, state, calls, newId, get, emit } = store;

  const server: Server = createServer((request, response) => {
    handle(store, request, response).catch((error: unknown) => {
      response.writeHead(500, { "content-type": "application/json" });
      response.end(JSON.stringify({ error: { type: "gocardless", message: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    calls,
    baseUrl: `http://127.0.0.1:${port}`,
    resources,
    events,
    get outage() {
      return state.outage;
    },
    set outage(value: boolean) {
      state.outage = value;
    },
    authorise: (billingRequestId) => authorise(store, billingRequestId),
    collect: (subscriptionId, options) => collect(store, subscriptionId, options),
    confirm(paymentId) {
      const payment = get("payments", paymentId);
      payment.status = "confirmed";
      emit("payments", "confirmed", { payment: payment.id });
    },
    cancelMandate(mandateId, details) {
      cancelMandate(store, get("mandates", mandateId), details);
    },
    fail(paymentId, willRetry) {
      const payment = get("payments", paymentId);
      payment.status = "failed";
      emit("payments", "failed", { payment: payment.id }, { will_attempt_retry: willRetry });
    },
    endSubscription(subscriptionId, action, details) {
      cancelSubscription(store, get("subscriptions", subscriptionId), action, details);
    },
    webhook(batch, secret) {
      const body = JSON.stringify({ events: batch, meta: { webhook_id: newId("events") } });
      return { body, signature: createHmac("sha256", secret).update(body).digest("hex") };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
