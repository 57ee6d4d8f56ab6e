import { addInterval, inDays, today } from "./dates";
import type { StandInStore } from "./store";
import type { EndDetails, Resource } from "./types";

const SCHEMES: Record<string, string> = { GBP: "bacs", EUR: "sepa_core" };

/** The payer authorises the mandate on GoCardless's pages; answers where they are sent back. */
export function authorise(store: StandInStore, billingRequestId: string): string {
  const { resources, get, put, emit, links } = store;
  const billingRequest = get("billing_requests", billingRequestId);
  const flow = [...resources.values()].find(
    (resource) =>
      resource.kind === "billing_request_flows" &&
      links(resource).billing_request === billingRequestId,
  );
  const prefilled = (flow?.prefilled_customer ?? {}) as Record<string, string>;
  const currency = String((billingRequest.mandate_request as Record<string, string>).currency);
  const customer = put("customers", {
    email: prefilled.email ?? null,
    given_name: prefilled.given_name ?? null,
    family_name: prefilled.family_name ?? null,
    address_line1: "1 High Street",
    city: "Leeds",
    postal_code: "LS1 1AA",
  });
  const account = put("customer_bank_accounts", {
    account_holder_name: `${prefilled.given_name ?? ""} ${prefilled.family_name ?? ""}`.trim(),
    account_number_ending: "11",
    bank_name: "BARCLAYS BANK PLC",
    currency,
    links: { customer: customer.id },
  });
  const mandate = put("mandates", {
    scheme: SCHEMES[currency] ?? "bacs",
    status: "active",
    next_possible_charge_date: inDays(3),
    links: { customer: customer.id, customer_bank_account: account.id },
  });
  billingRequest.status = "fulfilled";
  billingRequest.links = {
    customer: customer.id,
    customer_bank_account: account.id,
    mandate_request_mandate: mandate.id,
  };
  emit("billing_requests", "fulfilled", { billing_request: billingRequest.id });
  return String(flow?.redirect_uri ?? "");
}

/** GoCardless collects a subscription's next payment; `fail`: the bank refuses it. */
export function collect(
  store: StandInStore,
  subscriptionId: string,
  options: { fail?: boolean; willRetry?: boolean; details?: EndDetails } = {},
): Resource {
  const { get, put, emit, links } = store;
  const subscription = get("subscriptions", subscriptionId);
  const [due, next] = subscription.upcoming_payments as {
    charge_date: string;
    amount: number;
  }[];
  if (!due) throw new Error("Nothing to collect");
  const payment = put("payments", {
    amount: due.amount,
    currency: subscription.currency,
    description: subscription.name,
    charge_date: due.charge_date < today() ? today() : due.charge_date,
    status: options.fail ? "failed" : "confirmed",
    links: { mandate: links(subscription).mandate, subscription: subscription.id },
  });
  emit("payments", "created", { payment: payment.id, subscription: subscription.id });
  emit("payments", "submitted", { payment: payment.id });
  emit(
    "payments",
    options.fail ? "failed" : "confirmed",
    { payment: payment.id },
    {
      will_attempt_retry: options.fail ? (options.willRetry ?? false) : undefined,
      ...(options.fail ? options.details : {}),
    },
  );
  const unit = String(subscription.interval_unit);
  const after = next ?? due;
  subscription.upcoming_payments = [
    after,
    { ...after, charge_date: addInterval(after.charge_date, unit) },
  ];
  return payment;
}
