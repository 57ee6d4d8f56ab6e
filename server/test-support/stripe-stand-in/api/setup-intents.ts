import { text } from "../form";
import { confirmOnServer } from "../setup";
import { StripeFailure } from "../types";
import type { ApiRoutes } from "./handler";

/** Setup intents and the payment methods they make. */
export const setupIntentRoutes: ApiRoutes = {
  "POST setup_intents": (store, { body }) => {
    const { newId, put } = store;
    const intentId = newId("seti");
    const intent = put({
      id: intentId,
      object: "setup_intent",
      status: "requires_payment_method",
      client_secret: `${intentId}_secret_${store.counter()}`,
      allowed_payment_method_types: body.allowed_payment_method_types,
      usage: text(body.usage),
      payment_method: null,
      latest_attempt: null,
      last_setup_error: null,
      next_action: null,
      mandate_data: null,
      metadata: body.metadata ?? {},
    });
    if (body.confirm === "true") confirmOnServer(store, intent, body);
    return intent;
  },
  "GET setup_intents/:id": ({ objects, get }, { id, query }) => {
    const intent = get("setup_intent", id ?? "");
    const expand = [query.expand ?? []].flat();
    const attemptId = text(intent.latest_attempt);
    return expand.includes("latest_attempt") && attemptId
      ? { ...intent, latest_attempt: objects.get(attemptId) }
      : intent;
  },
  "POST setup_intents/:id/cancel": ({ get }, { id }) => {
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
  },
  "GET payment_methods/:id": ({ get }, { id }) => get("payment_method", id ?? ""),
  "POST payment_methods/:id/attach": ({ get }, { id, body }) => {
    const pm = get("payment_method", id ?? "");
    get("customer", text(body.customer));
    pm.customer = text(body.customer);
    return pm;
  },
  "POST payment_methods/:id/detach": ({ get, emit }, { id }) => {
    const pm = get("payment_method", id ?? "");
    const previous = pm.customer;
    pm.customer = null;
    emit("payment_method.detached", pm, { customer: previous });
    return pm;
  },
};
