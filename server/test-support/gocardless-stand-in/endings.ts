import type { StandInStore } from "./store";
import { Failure, type EndDetails, type Resource } from "./types";

export function cancelSubscription(
  store: StandInStore,
  subscription: Resource,
  action = "cancelled",
  details?: EndDetails,
) {
  const { emit } = store;
  if (!["active", "pending_customer_approval", "paused"].includes(String(subscription.status))) {
    throw new Failure(422, "cancellation_failed");
  }
  subscription.status = action;
  subscription.upcoming_payments = [];
  emit("subscriptions", action, { subscription: subscription.id }, { ...details });
}

export function cancelMandate(store: StandInStore, mandate: Resource, details: EndDetails) {
  const { resources, emit, links } = store;
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
      cancelSubscription(store, other, "cancelled", details);
    }
  }
}
