import { ids, int } from "./form";
import type { StandInStore } from "./store";
import { items } from "./subscriptions";
import type { RenewOptions, StripeObject } from "./types";

/**
 * An invoice of a subscription's period, attempted at once with its default method; or, with
 * `draft`, left a draft (Stripe waits an hour before finalising a renewal's invoice).
 */
export function invoiceFor(
  store: StandInStore,
  subscription: StripeObject,
  periodStart: number,
  periodEnd: number,
  options: RenewOptions = {},
): StripeObject {
  const { state, newId, put, emit, decline } = store;
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
  finalize(store, invoice);
  attempt(store, invoice, options.fail ?? decline(), options);
  return invoice;
}

/** The invoice can no longer change: the tax its rates include is worked out. */
export function finalize(store: StandInStore, invoice: StripeObject): void {
  const { get, emit } = store;
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
export function settled(store: StandInStore, invoice: StripeObject): void {
  const { get, emit } = store;
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

export function attempt(
  store: StandInStore,
  invoice: StripeObject,
  fail: boolean,
  options: { willRetry?: boolean } = {},
): void {
  const { state, emit } = store;
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
