import { createHmac } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in of the part of GoCardless's API Agora calls (`api.ts`), with state: billing
 * requests and their flows, customers, bank accounts, mandates, subscriptions, payments. It
 * answers a reused idempotency key with GoCardless's 409 naming the resource made, and records
 * the events GoCardless would send, which tests sign and post to the webhook. What the payer
 * does on GoCardless's pages and what GoCardless does on its own (collecting, failing,
 * cancelling) are its methods.
 */

type Resource = Record<string, unknown> & { id: string };

export interface GoCardlessEvent {
  id: string;
  created_at: string;
  resource_type: string;
  action: string;
  links: Record<string, string>;
  details: Record<string, unknown>;
}

class Failure extends Error {
  constructor(
    readonly status: number,
    readonly reason: string,
    readonly links: Record<string, string> = {},
  ) {
    super(reason);
  }
}

const PREFIXES: Record<string, string> = {
  billing_requests: "BRQ",
  billing_request_flows: "BRF",
  customers: "CU",
  customer_bank_accounts: "BA",
  mandates: "MD",
  subscriptions: "SB",
  payments: "PM",
  events: "EV",
};

const SCHEMES: Record<string, string> = { GBP: "bacs", EUR: "sepa_core" };

function addInterval(date: string, unit: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  if (unit === "yearly") next.setUTCFullYear(next.getUTCFullYear() + 1);
  else next.setUTCMonth(next.getUTCMonth() + 1);
  return next.toISOString().slice(0, 10);
}

const today = () => new Date().toISOString().slice(0, 10);
const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

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

/** Why GoCardless ended or failed something, as an event's `details` carry it. */
export interface EndDetails {
  cause: string;
  origin?: string;
  reason_code?: string;
}

