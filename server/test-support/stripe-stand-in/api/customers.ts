import { text } from "../form";
import { cancel } from "../subscriptions";
import type { Body, StripeObject } from "../types";
import { list } from "../store";
import type { ApiRoutes } from "./handler";

/** Customers and their tax ids. */
export const customerRoutes: ApiRoutes = {
  "POST customers": ({ newId, put }, { body }) => {
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
  },
  "GET customers/:id": ({ get }, { id }) => get("customer", id ?? ""),
  "GET customers/:id/tax_ids": ({ get }, { id }) =>
    list(get("customer", id ?? "").tax_ids as StripeObject[]),
  "POST customers/:id/tax_ids": ({ newId, get }, { id, body }) => {
    const taxId = {
      id: newId("txi"),
      object: "tax_id",
      type: text(body.type),
      value: text(body.value),
    };
    (get("customer", id ?? "").tax_ids as StripeObject[]).push(taxId);
    return taxId;
  },
  "POST customers/:id": ({ get }, { id, body }) => Object.assign(get("customer", id ?? ""), body),
  "DELETE customers/:id": (store, { id }) => {
    const { objects, get, emit } = store;
    const customer = get("customer", id ?? "");
    objects.delete(customer.id);
    for (const object of objects.values()) {
      if (object.object === "subscription" && object.customer === customer.id) {
        if (object.status !== "canceled") cancel(store, object, "cancellation_requested");
      }
    }
    emit("customer.deleted", customer);
    return { id: customer.id, object: "customer", deleted: true };
  },
};
