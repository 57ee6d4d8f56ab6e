import { ids, int, text } from "../form";
import { invoiceFor } from "../invoices";
import { cancel, items, subscriptionItem } from "../subscriptions";
import { StripeFailure, type Body } from "../types";
import type { ApiRoutes } from "./handler";

export const subscriptionRoutes: ApiRoutes = {
  "POST subscriptions": (store, { body }) => {
    const { state, newId, get, put, emit } = store;
    const customer = get("customer", text(body.customer));
    const subscriptionId = newId("sub");
    const trialEnd = body.trial_end ? int(body.trial_end) : null;
    const item = subscriptionItem(
      store,
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
      const invoice = invoiceFor(store, subscription, state.now, item.current_period_end);
      subscription.status = invoice.status === "paid" ? "active" : "incomplete";
    }
    return subscription;
  },
  "GET subscriptions/:id": ({ get }, { id }) => get("subscription", id ?? ""),
  "POST subscriptions/:id": (store, { id, body }) => {
    const { state, get, emit } = store;
    const subscription = get("subscription", id ?? "");
    const previous = structuredClone(subscription);
    const [change] = (body.items as Body[] | undefined) ?? [];
    if (change) {
      const current = items(subscription)[0];
      const next = subscriptionItem(
        store,
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
  },
  "DELETE subscriptions/:id": (store, { id }) => {
    const subscription = store.get("subscription", id ?? "");
    if (subscription.status === "canceled") {
      throw new StripeFailure(400, "invalid_request_error", "resource_missing", "Canceled");
    }
    cancel(store, subscription, "cancellation_requested");
    return subscription;
  },
};