export async function startGoCardlessStandIn(): Promise<GoCardlessStandIn> {
  const resources = new Map<string, Resource>();
  const keys = new Map<string, string>();
  const events: GoCardlessEvent[] = [];
  let counter = 0;
  const state = { outage: false };
  const calls: string[] = [];

  const newId = (kind: string) =>
    `${PREFIXES[kind] ?? "X"}${(++counter).toString().padStart(6, "0")}`;
  const get = (kind: string, id: string): Resource => {
    const found = resources.get(id);
    if (!found || found.kind !== kind) throw new Failure(404, "resource_not_found");
    return found;
  };
  const put = (kind: string, values: Record<string, unknown>): Resource => {
    const resource = { id: newId(kind), kind, created_at: new Date().toISOString(), ...values };
    resources.set(resource.id, resource);
    return resource;
  };
  const emit = (
    resourceType: string,
    action: string,
    links: Record<string, string>,
    details: Record<string, unknown> = {},
  ) => {
    events.push({
      id: newId("events"),
      created_at: new Date(Date.now() + events.length).toISOString(),
      resource_type: resourceType,
      action,
      links,
      details,
    });
  };
  const links = (resource: Resource) => resource.links as Record<string, string>;
  /** A resource as GoCardless answers it: without the stand-in's own `kind`. */
  const view = (resource: Resource) =>
    Object.fromEntries(Object.entries(resource).filter(([key]) => key !== "kind"));

  function cancelSubscription(subscription: Resource, action = "cancelled", details?: EndDetails) {
    if (!["active", "pending_customer_approval", "paused"].includes(String(subscription.status))) {
      throw new Failure(422, "cancellation_failed");
    }
    subscription.status = action;
    subscription.upcoming_payments = [];
    emit("subscriptions", action, { subscription: subscription.id }, { ...details });
  }

  function cancelMandate(mandate: Resource, details: EndDetails) {
    if (mandate.status === "cancelled") throw new Failure(422, "cancellation_failed");
    mandate.status = "cancelled";
    emit("mandates", "cancelled", { mandate: mandate.id }, { ...details });
    // GoCardless cancels the mandate's payments not submitted yet with it.
    for (const payment of resources.values()) {
      if (
        payment.kind === "payments" &&
        links(payment).mandate === mandate.id &&
        payment.status === "pending_submission"
      ) {
        payment.status = "cancelled";
        emit("payments", "cancelled", { payment: payment.id }, { ...details });
      }
    }
    for (const other of resources.values()) {
      if (
        other.kind === "subscriptions" &&
        links(other).mandate === mandate.id &&
        other.status === "active"
      ) {
        cancelSubscription(other, "cancelled", details);
      }
    }
  }

  function upcoming(start: string, unit: string, amount: number) {
    return [
      { charge_date: start, amount },
      { charge_date: addInterval(start, unit), amount },
    ];
  }

  function create(kind: string, body: Record<string, unknown>): Resource {
    switch (kind) {
      case "billing_requests":
        return put(kind, {
          status: "pending",
          mandate_request: body.mandate_request,
          metadata: body.metadata ?? {},
          links: {},
        });
      case "billing_request_flows": {
        const billingRequest = get(
          "billing_requests",
          String((body.links as Record<string, string>).billing_request),
        );
        return put(kind, {
          authorisation_url: `https://pay-sandbox.gocardless.com/billing/static/flow?id=${billingRequest.id}`,
          redirect_uri: body.redirect_uri,
          exit_uri: body.exit_uri,
          prefilled_customer: body.prefilled_customer,
          links: { billing_request: billingRequest.id },
        });
      }
      case "subscriptions": {
        const mandate = get("mandates", String((body.links as Record<string, string>).mandate));
        if (mandate.status !== "active") throw new Failure(422, "mandate_is_inactive");
        const unit = String(body.interval_unit);
        const start = String(body.start_date ?? mandate.next_possible_charge_date);
        const subscription = put(kind, {
          amount: Number(body.amount),
          currency: body.currency,
          name: body.name,
          interval_unit: unit,
          start_date: start,
          status: "active",
          upcoming_payments: upcoming(start, unit, Number(body.amount)),
          links: { mandate: mandate.id },
        });
        emit("subscriptions", "created", { subscription: subscription.id });
        return subscription;
      }
      case "payments": {
        const mandate = get("mandates", String((body.links as Record<string, string>).mandate));
        const payment = put(kind, {
          amount: Number(body.amount),
          currency: body.currency,
          description: body.description ?? null,
          charge_date: mandate.next_possible_charge_date,
          status: "pending_submission",
          metadata: body.metadata ?? {},
          links: { mandate: mandate.id },
        });
        emit("payments", "created", { payment: payment.id });
        return payment;
      }
      default:
        throw new Failure(404, "unknown_route");
    }
  }

  function route(method: string, url: URL, body: Record<string, unknown>, key?: string): unknown {
    const [kind = "", id, actions, action] = url.pathname.slice(1).split("/");
    const envelope = (resource: unknown) => ({ [kind]: resource });
    if (method === "POST" && !id) {
      const earlier = key ? keys.get(`${kind} ${key}`) : undefined;
      if (earlier)
        throw new Failure(409, "idempotent_creation_conflict", {
          conflicting_resource_id: earlier,
        });
      const made = create(kind, (body[kind] ?? {}) as Record<string, unknown>);
      if (key) keys.set(`${kind} ${key}`, made.id);
      return envelope(view(made));
    }
    if (method === "GET" && !id) {
      const customer = url.searchParams.get("customer");
      const all = [...resources.values()].filter((resource) => resource.kind === kind);
      const mine = all.filter((resource) => {
        if (!customer) return true;
        if (kind === "mandates") return links(resource).customer === customer;
        const mandate = resources.get(links(resource).mandate ?? "");
        return mandate && links(mandate).customer === customer;
      });
      return envelope(mine.map(view));
    }
    const resource = get(kind.replace(/s$/, "s"), id ?? "");
    if (method === "GET") return envelope(view(resource));
    if (method === "PUT") {
      const changes = (body[kind] ?? {}) as Record<string, unknown>;
      Object.assign(resource, changes);
      if (kind === "subscriptions" && changes.amount !== undefined) {
        resource.upcoming_payments = (resource.upcoming_payments as { charge_date: string }[]).map(
          (payment) => ({ ...payment, amount: Number(changes.amount) }),
        );
      }
      return envelope(view(resource));
    }
    if (method === "DELETE" && kind === "customers") {
      resources.delete(resource.id);
      return {};
    }
    if (method === "POST" && actions === "actions" && action === "cancel") {
      // GoCardless's causes for a cancellation asked through the API.
      if (kind === "subscriptions") {
        cancelSubscription(resource, "cancelled", {
          cause: "subscription_cancelled",
          origin: "api",
        });
      } else if (kind === "mandates") {
        cancelMandate(resource, { cause: "mandate_cancelled", origin: "api" });
      } else if (kind === "billing_requests") {
        if (resource.status === "fulfilled") throw new Failure(422, "invalid_state");
        resource.status = "cancelled";
      } else if (kind === "payments") {
        if (resource.status !== "pending_submission") {
          throw new Failure(422, "cancellation_failed");
        }
        resource.status = "cancelled";
        emit("payments", "cancelled", { payment: resource.id });
      }
      return envelope(view(resource));
    }
    throw new Failure(404, "unknown_route");
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    calls.push(
      `${request.method ?? "GET"} ${new URL(request.url ?? "/", "http://stand-in").pathname}`,
    );
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    };
    if (state.outage) {
      send(500, { error: { type: "gocardless", errors: [{ reason: "internal_server_error" }] } });
      return;
    }
    const url = new URL(request.url ?? "/", "http://stand-in");
    const text = Buffer.concat(chunks).toString();
    const key = request.headers["idempotency-key"];
    try {
      const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      send(
        200,
        route(request.method ?? "GET", url, body, typeof key === "string" ? key : undefined),
      );
    } catch (error) {
      if (!(error instanceof Failure)) throw error;
      send(error.status, {
        error: {
          type: error.status === 409 ? "invalid_state" : "invalid_api_usage",
          errors: [{ reason: error.reason, links: error.links }],
        },
      });
    }
  }

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
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
    authorise(billingRequestId) {
      const billingRequest = get("billing_requests", billingRequestId);
      const flow = [...resources.values()].find(
        (resource) =>
          resource.kind === "billing_request_flows" &&
          links(resource).billing_request === billingRequestId,
      );
      const prefilled = (flow?.prefilled_customer ?? {}) as Record<string, string>;
      const currency = String((billingRequest.mandate_request as Record<string, string>).currency);
      const customer = put("customers", {
        email: prefilled.email ?? null,
        given_name: prefilled.given_name ?? null,
        family_name: prefilled.family_name ?? null,
        address_line1: "1 High Street",
        city: "Leeds",
        postal_code: "LS1 1AA",
      });
      const account = put("customer_bank_accounts", {
        account_holder_name: `${prefilled.given_name ?? ""} ${prefilled.family_name ?? ""}`.trim(),
        account_number_ending: "11",
        bank_name: "BARCLAYS BANK PLC",
        currency,
        links: { customer: customer.id },
      });
      const mandate = put("mandates", {
        scheme: SCHEMES[currency] ?? "bacs",
        status: "active",
        next_possible_charge_date: inDays(3),
        links: { customer: customer.id, customer_bank_account: account.id },
      });
      billingRequest.status = "fulfilled";
      billingRequest.links = {
        customer: customer.id,
        customer_bank_account: account.id,
        mandate_request_mandate: mandate.id,
      };
      emit("billing_requests", "fulfilled", { billing_request: billingRequest.id });
      return String(flow?.redirect_uri ?? "");
    },
    collect(subscriptionId, options = {}) {
      const subscription = get("subscriptions", subscriptionId);
      const [due, next] = subscription.upcoming_payments as {
        charge_date: string;
        amount: number;
      }[];
      if (!due) throw new Error("Nothing to collect");
      const payment = put("payments", {
        amount: due.amount,
        currency: subscription.currency,
        description: subscription.name,
        charge_date: due.charge_date < today() ? today() : due.charge_date,
        status: options.fail ? "failed" : "confirmed",
        links: { mandate: links(subscription).mandate, subscription: subscription.id },
      });
      emit("payments", "created", { payment: payment.id, subscription: subscription.id });
      emit("payments", "submitted", { payment: payment.id });
      emit(
        "payments",
        options.fail ? "failed" : "confirmed",
        { payment: payment.id },
        {
          will_attempt_retry: options.fail ? (options.willRetry ?? false) : undefined,
          ...(options.fail ? options.details : {}),
        },
      );
      const unit = String(subscription.interval_unit);
      const after = next ?? due;
      subscription.upcoming_payments = [
        after,
        { ...after, charge_date: addInterval(after.charge_date, unit) },
      ];
      return payment;
    },
    confirm(paymentId) {
      const payment = get("payments", paymentId);
      payment.status = "confirmed";
      emit("payments", "confirmed", { payment: payment.id });
    },
    cancelMandate(mandateId, details) {
      cancelMandate(get("mandates", mandateId), details);
    },
    fail(paymentId, willRetry) {
      const payment = get("payments", paymentId);
      payment.status = "failed";
      emit("payments", "failed", { payment: payment.id }, { will_attempt_retry: willRetry });
    },
    endSubscription(subscriptionId, action, details) {
      cancelSubscription(get("subscriptions", subscriptionId), action, details);
    },
    webhook(batch, secret) {
      const body = JSON.stringify({ events: batch, meta: { webhook_id: newId("events") } });
      return { body, signature: createHmac("sha256", secret).update(body).digest("hex") };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
