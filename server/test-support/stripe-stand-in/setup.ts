import { text } from "./form";
import type { StandInStore } from "./store";
import { StripeFailure, type Body, type ConfirmedMethod, type StripeObject } from "./types";

/** The payment method a confirmed setup made, of the type the payer chose. */
function paymentMethodFor(
  store: StandInStore,
  type: ConfirmedMethod["type"],
  details: Body,
): { method: StripeObject; generated: string | null } {
  const { newId, put } = store;
  const method = (kind: string, extra: Body) =>
    put({
      id: newId("pm"),
      object: "payment_method",
      type: kind,
      customer: null,
      billing_details: details,
      ...extra,
    });
  const byType: Record<ConfirmedMethod["type"], () => StripeObject> = {
    card: () =>
      method("card", {
        card: { brand: "visa", last4: "4242", exp_month: 12, exp_year: 2034 },
      }),
    sepa_debit: () =>
      method("sepa_debit", {
        sepa_debit: { country: "DE", bank_code: "37040044", branch_code: "", last4: "3000" },
      }),
    bacs_debit: () => method("bacs_debit", { bacs_debit: { sort_code: "108800", last4: "2345" } }),
    paypal: () =>
      method("paypal", { paypal: { payer_email: "payer@example.org", payer_id: "PAYER1" } }),
    ideal: () => method("ideal", { ideal: { bank: "ing" } }),
  };
  const generated =
    type === "ideal"
      ? method("sepa_debit", {
          sepa_debit: { country: "NL", bank_code: "INGB", branch_code: "", last4: "5264" },
        }).id
      : null;
  return { method: byType[type](), generated };
}

/** The setup succeeded with the method of `type`: its attempt and method are recorded. */
export function succeed(
  store: StandInStore,
  intent: StripeObject,
  type: ConfirmedMethod["type"],
  details: Body,
): void {
  const { newId, put } = store;
  const { method, generated } = paymentMethodFor(store, type, details);
  const attemptId = newId("setatt");
  put({
    id: attemptId,
    object: "setup_attempt",
    payment_method_details: {
      type,
      ...(type === "ideal" ? { ideal: { generated_sepa_debit: generated } } : {}),
    },
  });
  intent.status = "succeeded";
  intent.payment_method = method.id;
  intent.latest_attempt = attemptId;
  intent.next_action = null;
  intent.last_setup_error = null;
}

/**
 * `confirm: true` at creation, for a method of another site's page: Stripe checks the
 * mandate's acceptance and the return address, and answers the page to send the payer to
 * (this stand-in's own `/redirect/<id>`).
 */
export function confirmOnServer(store: StandInStore, intent: StripeObject, body: Body): void {
  const data = (body.payment_method_data ?? {}) as Body;
  const type = text(data.type);
  const acceptance = ((body.mandate_data ?? {}) as Body).customer_acceptance as
    { type?: string; online?: { ip_address?: string; user_agent?: string } } | undefined;
  if (type !== "paypal" && type !== "ideal") {
    throw new StripeFailure(400, "invalid_request_error", "parameter_invalid", "Not a redirect");
  }
  if (
    acceptance?.type !== "online" ||
    !acceptance.online?.ip_address ||
    !acceptance.online.user_agent
  ) {
    throw new StripeFailure(
      400,
      "invalid_request_error",
      "parameter_missing",
      "mandate_data[customer_acceptance] is required for off-session setups",
    );
  }
  if (!text(body.return_url)) {
    throw new StripeFailure(400, "invalid_request_error", "parameter_missing", "return_url");
  }
  intent.status = "requires_action";
  intent.mandate_data = body.mandate_data;
  intent.pending = {
    type,
    details: data.billing_details ?? {},
    returnUrl: text(body.return_url),
  };
  intent.next_action = {
    type: "redirect_to_url",
    redirect_to_url: {
      url: `http://127.0.0.1:${store.state.port}/redirect/${intent.id}`,
      return_url: text(body.return_url),
    },
  };
}
