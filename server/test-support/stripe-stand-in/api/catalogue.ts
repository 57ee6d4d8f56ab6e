import { text } from "../form";
import { list } from "../store";
import { StripeFailure } from "../types";
import type { ApiRoutes } from "./handler";

/** Products and tax rates. */
export const catalogueRoutes: ApiRoutes = {
  "GET products/:id": ({ get }, { id }) => get("product", id ?? ""),
  "POST products": ({ objects, newId, put }, { body }) => {
    if (objects.has(text(body.id))) {
      throw new StripeFailure(400, "invalid_request_error", "resource_already_exists", "Exists");
    }
    return put({
      id: text(body.id) || newId("prod"),
      object: "product",
      name: text(body.name),
    });
  },
  "GET tax_rates": ({ objects }, { query }) =>
    list(
      [...objects.values()].filter(
        (object) =>
          object.object === "tax_rate" &&
          (query.active === undefined || String(object.active) === query.active),
      ),
    ),
  "POST tax_rates/:id": ({ get }, { id, body }) => {
    const rate = get("tax_rate", id ?? "");
    if (body.active !== undefined) rate.active = body.active === "true";
    return rate;
  },
  "POST tax_rates": ({ newId, put }, { body }) =>
    put({
      id: newId("txr"),
      object: "tax_rate",
      active: true,
      inclusive: body.inclusive === "true",
      percentage: Number(body.percentage),
      metadata: body.metadata ?? {},
    }),
};
