import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { ApiEndpoint } from "../../../config-payments";

/**
 * A local stand-in of the part of Stripe's API Agora calls, with state (customers, setup
 * intents, payment methods, products, tax rates, subscriptions, invoices), for offline tests:
 * the official SDK is pointed at it (`endpoint`). It answers POSTs again for a repeated
 * Idempotency-Key, errors in Stripe's envelope, and records the events Stripe would send, which
 * tests sign and post to the webhook. What the browser does with Stripe.js (confirming a setup)
 * and what Stripe does on its own (renewals, retries) are its methods.
 */

type StripeObject = Record<string, unknown> & { id: string };
type Body = Record<string, unknown>;

export interface StripeEvent {
  id: string;
  object: "event";
  type: string;
  created: number;
  api_version: string;
  livemode: false;
  data: { object: StripeObject; previous_attributes?: Body };
}

class StripeFailure extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const missing = (kind: string, id: string) =>
  new StripeFailure(404, "invalid_request_error", "resource_missing", `No such ${kind}: '${id}'`);

/** Stripe's form encoding (`items[0][price_data][currency]=gbp`) into nested objects. */
export function parseForm(text: string): Body {
  const root: Body = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, "").split("[");
    let node: Record<string, unknown> = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) {
        node[part] = value;
        return;
      }
      const next = node[part];
      if (typeof next !== "object" || next === null) node[part] = {};
      node = node[part] as Record<string, unknown>;
    });
  }
  return arrays(root) as Body;
}

/** Objects keyed 0, 1, … become arrays, as Stripe reads them. */
function arrays(value: unknown): unknown {
  if (typeof value !== "object" || value === null) return value;
  const entries = Object.entries(value).map(([key, child]) => [key, arrays(child)] as const);
  if (entries.length > 0 && entries.every(([key], index) => key === String(index))) {
    return entries.map(([, child]) => child);
  }
  return Object.fromEntries(entries);
}

const text = (value: unknown): string => (typeof value === "string" ? value : "");
/** A list of ids as sent: `default_tax_rates[0]=…`, or `default_tax_rates=` to empty it. */
const ids = (value: unknown): string[] => (Array.isArray(value) ? value.map(text) : []);
const int = (value: unknown): number => Number(text(value) || 0);

export interface ConfirmedMethod {
  type: "card" | "sepa_debit" | "bacs_debit" | "paypal" | "ideal";
  /** The payer's name and address as the Payment Element collected them. */
  name?: string;
  address?: { line1: string; city: string; postal_code: string; country: string };
}

