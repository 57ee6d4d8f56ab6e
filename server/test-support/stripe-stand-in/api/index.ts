import type { StandInStore } from "../store";
import { StripeFailure, type Body } from "../types";
import { catalogueRoutes } from "./catalogue";
import { customerRoutes } from "./customers";
import type { ApiRoutes } from "./handler";
import { invoiceRoutes } from "./invoices";
import { setupIntentRoutes } from "./setup-intents";
import { subscriptionRoutes } from "./subscriptions";

const ROUTES: ApiRoutes = {
  ...setupIntentRoutes,
  ...customerRoutes,
  ...catalogueRoutes,
  ...subscriptionRoutes,
  ...invoiceRoutes,
};

/** Answers a call to Stripe's API (`/v1/…`) as Stripe would, or throws its refusal. */
export function route(
  store: StandInStore,
  method: string,
  path: string,
  body: Body,
  query: Body,
): unknown {
  const parts = path.replace(/^\/v1\//, "").split("/");
  const [kind, id, action] = parts;
  const answer = ROUTES[`${method} ${kind}${id ? "/:id" : ""}${action ? `/${action}` : ""}`];
  if (!answer) {
    throw new StripeFailure(404, "invalid_request_error", "unknown_route", `${method} ${path}`);
  }
  return answer(store, { id, body, query });
}
