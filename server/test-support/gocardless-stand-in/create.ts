import { addInterval } from "./dates";
import type { StandInStore } from "./store";
import { Failure, type Resource } from "./types";

function upcoming(start: string, unit: string, amount: number) {
  return [
    { charge_date: start, amount },
    { charge_date: addInterval(start, unit), amount },
  ];
}

export function create(store: StandInStore, kind: string, body: Record<string, unknown>): Resource {
  const { get, put, emit } = store;
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