export interface RenewOptions {
  fail?: boolean;
  willRetry?: boolean;
  draft?: boolean;
}

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
  const objects = new Map<string, StripeObject>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const events: StripeEvent[] = [];
  let declines = 0;
  let processing = 0;
  const decline = () => {
    if (declines === 0) return false;
    declines--;
    return true;
  };
  const requests: string[] = [];
  let counter = 0;
  const state = { now: Math.floor(Date.now() / 1000), outage: false };

  const newId = (prefix: string) => `${prefix}_${(++counter).toString().padStart(8, "0")}`;
  const get = (kind: string, id: string): StripeObject => {
    const found = objects.get(id);
    if (!found || found.object !== kind) throw missing(kind, id);
    return found;
  };
  const put = (object: StripeObject): StripeObject => {
    objects.set(object.id, object);
    return object;
  };
  const emit = (type: string, object: StripeObject, previous?: Body) => {
    events.push({
      id: newId("evt"),
      object: "event",
      type,
      created: state.now,
      api_version: "2026-10-28.endive",
      livemode: false,
      data: {
        object: structuredClone(object),
        ...(previous ? { previous_attributes: previous } : {}),
      },
    });
  };

  function subscriptionItem(body: Body, subscriptionId: string, periodStart: number) {
    const data = (body.price_data ?? {}) as Body;
    const recurring = (data.recurring ?? {}) as Body;
    const interval = text(recurring.interval) || "month";
    return {
      id: newId("si"),
      object: "subscription_item",
      subscription: subscriptionId,
      price: {
        id: newId("price"),
        object: "price",
        currency: text(data.currency),
        product: text(data.product),
        unit_amount: int(data.unit_amount),
        recurring: { interval },
      },
      current_period_start: periodStart,
      current_period_end: addInterval(periodStart, interval),
    };
  }

  function addInterval(from: number, interval: string): number {
    const date = new Date(from * 1000);
    if (interval === "year") date.setUTCFullYear(date.getUTCFullYear() + 1);
    else date.setUTCMonth(date.getUTCMonth() + 1);
    return Math.floor(date.getTime() / 1000);
  }

  function items(subscription: StripeObject) {
    return (subscription.items as { data: ReturnType<typeof subscriptionItem>[] }).data;
  }

  /**
   * An invoice of a subscription's period, attempted at once with its default method; or, with
   * `draft`, left a draft (Stripe waits an hour before finalising a renewal's invoice).
   */
  function invoiceFor(
    subscription: StripeObject,
    periodStart: number,
    periodEnd: number,
    options: RenewOptions = {},
  ): StripeObject {
    const item = items(subscription)[0];
    const amount = item?.price.unit_amount ?? 0;
    const invoice = put({
      id: newId("in"),
      object: "invoice",
      customer: subscription.customer,
      status: "draft",
      total: amount,
      amount_due: amount,
      created: Math.max(state.now, periodStart),
      description: null,
      attempt_count: 0,
      attempted: false,
      next_payment_attempt: null,
      billing_reason: "subscription_cycle",
      default_tax_rates: [...ids(subscription.default_tax_rates)],
      total_taxes: [],
      parent: {
        type: "subscription_details",
        subscription_details: { subscription: subscription.id },
      },
      lines: {
        object: "list",
        data: [
          {
            id: newId("il"),
            object: "line_item",
            amount,
            period: { start: periodStart, end: periodEnd },
            parent: {
              type: "subscription_item_details",
              subscription_item_details: { subscription: subscription.id },
            },
          },
        ],
      },
    });
    emit("invoice.created", invoice);
    if (options.draft) return invoice;
    finalize(invoice);
    attempt(invoice, options.fail ?? decline(), options);
    return invoice;
  }

  /** The invoice can no longer change: the tax its rates include is worked out. */
  function finalize(invoice: StripeObject): void {
    const total = int(String(invoice.total));
    invoice.total_taxes = ids(invoice.default_tax_rates).map((rateId) => {
      const rate = get("tax_rate", rateId);
      const percentage = Number(rate.percentage);
      return {
        amount: Math.round(total - total / (1 + percentage / 100)),
        tax_rate_details: { tax_rate: rateId },
      };
    });
    invoice.status = "open";
    emit("invoice.finalized", invoice);
  }

  /** A paid invoice of a subscription moves it on to the invoice's period; an unpaid one is due. */
  function settled(invoice: StripeObject): void {
    const subscriptionId = (
      invoice.parent as { subscription_details?: { subscription: string } } | null
    )?.subscription_details?.subscription;
    const subscription = subscriptionId ? get("subscription", subscriptionId) : undefined;
    if (!subscription) return;
    const paid = invoice.status === "paid";
    const item = items(subscription)[0];
    const line = (invoice.lines as { data: { period: { start: number; end: number } }[] }).data[0];
    if (paid && item && line) {
      item.current_period_start = line.period.start;
      item.current_period_end = line.period.end;
    }
    subscription.status = paid ? "active" : "past_due";
    emit("customer.subscription.updated", subscription);
  }

  function attempt(
    invoice: StripeObject,
    fail: boolean,
    options: { willRetry?: boolean } = {},
  ): void {
    invoice.attempted = true;
    invoice.attempt_count = int(String(invoice.attempt_count)) + 1;
    if (fail) {
      const retry = options.willRetry ?? true;
      invoice.next_payment_attempt = retry ? state.now + 3 * 86400 : null;
      if (!retry) invoice.status = "uncollectible";
      emit("invoice.payment_failed", invoice);
      return;
    }
    invoice.status = "paid";
    invoice.next_payment_attempt = null;
    emit("invoice.paid", invoice);
  }

  /** The payment method a confirmed setup made, of the type the payer chose. */
  function paymentMethodFor(
    type: ConfirmedMethod["type"],
    details: Body,
  ): { method: StripeObject; generated: string | null } {
    const method = (kind: string, extra: Body) =>
      put({
        id: newId("pm"),
        object: "payment_method",
        type: kind,
        customer: null,
        billing_details: details,
        ...extra,
      });
    const byType: Record<ConfirmedMethod["type"], () => StripeObject> = {
      card: () =>
        method("card", {
          card: { brand: "visa", last4: "4242", exp_month: 12, exp_year: 2034 },
        }),
      sepa_debit: () =>
        method("sepa_debit", {
          sepa_debit: { country: "DE", bank_code: "37040044", branch_code: "", last4: "3000" },
        }),
      bacs_debit: () =>
        method("bacs_debit", { bacs_debit: { sort_code: "108800", last4: "2345" } }),
      paypal: () =>
        method("paypal", { paypal: { payer_email: "payer@example.org", payer_id: "PAYER1" } }),
      ideal: () => method("ideal", { ideal: { bank: "ing" } }),
    };
    const generated =
      type === "ideal"
        ? method("sepa_debit", {
            sepa_debit: { country: "NL", bank_code: "INGB", branch_code: "", last4: "5264" },
          }).id
        : null;
    return { method: byType[type](), generated };
  }

  /** The setup succeeded with the method of `type`: its attempt and method are recorded. */
  function succeed(intent: StripeObject, type: ConfirmedMethod["type"], details: Body): void {
    const { method, generated } = paymentMethodFor(type, details);
    const attemptId = newId("setatt");
    put({
      id: attemptId,
      object: "setup_attempt",
      payment_method_details: {
        type,
        ...(type === "ideal" ? { ideal: { generated_sepa_debit: generated } } : {}),
      },
    });
    intent.status = "succeeded";
    intent.payment_method = method.id;
    intent.latest_attempt = attemptId;
    intent.next_action = null;
    intent.last_setup_error = null;
  }

  /**
   * `confirm: true` at creation, for a method of another site's page: Stripe checks the
   * mandate's acceptance and the return address, and answers the page to send the payer to
   * (this stand-in's own `/redirect/<id>`).
   */
  function confirmOnServer(intent: StripeObject, body: Body): void {
    const data = (body.payment_method_data ?? {}) as Body;
    const type = text(data.type);
    const acceptance = ((body.mandate_data ?? {}) as Body).customer_acceptance as
      { type?: string; online?: { ip_address?: string; user_agent?: string } } | undefined;
    if (type !== "paypal" && type !== "ideal") {
      throw new StripeFailure(400, "invalid_request_error", "parameter_invalid", "Not a redirect");
    }
    if (
      acceptance?.type !== "online" ||
      !acceptance.online?.ip_address ||
      !acceptance.online.user_agent
    ) {
      throw new StripeFailure(
        400,
        "invalid_request_error",
        "parameter_missing",
        "mandate_data[customer_acceptance] is required for off-session setups",
      );
    }
    if (!text(body.return_url)) {
      throw new StripeFailure(400, "invalid_request_error", "parameter_missing", "return_url");
    }
    intent.status = "requires_action";
    intent.mandate_data = body.mandate_data;
    intent.pending = {
      type,
      details: data.billing_details ?? {},
      returnUrl: text(body.return_url),
    };
    intent.next_action = {
      type: "redirect_to_url",
      redirect_to_url: {
        url: `http://127.0.0.1:${port()}/redirect/${intent.id}`,
        return_url: text(body.return_url),
      },
    };
  }

  /**
   * The payer at PayPal's or the bank's page approves or declines: the setup succeeds or goes
   * back to needing a method, and the payer is sent to the return address as Stripe sends them.
   */
  function redirected(path: string): { status: number; location?: string; html?: string } {
    const [, , intentId, choice] = path.split("/");
    const intent = objects.get(intentId ?? "");
    if (intent?.object !== "setup_intent") return { status: 404, html: "<p>No such setup.</p>" };
    const pending = intent.pending as
      { type: "paypal" | "ideal"; details: Body; returnUrl: string } | undefined;
    if (!pending || intent.status !== "requires_action") {
      return { status: 400, html: "<p>This setup is not waiting for the payer.</p>" };
    }
    if (!choice) {
      return {
        status: 200,
        html: `<h1>${pending.type}</h1><a href="/redirect/${intent.id}/approve">Approve</a> <a href="/redirect/${intent.id}/decline">Decline</a>`,
      };
    }
    const approved = choice === "approve";
    if (approved) {
      succeed(intent, pending.type, {
        email: null,
        address: null,
        name: null,
        ...pending.details,
      });
    } else {
      intent.status = "requires_payment_method";
      intent.next_action = null;
      intent.last_setup_error = {
        type: "invalid_request_error",
        code: "payment_method_provider_decline",
        message: "The payer declined",
      };
    }
    const back = new URL(pending.returnUrl);
    back.searchParams.set("setup_intent", intent.id);
    back.searchParams.set("setup_intent_client_secret", text(intent.client_secret));
    back.searchParams.set("redirect_status", approved ? "succeeded" : "failed");
    return { status: 302, location: back.href };
  }

  function route(method: string, path: string, body: Body, query: Body): unknown {
    const parts = path.replace(/^\/v1\//, "").split("/");
    const [kind, id, action] = parts;
    switch (`${method} ${kind}${id ? "/:id" : ""}${action ? `/${action}` : ""}`) {
      case "POST setup_intents": {
        const intentId = newId("seti");
        const intent = put({
          id: intentId,
          object: "setup_intent",
          status: "requires_payment_method",
          client_secret: `${intentId}_secret_${counter}`,
          allowed_payment_method_types: body.allowed_payment_method_types,
          usage: text(body.usage),
          payment_method: null,
          latest_attempt: null,
          last_setup_error: null,
          next_action: null,
          mandate_data: null,
          metadata: body.metadata ?? {},
        });
        if (body.confirm === "true") confirmOnServer(intent, body);
        return intent;
      }
      case "GET setup_intents/:id": {
        const intent = get("setup_intent", id ?? "");
        const expand = [query.expand ?? []].flat();
        const attemptId = text(intent.latest_attempt);
        return expand.includes("latest_attempt") && attemptId
          ? { ...intent, latest_attempt: objects.get(attemptId) }
          : intent;
      }
      case "POST setup_intents/:id/cancel": {
        const intent = get("setup_intent", id ?? "");
        if (intent.status === "succeeded") {
          throw new StripeFailure(
            400,
            "invalid_request_error",
            "setup_intent_unexpected_state",
            "Succeeded",
          );
        }
        intent.status = "canceled";
        return intent;
      }
      case "GET payment_methods/:id":
        return get("payment_method", id ?? "");
      case "POST payment_methods/:id/attach": {
        const pm = get("payment_method", id ?? "");
        get("customer", text(body.customer));
        pm.customer = text(body.customer);
        return pm;
      }
      case "POST payment_methods/:id/detach": {
        const pm = get("payment_method", id ?? "");
        const previous = pm.customer;
        pm.customer = null;
        emit("payment_method.detached", pm, { customer: previous });
        return pm;
      }
      case "POST customers": {
        const customer = put({
          id: newId("cus"),
          object: "customer",
          email: text(body.email),
          name: text(body.name),
          address: body.address ?? null,
          invoice_settings: { default_payment_method: null },
          tax_ids: ((body.tax_id_data as Body[] | undefined) ?? []).map((data) => ({
            id: newId("txi"),
            object: "tax_id",
            type: text(data.type),
            value: text(data.value),
          })),
          metadata: body.metadata ?? {},
        });
        return customer;
      }
      case "GET customers/:id":
        return get("customer", id ?? "");
      case "GET customers/:id/tax_ids":
        return list(get("customer", id ?? "").tax_ids as StripeObject[]);
      case "POST customers/:id/tax_ids": {
        const taxId = {
          id: newId("txi"),
          object: "tax_id",
          type: text(body.type),
          value: text(body.value),
        };
        (get("customer", id ?? "").tax_ids as StripeObject[]).push(taxId);
        return taxId;
      }
      case "POST customers/:id":
        return Object.assign(get("customer", id ?? ""), body);
      case "DELETE customers/:id": {
        const customer = get("customer", id ?? "");
        objects.delete(customer.id);
        for (const object of objects.values()) {
          if (object.object === "subscription" && object.customer === customer.id) {
            if (object.status !== "canceled") cancel(object, "cancellation_requested");
          }
        }
        emit("customer.deleted", customer);
        return { id: customer.id, object: "customer", deleted: true };
      }
      case "GET products/:id":
        return get("product", id ?? "");
      case "POST products":
        if (objects.has(text(body.id))) {
          throw new StripeFailure(
            400,
            "invalid_request_error",
            "resource_already_exists",
            "Exists",
          );
        }
        return put({
          id: text(body.id) || newId("prod"),
          object: "product",
          name: text(body.name),
        });
      case "GET tax_rates":
        return list(
          [...objects.values()].filter(
            (object) =>
              object.object === "tax_rate" &&
              (query.active === undefined || String(object.active) === query.active),
          ),
        );
      case "POST tax_rates/:id": {
        const rate = get("tax_rate", id ?? "");
        if (body.active !== undefined) rate.active = body.active === "true";
        return rate;
      }
      case "POST tax_rates":
        return put({
          id: newId("txr"),
          object: "tax_rate",
          active: true,
          inclusive: body.inclusive === "true",
          percentage: Number(body.percentage),
          metadata: body.metadata ?? {},
        });
      case "POST subscriptions": {
        const customer = get("customer", text(body.customer));
        const subscriptionId = newId("sub");
        const trialEnd = body.trial_end ? int(body.trial_end) : null;
        const item = subscriptionItem(
          ((body.items as Body[]) ?? [])[0] ?? {},
          subscriptionId,
          state.now,
        );
        if (trialEnd) item.current_period_end = trialEnd;
        const subscription = put({
          id: subscriptionId,
          object: "subscription",
          customer: customer.id,
          status: trialEnd ? "trialing" : "incomplete",
          trial_end: trialEnd,
          default_payment_method: text(body.default_payment_method),
          default_tax_rates: ids(body.default_tax_rates),
          items: { object: "list", data: [item] },
          cancellation_details: { reason: null },
        });
        emit("customer.subscription.created", subscription);
        if (!trialEnd) {
          const invoice = invoiceFor(subscription, state.now, item.current_period_end);
          subscription.status = invoice.status === "paid" ? "active" : "incomplete";
        }
        return subscription;
      }
      case "GET subscriptions/:id":
        return get("subscription", id ?? "");
      case "POST subscriptions/:id": {
        const subscription = get("subscription", id ?? "");
        const previous = structuredClone(subscription);
        const [change] = (body.items as Body[] | undefined) ?? [];
        if (change) {
          const current = items(subscription)[0];
          const next = subscriptionItem(
            change,
            subscription.id,
            current?.current_period_start ?? state.now,
          );
          next.id = current?.id ?? next.id;
          next.current_period_end = current?.current_period_end ?? next.current_period_end;
          (subscription.items as { data: unknown[] }).data = [next];
        }
        if (body.default_payment_method) {
          subscription.default_payment_method = text(body.default_payment_method);
        }
        if (body.default_tax_rates !== undefined) {
          subscription.default_tax_rates = ids(body.default_tax_rates);
        }
        emit("customer.subscription.updated", subscription, { items: previous.items });
        return subscription;
      }
      case "DELETE subscriptions/:id": {
        const subscription = get("subscription", id ?? "");
        if (subscription.status === "canceled") {
          throw new StripeFailure(400, "invalid_request_error", "resource_missing", "Canceled");
        }
        cancel(subscription, "cancellation_requested");
        return subscription;
      }
      case "POST invoices": {
        const customer = get("customer", text(body.customer));
        return put({
          id: newId("in"),
          object: "invoice",
          customer: customer.id,
          status: "draft",
          total: 0,
          amount_due: 0,
          created: state.now,
          description: text(body.description),
          metadata: body.metadata ?? {},
          attempt_count: 0,
          attempted: false,
          next_payment_attempt: null,
          billing_reason: "manual",
          default_payment_method: text(body.default_payment_method),
          default_tax_rates: ids(body.default_tax_rates),
          total_taxes: [],
          parent: null,
          lines: { object: "list", data: [] },
        });
      }
      case "GET invoices":
        return list(
          [...objects.values()].filter(
            (object) =>
              object.object === "invoice" &&
              (!query.customer || object.customer === query.customer) &&
              (!query.status || object.status === query.status),
          ),
        );
      case "GET invoices/:id":
        return get("invoice", id ?? "");
      case "POST invoices/:id": {
        const invoice = get("invoice", id ?? "");
        if (invoice.status !== "draft") {
          throw new StripeFailure(400, "invalid_request_error", "invoice_not_editable", "Final");
        }
        if (body.default_tax_rates !== undefined) {
          invoice.default_tax_rates = ids(body.default_tax_rates);
        }
        return invoice;
      }
      case "POST invoiceitems": {
        const invoice = get("invoice", text(body.invoice));
        const amount = int(body.amount);
        invoice.total = int(String(invoice.total)) + amount;
        invoice.amount_due = invoice.total;
        (invoice.lines as { data: unknown[] }).data.push({
          id: newId("il"),
          object: "line_item",
          amount,
          period: { start: state.now, end: state.now },
          parent: { type: "invoice_item_details" },
        });
        return { id: newId("ii"), object: "invoiceitem", invoice: invoice.id, amount };
      }
      case "POST invoices/:id/finalize": {
        const invoice = get("invoice", id ?? "");
        emit("invoice.created", invoice);
        finalize(invoice);
        return invoice;
      }
      case "POST invoices/:id/pay": {
        const invoice = get("invoice", id ?? "");
        if (invoice.status !== "open") {
          throw new StripeFailure(400, "invalid_request_error", "invoice_not_open", "Not open");
        }
        if (processing > 0) {
          processing--;
          return invoice;
        }
        const fail = decline();
        attempt(invoice, fail);
        if (fail) throw new StripeFailure(402, "card_error", "card_declined", "Declined");
        return invoice;
      }
      default:
        throw new StripeFailure(404, "invalid_request_error", "unknown_route", `${method} ${path}`);
    }
  }

  function list(data: StripeObject[]) {
    return { object: "list", data, has_more: false, url: "/v1/list" };
  }

  function cancel(subscription: StripeObject, reason: string) {
    subscription.status = "canceled";
    subscription.cancellation_details = { reason };
    emit("customer.subscription.deleted", subscription);
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = new URL(request.url ?? "/", "http://stand-in");
    const method = request.method ?? "GET";
    requests.push(`${method} ${url.pathname}`);
    if (url.pathname.startsWith("/redirect/")) {
      const page = redirected(url.pathname);
      response.writeHead(page.status, {
        "content-type": "text/html",
        ...(page.location ? { location: page.location } : {}),
      });
      response.end(page.html ?? "");
      return;
    }
    const key = request.headers["idempotency-key"];
    const idempotencyKey = typeof key === "string" ? `${method} ${url.pathname} ${key}` : undefined;
    const send = (status: number, body: unknown) => {
      response.writeHead(status, {
        "content-type": "application/json",
        "request-id": "req_standin",
      });
      response.end(JSON.stringify(body));
    };
    if (state.outage) {
      send(500, { error: { type: "api_error", message: "Stand-in outage" } });
      return;
    }
    const earlier = idempotencyKey ? idempotent.get(idempotencyKey) : undefined;
    if (earlier) {
      send(earlier.status, earlier.body);
      return;
    }
    let status = 200;
    let body: unknown;
    try {
      body = structuredClone(
        route(
          method,
          url.pathname,
          parseForm(Buffer.concat(chunks).toString()),
          parseForm(url.search.slice(1)),
        ),
      );
    } catch (error) {
      if (!(error instanceof StripeFailure)) throw error;
      status = error.status;
      body = { error: { type: error.type, code: error.code, message: error.message } };
    }
    if (idempotencyKey && status < 500) idempotent.set(idempotencyKey, { status, body });
    send(status, body);
  }

  const port = () => (server.address() as AddressInfo).port;
  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500, { "content-type": "application/json" });
      response.end(JSON.stringify({ error: { type: "api_error", message: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));

  return {
    endpoint: { host: "127.0.0.1", port: port(), protocol: "http" },
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
      succeed(get("setup_intent", setupIntentId), confirmed.type, {
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
      const invoice = invoiceFor(subscription, start, end, options);
      if (!options?.draft) settled(invoice);
      return invoice;
    },
    finalizeDraft(invoiceId) {
      const invoice = get("invoice", invoiceId);
      finalize(invoice);
      attempt(invoice, decline());
      settled(invoice);
    },
    declineNext() {
      declines++;
    },
    processNext() {
      processing++;
    },
    failInvoice(invoiceId) {
      attempt(get("invoice", invoiceId), true, { willRetry: false });
    },
    payInvoice(invoiceId) {
      const invoice = get("invoice", invoiceId);
      attempt(invoice, false);
      settled(invoice);
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
      cancel(get("subscription", subscriptionId), reason);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
