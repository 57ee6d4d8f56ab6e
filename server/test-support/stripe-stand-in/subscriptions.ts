import { int, text } from "./form";
import type { StandInStore } from "./store";
import type { Body, StripeObject } from "./types";

export function subscriptionItem(
  store: StandInStore,
  body: Body,
  subscriptionId: string,
  periodStart: number,
) {
  const { newId } = store;
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

export function addInterval(from: number, interval: string): number {
  const date = new Date(from * 1000);
  if (interval === "year") date.setUTCFullYear(date.getUTCFullYear() + 1);
  else date.setUTCMonth(date.getUTCMonth() + 1);
  return Math.floor(date.getTime() / 1000);
}

export function items(subscription: StripeObject) {
  return (subscription.items as { data: ReturnType<typeof subscriptionItem>[] }).data;
}

export function cancel(store: StandInStore, subscription: StripeObject, reason: string) {
  subscription.status = "canceled";
  subscription.cancellation_details = { reason };
  store.emit("customer.subscription.deleted", subscription);
}
